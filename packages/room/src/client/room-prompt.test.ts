// A room screen's typed prompt as a model (moved from the CLI's room screen, issue 36), over a real room client and
// room view reading a real evening (build-room.ts) from a server the test plays over fetch: what a line sends, a line
// that cannot be sent kept to mend, the GM's prompts, erasing and clearing undone, and a line no server answered
// kept to send again.
import type { RoomEntry } from '@verdict/fair';
import { describe, expect, it, vi } from 'vitest';
import { membersOf, openableSeqs } from '../table-state.js';
import { buildRoom, registry } from '../test-support/build-room.js';
import type { RoomRequestInit } from './call.js';
import { createRoomClient } from './room-client.js';
import { createRoomPrompt, statusWords } from './room-prompt.js';
import { createRoomView } from './room-view.js';

/** A room server over the evening's log up to its hidden request (#8), still open, for `me`: reveals are played, other posts recorded (or not reached). */
function roomServer(me: string, reachable: { posts: boolean }) {
  const log = buildRoom(8);
  const posted: { route: string; body: Record<string, unknown> }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (url: string, init: RoomRequestInit): Promise<Response> => {
    const { pathname, searchParams } = new URL(url);
    const entries: RoomEntry[] = log.entries;
    const members = membersOf(entries);
    const member = members.find((m) => m.id === me)!;
    if (pathname === '/v1/rooms/room-1')
      return json({
        room: { id: 'room-1', name: 'Thursday table', epoch: 1, closed: false, lastSeq: entries.length },
        members,
        present: ['gm', me],
        me: member,
        ...(member.role === 'gm' ? { failedAttempts: [] } : {}),
      });
    if (pathname === '/v1/rooms/room-1/entries')
      return json({ entries: entries.slice(Number(searchParams.get('after'))) });
    const hidden = /^\/v1\/rooms\/room-1\/entries\/(\d+)\/private$/.exec(pathname);
    if (hidden) {
      const seq = Number(hidden[1]);
      if (!openableSeqs(entries, member).includes(seq)) return json({ title: 'Forbidden' }, 403);
      return json({ content: log.hidden.get(seq) });
    }
    if (init.method === 'POST') {
      if (!reachable.posts) throw new TypeError('fetch failed');
      const route = pathname.split('/').at(-1)!;
      const body = JSON.parse(String(init.body));
      posted.push({ route, body });
      if (route === 'reveals') return json({ entry: log.reveal(me, body.of) });
      return json({ title: 'Not played by this test' }, 501);
    }
    return json({ title: 'Not found' }, 404);
  };
  return { fetch, posted };
}

/** The prompt of `me`'s room screen, connected. */
async function promptOf(me: string, reachable = { posts: true }) {
  const server = roomServer(me, reachable);
  const client = createRoomClient({
    server: 'http://verdict.test',
    roomId: 'room-1',
    token: `${me}-token`,
    fetch: server.fetch,
    newKey: () => crypto.randomUUID(),
  });
  await client.connect();
  const view = createRoomView(client, { registry });
  await vi.waitFor(() => expect(client.getSnapshot().openable).toEqual([]), { timeout: 30_000 });
  let seeds = 0;
  const prompt = createRoomPrompt({
    registry,
    screen: view.getSnapshot,
    freshSeed: () => `seed-${++seeds}`,
    answerPart: () => ({}),
    undoHint: 'u undoes',
  });
  const settled = (message: RegExp) =>
    vi.waitFor(() => expect(prompt.getSnapshot().message).toMatch(message), { timeout: 30_000 });
  return { prompt, posted: server.posted, settled, view };
}

describe("a room screen's prompt", () => {
  it('sends a roll line as typed, with its seed and visibility, and takes a fresh seed after', async () => {
    const { prompt, posted, settled } = await promptOf('olaf');
    expect(prompt.getSnapshot().seed).toBe('seed-1');
    prompt.open('roll');
    prompt.nextVisibility();
    expect(prompt.getSnapshot().visibility).toBe('outcome');
    prompt.type('d20-roll-under check value=12');
    prompt.submit();
    expect(prompt.getSnapshot()).toMatchObject({ mode: 'keys', draft: '', seed: 'seed-2' });
    await settled(/^Refused: Not played by this test/);
    expect(posted).toEqual([
      {
        route: 'rolls',
        body: expect.objectContaining({
          system: 'd20-roll-under',
          test: 'check',
          input: { value: 12 },
          clientSeed: 'seed-1',
          visibility: 'outcome',
        }),
      },
    ]);
  });

  it('keeps a line that cannot be sent, saying why, and sends nothing', async () => {
    const { prompt, posted } = await promptOf('olaf');
    prompt.open('roll');
    prompt.type('nope check');
    prompt.submit();
    expect(prompt.getSnapshot()).toMatchObject({ mode: 'roll', draft: 'nope check' });
    expect(prompt.getSnapshot().message).toMatch(/nope/);
    expect(posted).toEqual([]);
  });

  it("opens the GM's prompts for the GM only; a reveal names a sealed entry", async () => {
    const player = await promptOf('olaf');
    player.prompt.open('request');
    player.prompt.open('reveal');
    expect(player.prompt.getSnapshot().mode).toBe('keys');

    const { prompt, posted, settled, view } = await promptOf('gm');
    prompt.open('reveal');
    prompt.type('999');
    prompt.submit();
    expect(prompt.getSnapshot().message).toMatch(/^reveal: entry 999 seals nothing \(sealed: /);
    const [sealed] = view.getSnapshot().sealed;
    prompt.erase();
    prompt.erase();
    prompt.erase();
    prompt.type(String(sealed!.seq));
    prompt.submit();
    await settled(new RegExp(`^Revealed #${sealed!.seq}$`));
    expect(posted).toEqual([{ route: 'reveals', body: { of: sealed!.seq } }]);
  });

  it('brings back what erasing (one step for a run) and clearing took', async () => {
    const { prompt } = await promptOf('olaf');
    prompt.undo();
    expect(prompt.getSnapshot().message).toBe('Nothing to undo');
    prompt.open('roll');
    prompt.type('2d6+3');
    prompt.erase();
    prompt.erase();
    expect(prompt.getSnapshot().draft).toBe('2d6');
    prompt.clear();
    expect(prompt.getSnapshot()).toMatchObject({
      mode: 'keys',
      draft: '',
      message: 'Cleared the prompt · u undoes',
    });
    prompt.undo();
    expect(prompt.getSnapshot()).toMatchObject({ mode: 'roll', draft: '2d6', message: 'Undone' });
    prompt.undo();
    expect(prompt.getSnapshot()).toMatchObject({ mode: 'roll', draft: '2d6+3' });
  });

  it('keeps a line no server answered, to send again with Enter', async () => {
    const { prompt } = await promptOf('olaf', { posts: false });
    prompt.open('roll');
    prompt.type('d20-roll-under check value=12');
    prompt.submit();
    await vi.waitFor(() => expect(prompt.getSnapshot().message).toMatch(/^Not sent: .* · the line is kept/), {
      timeout: 30_000,
    });
    expect(prompt.getSnapshot()).toMatchObject({ mode: 'roll', draft: 'd20-roll-under check value=12' });
  });

  it('a yes/no before ending the epoch: no sends nothing', async () => {
    const { prompt, posted } = await promptOf('gm');
    prompt.open('epoch');
    prompt.type('x');
    prompt.confirm('no');
    expect(prompt.getSnapshot()).toMatchObject({ mode: 'keys', draft: '' });
    expect(posted).toEqual([]);
  });
});

describe('tests of rounds from the prompt', () => {
  it('answers a request round by round with #seq, and says when no test waits for a choice or for faces', async () => {
    const { prompt, posted, settled } = await promptOf('olaf');
    prompt.open('rounds');
    prompt.type('#8');
    prompt.submit();
    await settled(/^Refused: /);
    expect(posted).toEqual([expect.objectContaining({ body: expect.objectContaining({ request: 8 }) })]);
    prompt.open('faces');
    prompt.type('4, 17');
    prompt.submit();
    expect(prompt.getSnapshot()).toMatchObject({
      mode: 'faces',
      message: 'No test of yours is in play round by round',
    });
    // The GM's choices are the GM's prompt; a player cannot open it.
    prompt.clear();
    prompt.open('choose');
    expect(prompt.getSnapshot().mode).toBe('keys');
    const gm = await promptOf('gm');
    gm.prompt.open('choose');
    gm.prompt.type('criticalSuccess.first=penalty');
    gm.prompt.submit();
    expect(gm.prompt.getSnapshot().message).toBe('No test of rounds waits for your choice');
    expect(gm.posted).toEqual([]);
  });
});

describe("a room's status in words", () => {
  it('says the connection, and a closed room whose reveals may still come', () => {
    expect(statusWords('live', false)).toBe('live');
    expect(statusWords('live', true)).toBe('live · closed');
    expect(statusWords('reconnecting', false)).toBe('reconnecting');
    expect(statusWords('closed', true)).toBe('closed');
  });
});
