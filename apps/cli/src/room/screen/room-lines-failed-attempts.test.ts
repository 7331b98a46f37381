// The GM's room screen shows how many entered-dice answers did not fit a hidden request (the refusal told the
// player nothing, so the GM is told who tried and how often); a player's screen never does.
import type { RoomEntry } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../../registry.js';
import { roomLines } from './room-lines.js';
import { servedScreen } from './test-support/served-screen.js';

const entries = [
  { type: 'member.joined', seq: 2, member: { id: 'gm1', name: 'Ada', role: 'gm' } },
  { type: 'member.joined', seq: 3, member: { id: 'p1', name: 'Grog', role: 'player' } },
] as unknown as RoomEntry[];

const members = [
  { id: 'gm1', name: 'Ada', role: 'gm' as const },
  { id: 'p1', name: 'Grog', role: 'player' as const },
];

const lines = async (role: 'gm' | 'player', failed: { request: number; member: string; count: number }[]) =>
  roomLines({
    seat: {
      server: 'http://127.0.0.1:1',
      roomId: 'r1',
      roomName: 'Friday',
      memberId: role === 'gm' ? 'gm1' : 'p1',
      memberName: role === 'gm' ? 'Ada' : 'Grog',
      role,
      token: 't',
      usedAt: '2026-12-01T00:00:00.000Z',
    },
    registry: createAppRegistry(),
    screen: await servedScreen(entries, members[role === 'gm' ? 0 : 1]!, { members, failedAttempts: failed }),
    prompt: { mode: 'keys', draft: '', visibility: 'public', seed: 'abcdef0123456789', message: '' },
    columns: 100,
    rows: 30,
  });

describe("the GM's failed attempts on the room screen", () => {
  it('counts them, by member and request', async () => {
    const rows = (
      await lines('gm', [
        { request: 4, member: 'p1', count: 2 },
        { request: 6, member: 'p1', count: 1 },
      ])
    ).gmRows.join('\n');
    expect(rows).toContain('Failed attempts: 3');
    expect(rows).toContain('Grog 2 on #4');
    expect(rows).toContain('Grog 1 on #6');
  });

  it('says nothing when none failed, and nothing to a player', async () => {
    expect((await lines('gm', [])).gmRows.join('\n')).not.toContain('Failed attempts');
    expect((await lines('player', [{ request: 4, member: 'p1', count: 2 }])).gmRows.join('\n')).not.toContain(
      'Failed',
    );
  });
});
