// Issue 34: a log that fails the room client's own checks reaches the person at the terminal's room screen, loudly
// (the web's room page has its alert, log-warnings.test.tsx; this is the CLI's): the real room client reads a log
// in which one entry was changed after it was hashed, and the screen's first rows after its head say so, naming
// the entry, even on a small terminal; an honest log shows no warning.
import { commitment, type RoomEntry, sha256Hex } from '@verdict/fair';
import { applyEntry, decide, roomState } from '@verdict/room';
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

const screenRows = async (entries: RoomEntry[], rows: number) =>
  roomLines({
    seat: {
      server: 'http://127.0.0.1:1',
      roomId: 'r1',
      roomName: 'Friday',
      memberId: 'p1',
      memberName: 'Grog',
      role: 'player',
      token: 't',
      usedAt: '2026-12-01T00:00:00.000Z',
    },
    registry: createAppRegistry(),
    screen: await servedScreen(entries, grog),
    prompt: { mode: 'keys', draft: '', visibility: 'public', seed: 'abcdef0123456789', message: '' },
    columns: 100,
    rows,
  });

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
});
