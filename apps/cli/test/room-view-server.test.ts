// The room view on the real server: a GM and a player act only through the view's typed actions, and each reads the
// room in names and words (what a roll was against, its margin, the badge for this reader, the requests both ways),
// with why an action is not theirs in a sentence.
import { randomUUID } from 'node:crypto';
import { createRoomClient, createRoomView, type RoomClient } from '@verdict/room';
import { describe, expect, it, vi } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
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
/** Reads the room again until `check` passes (the server is shared and may be slow). */
const settle = async (c: RoomClient, check: () => void) =>
  vi.waitFor(
    async () => {
      await c.refreshView();
      await c.refresh();
      check();
    },
    { timeout: 60_000, interval: 200 },
  );

describe('the room view on the real server', () => {
  it('plays through typed actions and reads in names and words', async () => {
    const gm = client();
    const created = await gm.create({ name: 'Friday', gmName: 'Ada' });
    const grog = client(created.seat.roomId);
    await grog.join({ invite: created.invite, name: 'Grog' });
    await gm.connect();
    await grog.connect();
    const gmView = createRoomView(gm, { registry });
    const grogView = createRoomView(grog, { registry });

    const player = grogView.getSnapshot();
    expect(player.actions.request).toMatchObject({ allowed: false, why: 'Only the GM asks for rolls' });
    await expect(player.actions.close.run()).rejects.toThrow('Only the GM closes the table');
    await player.actions.roll.run({
      system: 'd20-roll-under',
      test: 'check',
      input: { name: 'Sense evil', value: 13 },
      dice: [16],
    });
    await gmView.getSnapshot().actions.request.run({
      to: 'all',
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 9 },
      hidden: true,
      visibility: 'outcome',
      note: 'the lock',
    });
    await gmView
      .getSnapshot()
      .actions.roll.run({ system: 'd20-roll-under', test: 'check', input: { value: 12 }, visibility: 'gm' });

    await settle(grog, () => expect(grogView.getSnapshot().waiting).toHaveLength(1));
    const waiting = grogView.getSnapshot().waiting[0]!;
    expect(waiting).toMatchObject({ from: 'Ada', hidden: true, note: 'the lock' });
    expect(waiting.words).toEqual({ roll: 'Check', input: 'hidden difficulty' });
    // Dice the server rolls: entered dice cannot answer a hidden `outcome` request (issue 34, N2).
    await grogView.getSnapshot().actions.answer.run(waiting.seq, { clientSeed: 'grog-answer' });

    await settle(gm, () => expect(gmView.getSnapshot().asked[0]?.answers).toHaveLength(1));
    const screen = gmView.getSnapshot();
    expect(screen.log.find((l) => l.who === 'Grog' && l.roll === 'Sense evil (Check)')!.sentence).toMatch(
      /^Grog rolled Sense evil \(Check\) against Skill 13: Failure by 3 \(.+ for this or better\)$/,
    );
    expect(screen.asked[0]).toMatchObject({ roll: 'Check', to: 'everyone', answers: [{ who: 'Grog' }] });
    expect(screen.sealed.map((s) => s.text).join('\n')).toMatch(/Ada rolled Check/);
    expect(screen.actions.reveal.allowed).toBe(true);
    const secret = screen.log.find(
      (l) => l.who === 'Ada' && l.kind !== 'request' && l.text.startsWith('rolled'),
    );
    await settle(gm, () =>
      expect(gmView.getSnapshot().log.find((l) => l.seq === secret!.seq)?.badge).toBe('secret, opened'),
    );
    await settle(grog, () =>
      expect(grogView.getSnapshot().log.find((l) => l.seq === secret!.seq)).toMatchObject({
        badge: 'secret, sealed',
        sealed: true,
        text: 'made a secret roll',
      }),
    );
    for (const line of [...gmView.getSnapshot().log, ...grogView.getSnapshot().log])
      expect(line.sentence).not.toMatch(/d20-roll-under|\/input|[{}]/);
    gm.disconnect();
    grog.disconnect();
  });
});
