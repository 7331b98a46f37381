// The web app and the CLI print the same sentence for the same room entry (both print the room view's log lines,
// `logLines`), for the GM and for a player, on a real room's log with every visibility, a hidden request and a reveal.
import { randomUUID } from 'node:crypto';
import { createRoomClient, logLines, openableSeqs, type RoomClient } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { logLineText } from '../src/room/entry-text.js';
import { roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const registry = createAppRegistry();
const client = (roomId?: string): RoomClient =>
  createRoomClient({
    server: table.server.url,
    ...(roomId ? { roomId } : {}),
    fetch: (to, init) => fetch(to, init),
    newKey: randomUUID,
  });
const check = (value: number, name?: string) => ({
  system: 'd20-roll-under',
  test: 'check',
  input: { value, ...(name ? { name } : {}) },
});

describe('one sentence per entry, web and CLI', () => {
  it('is the same text on both, for the GM and for a player', async () => {
    const gm = client();
    const created = await gm.create({ name: 'Friday', gmName: 'Ada' });
    const grog = client(created.seat.roomId);
    const seat = await grog.join({ invite: created.invite, name: 'Grog' });
    await grog.roll({ ...check(11, 'Sense evil') });
    await grog.roll({ ...check(11), visibility: 'outcome' });
    await grog.roll({ ...check(11), visibility: 'blind' });
    await gm.roll({ ...check(14, 'Ambush'), visibility: 'gm' });
    const hidden = await gm.request({ to: [seat.memberId], ...check(9), hidden: true, note: 'the lock' });
    await grog.answer(hidden.entry.seq);
    await gm.reveal(hidden.entry.seq);
    await gm.rotate();

    for (const [reader, me] of [
      [gm, created.seat],
      [grog, seat],
    ] as const) {
      const entries = await reader.readAll();
      const opened = new Map<number, unknown>();
      for (const seq of openableSeqs(entries, { id: me.memberId, role: me.role }))
        opened.set(seq, await reader.open(seq).catch(() => undefined));
      for (const [seq, content] of opened) if (content === undefined) opened.delete(seq);
      const web = logLines(entries, opened, registry).lines;
      for (const [index, entry] of entries.entries()) {
        const cli = logLineText(web[index]!);
        expect(
          cli.startsWith(`#${entry.seq} ${web[index]!.sentence}`),
          `${cli}\n${web[index]!.sentence}`,
        ).toBe(true);
        expect(cli).not.toContain('d20-roll-under/check');
      }
    }
  });
});
