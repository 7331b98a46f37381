// Issue 38 (the review's §3): the room screen's Request prompt sent a notation typo (`d2o`) to the server as it was
// ("Asks everyone to roll d2o · Enter sends"), and the Roll prompt said only the engine's message. Both now check the
// notation here and show it with a caret under the bad character and @verdict/dice's did-you-mean.
import type { RoomEntry } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../../registry.js';
import type { Mode } from './room-keys.js';
import { roomLines } from './room-lines.js';
import { servedScreen } from './test-support/served-screen.js';

const entries: RoomEntry[] = [];
const seat = {
  server: 'http://127.0.0.1:1',
  roomId: 'r1',
  roomName: 'Friday',
  memberId: 'gm1',
  memberName: 'Ada',
  role: 'gm' as const,
  token: 't',
  usedAt: '2026-12-01T00:00:00.000Z',
};

const oddsRows = async (mode: Mode, draft: string) =>
  roomLines({
    seat,
    registry: createAppRegistry(),
    screen: await servedScreen(entries, { id: 'gm1', name: 'Ada', role: 'gm' }),
    prompt: { mode, draft, visibility: 'public', seed: 'abcdef0123456789', message: '' },
    columns: 100,
    rows: 30,
  }).oddsRows;

describe('a notation typo on the room screen', () => {
  it('the Request prompt: the message, the notation with a caret, the did-you-mean; nothing says Enter sends', async () => {
    const rows = await oddsRows('request', 'd2o to:all note:the door');
    expect(rows[0]).toContain("Unexpected 'o' at 3");
    expect(rows.slice(1)).toEqual(['  d2o', '    ^', "  Did you mean 'd20'?"]);
    expect(rows.join(' ')).not.toContain('Enter sends');
  });

  it('the Roll prompt: the same lines', async () => {
    const rows = await oddsRows('roll', '2x6 name=Strength');
    expect(rows[0]).toContain("Unexpected 'x' at 2");
    expect(rows.slice(1)).toEqual(['  2x6', '   ^', "  Did you mean '2d6'?"]);
  });

  it('a notation that parses reads as before, and the Roll prompt gives its odds', async () => {
    expect((await oddsRows('request', 'd20 to:all')).join(' ')).toContain(
      'Asks everyone to roll d20 · Enter sends',
    );
    // The Roll prompt's odds of plain notation (it said "Unknown system 'dice'" before).
    expect((await oddsRows('roll', '2d6')).join(' ')).toMatch(/^Odds: /);
  });
});
