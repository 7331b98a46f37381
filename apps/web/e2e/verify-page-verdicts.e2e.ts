// The verify page gives the verdicts `verdict verify` gives, for the same three files of a full room played
// on the real server (a GM and two players, every visibility, hidden requests, two rotations, closed with
// revealAll): the whole log is Verified; cut by one entry it is Incomplete (open), and Failed against the
// head of the whole log; one die changed Fails, naming the entry, the field and both values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';

describe.skipIf(!chromiumFound && !process.env.CI)('the verify page on a full room', () => {
  let harness: Harness;
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read as plain data
  let exported: any;

  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read as plain data
  const api = async (path: string, body?: unknown, token?: string): Promise<any> => {
    const res = await fetch(`${harness.baseUrl.replace(/\/$/, '')}/v1/rooms${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  it('plays a full room on the real server and exports it', async () => {
    const room = await api('', { name: 'Verify table', gm: { name: 'Ada' } });
    const id = room.room.id;
    const gm = room.token;
    const ann = await api(`/${id}/members`, { invite: room.invite, name: 'Ann' });
    const bo = await api(`/${id}/members`, { invite: room.invite, name: 'Bo' });
    const check = { system: 'd20-roll-under', test: 'check', input: { value: 11 } };
    const roll = (token: string, extra: object) => api(`/${id}/rolls`, { ...check, ...extra }, token);
    await roll(ann.token, { clientSeed: 'a1' });
    await roll(ann.token, { clientSeed: 'a2', visibility: 'outcome' });
    await roll(bo.token, { clientSeed: 'b1', visibility: 'blind' });
    await roll(bo.token, { dice: [4] });
    await roll(gm, { clientSeed: 'g1', visibility: 'gm' });
    const hidden = await api(`/${id}/requests`, { ...check, to: [ann.member.id], hidden: true }, gm);
    await api(`/${id}/rolls`, { request: hidden.entry.seq, clientSeed: 'a3' }, ann.token);
    const blind = await api(
      `/${id}/requests`,
      { ...check, to: [bo.member.id], hidden: true, visibility: 'blind' },
      gm,
    );
    await api(`/${id}/rolls`, { request: blind.entry.seq, clientSeed: 'b2' }, bo.token);
    await api(`/${id}/epochs`, {}, gm);
    const everyone = await api(`/${id}/requests`, { ...check, to: 'all' }, gm);
    await api(`/${id}/rolls`, { request: everyone.entry.seq, clientSeed: 'a4' }, ann.token);
    await api(`/${id}/rolls`, { request: everyone.entry.seq, dice: [12] }, bo.token);
    await api(`/${id}/epochs`, {}, gm);
    await roll(ann.token, { clientSeed: 'a5', visibility: 'outcome' });
    await api(`/${id}/close`, { revealAll: true }, gm);
    exported = await api(`/${id}/export`, undefined, ann.token);
    expect(exported.entries.at(-1).type).toBe('room.closed');
  }, 120_000);

  it('shows Verified, Incomplete, Failed (cut against its head) and Failed (a die changed)', async () => {
    const page = await harness.newPage();
    const verify = async (log: unknown, head = '') => {
      await page.getByLabel('The head you saw live (optional: last seq:hash)').fill(head);
      await page.getByLabel('Or paste it').fill(JSON.stringify(log));
      await page.getByRole('button', { name: 'Verify' }).click();
    };
    const heading = (name: RegExp) => page.getByRole('heading', { name }).waitFor();
    await page.goto(`${harness.baseUrl}#/verify`);
    const total = exported.entries.length;
    await verify(exported);
    await heading(new RegExp(`^Verified: closed log, all ${total} entries checked$`));

    const last = exported.entries.at(-1);
    const { head: _head, ...rest } = exported;
    const cut = { ...rest, entries: exported.entries.slice(0, -1) };
    await verify(cut);
    await heading(/^Incomplete: chain intact to seq \d+ .*; log still open$/);
    await verify(cut, `${last.seq}:${last.hash}`);
    await heading(/^Failed: /);
    expect(await page.locator('main').textContent()).toContain(`before the head seq ${last.seq}`);

    const changed = structuredClone(exported);
    const entered = changed.entries.find(
      (e: { type: string; dice?: { source: string }[] }) =>
        e.type === 'roll' && e.dice?.[0]?.source === 'entered',
    );
    entered.dice[0].face = entered.dice[0].face === 20 ? 19 : entered.dice[0].face + 1;
    await verify(changed);
    await heading(new RegExp(`^Failed: entry #${entered.seq}: `));
    expect(await page.locator('.verify-failures').textContent()).toMatch(
      /outcome differs at outcome\.\w+: rules .+, log .+ \(from faces \[\d+\]\)/,
    );
  }, 120_000);
});
