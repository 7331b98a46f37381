// Issue 34: a log that fails the room client's own checks reaches the person at the terminal's room screen, loudly
// (the web's room page has its alert, log-warnings.test.tsx; this is the CLI's): the real room client reads a log
// in which one entry was changed after it was hashed, and the screen's first rows after its head say so, naming
// the entry, even on a small terminal; an honest log shows no warning. And the GM's own secret roll: when the
// server logs another test than the one the GM's screen sent, the GM's screen says so.
import { commitment, type RoomEntry, resolveRoll, sha256Hex } from '@verdict/fair';
import { applyEntry, decide, rollCommand, roomState } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../../registry.js';
import { roomLines } from './room-lines.js';
import { servedScreen } from './test-support/served-screen.js';

const gm = { id: 'gm1', name: 'Ada', role: 'gm' as const };
const grog = { id: 'p1', name: 'Grog', role: 'player' as const };

/** An honest room: opened by Ada, joined by Grog, written by the room's own rules. */
function honestLog(): RoomEntry[] {
  const state = roomState([]);
  const entries: RoomEntry[] = [];
  const at = '2026-12-01T20:00:00.000Z';
  const open = {
    kind: 'open',
    room: { id: 'r1', name: 'Friday' },
    engine: { version: '1.0.0' },
    systems: {},
  } as const;
  for (const [member, command] of [
    [gm, open],
    [grog, { kind: 'join', name: 'Grog' }],
  ] as const) {
    const decided = decide(state, member, command, { at, commitment: commitment(sha256Hex('seed')) });
    if (!decided.ok) throw new Error(decided.refusal.message);
    for (const { entry } of decided.entries) {
      entries.push(entry);
      applyEntry(state, entry);
    }
  }
  return entries;
}

const screenRows = async (
  entries: RoomEntry[],
  rows: number,
  options: Parameters<typeof servedScreen>[2] & { me?: typeof gm } = {},
) => {
  const me = options.me ?? grog;
  return roomLines({
    seat: {
      server: 'http://127.0.0.1:1',
      roomId: 'r1',
      roomName: 'Friday',
      memberId: me.id,
      memberName: me.name,
      role: me.role,
      token: 't',
      usedAt: '2026-12-01T00:00:00.000Z',
    },
    registry: createAppRegistry(),
    screen: await servedScreen(entries, me, options),
    prompt: { mode: 'keys', draft: '', visibility: 'public', seed: 'abcdef0123456789', message: '' },
    columns: 100,
    rows,
  });
};

/** Ada's secret roll as a server would log it: `body` rolled from the room's seed, written by the room's rules. */
function secretRoll(
  entries: RoomEntry[],
  body: { system: string; test: string; input: Record<string, unknown> },
) {
  const command = rollCommand({ ...body, visibility: 'gm', clientSeed: 'ada-1' });
  const from = { serverSeed: sha256Hex('seed'), clientSeed: 'ada-1', nonce: 0, member: gm.id };
  const roll = resolveRoll(createAppRegistry(), body, from);
  const decided = decide(roomState(entries), gm, command, {
    at: '2026-12-01T20:05:00.000Z',
    salt: sha256Hex('salt'),
    roll,
  });
  if (!decided.ok) throw new Error(decided.refusal.message);
  const [{ entry, sealed }] = decided.entries as [{ entry: RoomEntry; sealed?: unknown }];
  return { entry, content: sealed };
}

describe('the live checks on the terminal room screen', () => {
  it('show a changed entry loudly, naming it, right under the head, on a small terminal too', async () => {
    const entries = honestLog();
    const forged = entries.map((entry) =>
      entry.type === 'member.joined' && entry.member.id === 'p1'
        ? ({ ...entry, member: { ...entry.member, name: 'Grog the Great' } } as RoomEntry)
        : entry,
    );
    for (const rows of [30, 12]) {
      const shown = await screenRows(forged, rows);
      expect(shown.warningRows[0]).toMatch(
        /^Warning: this log does not check out\. 1 entry the server sent fails your client's checks/,
      );
      expect(shown.warningRows.join('\n')).toContain(
        'entry #3: its hash does not match its fields: it was changed after it was hashed',
      );
    }
  });

  it('show no warning for an honest log', async () => {
    expect((await screenRows(honestLog(), 30)).warningRows).toEqual([]);
  });

  it('show the GM that their secret roll was logged as another test than the one they rolled (issue 34, item 10)', async () => {
    const entries = honestLog();
    const asked = { system: 'd20-roll-under', test: 'check', input: { value: 12 } };
    const roll = (screen: Awaited<ReturnType<typeof servedScreen>>) =>
      screen.actions.roll.run({ ...asked, visibility: 'gm', clientSeed: 'ada-1' });
    // Logged as what Ada rolled: no warning.
    const honest = await screenRows(entries, 30, {
      me: gm,
      rollAnswer: secretRoll(entries, asked),
      act: roll,
    });
    expect(honest.warningRows).toEqual([]);
    // Logged, sealed and chained as another test (same seed): her screen says which, and what she sent.
    const other = secretRoll(entries, {
      system: 'srd52',
      test: 'check',
      input: { abilityModifier: 0, dc: 12 },
    });
    const shown = await screenRows(entries, 30, { me: gm, rollAnswer: other, act: roll });
    expect(shown.warningRows[0]).toMatch(
      /^Warning: this log does not check out\. 1 entry the server sent fails/,
    );
    expect(shown.warningRows.join('\n')).toContain(
      "entry #4: your roll's test is srd52 check in the log, but you sent d20-roll-under check",
    );
  });
});
