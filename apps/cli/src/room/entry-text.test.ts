// Issue 17, finding 7, in rooms: what members typed (names, notes, a room's name) reaches the terminal escaped, in
// `verdict room log` and on the room screen alike (both print logLineText).
import type { RoomEntry } from '@verdict/fair';
import { logLines } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { logLineText } from './entry-text.js';

const registry = createAppRegistry();
const common = { prev: '0'.repeat(64), at: '2026-12-01T00:00:00.000Z', hash: 'f'.repeat(64) };
const entries: RoomEntry[] = [
  {
    ...common,
    seq: 1,
    type: 'room.opened',
    by: null,
    room: { id: 'r1', name: 'Friday\u001b]0;pwned\u0007' },
    algorithm: 'hmac-sha256-v1',
    epoch: 1,
    commitment: 'a'.repeat(64),
    engine: { version: '1.0.0' },
    systems: {},
  },
  {
    ...common,
    seq: 2,
    type: 'member.joined',
    by: 'gm1',
    member: { id: 'gm1', name: 'Ada\u009b2J', role: 'gm' },
  },
  {
    ...common,
    seq: 3,
    type: 'request',
    by: 'gm1',
    to: 'all',
    system: 'd20-roll-under',
    test: 'check',
    visibility: 'public',
    input: { value: 12 },
    note: 'the door\n#4 room: forged line',
  },
];

describe('room log lines', () => {
  it('escapes names, notes and the room name, so no line can be forged or the screen changed', () => {
    const lines = logLines(entries, new Map(), registry).lines.map(logLineText);
    expect(lines[0]).toContain('opened the room "Friday\\u001b]0;pwned\\u0007"');
    expect(lines[1]).toBe('#2 Ada\\u009b2J joined as the GM');
    expect(lines[2]).toContain('“the door\\u000a#4 room: forged line”');
    const controls = [...lines.join('')].filter((c) => {
      const code = c.charCodeAt(0);
      return code < 0x20 || (code >= 0x7f && code <= 0x9f);
    });
    expect(controls).toEqual([]);
  });
});
