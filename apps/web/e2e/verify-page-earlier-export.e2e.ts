// Issue 34 (the verify page): an export made earlier than the head this browser kept at a room used to be
// "Failed … entries were cut off", though it is an honest prefix of what the browser saw. Now the page checks
// it against the entry this browser saw live at the export's end: the same hash is "An earlier export of this
// room, consistent with what you saw"; a changed log, even re-chained so that it verifies on its own, fails.
// The browser sees the room live as its GM (the room page keeps each head it sees); a player rolls over the API.
import { chainEntry } from '@verdict/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { entry, openTable } from './room-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('the verify page and an earlier export', () => {
  let harness: Harness;
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

  it('tells an earlier honest export from a changed one', async () => {
    const page = await harness.newPage();
    const link = await openTable(page, harness.baseUrl, 'Earlier table', 'Ada');
    const id = /#\/rooms\/([0-9a-f]+)\/join/.exec(link)![1]!;
    const invite = new URLSearchParams(link.split('?')[1]).get('invite')!;
    const bo = await api(`/${id}/members`, { invite, name: 'Bo' });
    const roll = async (seed: string) => {
      const rolled = await api(
        `/${id}/rolls`,
        { system: 'd20-roll-under', test: 'check', input: { value: 11 }, clientSeed: seed },
        bo.token,
      );
      // Seen live by this browser (its head kept) before the next.
      await entry(page, rolled.entry.seq).waitFor({ timeout: 60_000 });
      return rolled.entry.seq as number;
    };
    await roll('b1');
    const earlierSeq = await roll('b2');
    const earlier = await api(`/${id}/export`, undefined, bo.token);
    expect(earlier.entries.at(-1).seq).toBe(earlierSeq);
    await roll('b3');
    const lastSeq = await roll('b4');

    const verify = async (log: unknown) => {
      await page.getByLabel('Or paste it').fill(JSON.stringify(log));
      await page.getByRole('button', { name: 'Verify' }).click();
    };
    await page.goto(`${harness.baseUrl}#/verify`);
    await verify(earlier);
    await page
      .getByRole('heading', { name: 'An earlier export of this room, consistent with what you saw' })
      .waitFor();
    const text = await page.locator('.verify-result').textContent();
    expect(text).toContain(
      `It ends at seq ${earlierSeq}, an entry this browser saw live, with the same hash`,
    );
    expect(text).toContain(`up to seq ${lastSeq}`);
    expect(text).not.toContain('cut off');

    // The same export with its last entry's time changed and its hash recomputed: it verifies on its own,
    // but it is not what this browser saw.
    const changed = structuredClone(earlier);
    const { hash: _hash, ...last } = changed.entries.at(-1);
    changed.entries[changed.entries.length - 1] = chainEntry({
      ...last,
      at: new Date(Date.parse(last.at) + 1).toISOString(),
    });
    delete changed.head;
    await verify(changed);
    await page.getByRole('heading', { name: /^Failed: / }).waitFor();
    expect(await page.locator('.verify-result').textContent()).toContain(
      'the log was changed after that head was seen',
    );
  }, 180_000);
});
