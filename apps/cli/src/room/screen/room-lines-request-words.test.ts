// A request waiting for a player showed its input as the `field=value` paths a user types
// ("value=12 modifiers.0.label=Dark modifiers.0.amount=-3") and the test by its id: it is said as on the web's
// request card (request-cards.test.tsx), the roll by its name and the input by its schema's labels.
import { chainEntry, GENESIS_PREV, type RoomEntry } from '@verdict/fair';
import { requestWords } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../../registry.js';
import { roomLines } from './room-lines.js';
import { servedScreen } from './test-support/served-screen.js';

const registry = createAppRegistry();
const raw: Record<string, unknown>[] = [
  { type: 'member.joined', by: 'gm', member: { id: 'gm', name: 'Ada', role: 'gm' } },
  { type: 'member.joined', by: 'p', member: { id: 'p', name: 'Grog', role: 'player' } },
  {
    type: 'request',
    by: 'gm',
    to: ['p'],
    system: 'd20-roll-under',
    test: 'check',
    input: { name: 'Fishing', value: 12, modifiers: [{ label: 'Dark', amount: -3 }] },
    visibility: 'public',
  },
  {
    type: 'request',
    by: 'gm',
    to: ['p'],
    system: 'd20-roll-under',
    test: 'check',
    visibility: 'public',
    sealed: 'c'.repeat(64),
    note: 'the lock',
  },
];
let prev = GENESIS_PREV;
const entries = raw.map((fields, index) => {
  const entry = chainEntry({
    seq: index + 1,
    prev,
    at: '2026-12-01T20:00:00.000Z',
    ...fields,
  } as never) as RoomEntry;
  prev = entry.hash;
  return entry;
});
const seat = {
  server: 'http://127.0.0.1:1',
  roomId: 'r1',
  roomName: 'Friday',
  memberId: 'p',
  memberName: 'Grog',
  role: 'player' as const,
  token: 't',
  usedAt: '2026-12-01T00:00:00.000Z',
};

describe('the requests waiting on the room screen', () => {
  it('name the roll and say its input by its labels, as the web card does', async () => {
    const rows = roomLines({
      seat,
      registry,
      screen: await servedScreen(entries, { id: 'p', name: 'Grog', role: 'player' }),
      prompt: { mode: 'keys', draft: '', visibility: 'public', seed: 'abcdef0123456789', message: '' },
      columns: 120,
      rows: 30,
    }).requestRows.join('\n');
    const words = requestWords(entries[2] as never, registry);
    expect(rows).toContain(`#3 roll ${words.roll} (${words.input})`);
    expect(rows).toContain('#3 roll Fishing (Check) (Skill 12, Dark -3)');
    expect(rows).toContain('#4 roll Check (hidden difficulty): the lock');
    expect(rows).not.toMatch(/=|modifiers|d20-roll-under/);
  });
});
