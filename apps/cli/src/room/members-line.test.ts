import { describe, expect, it } from 'vitest';
import { membersLine } from './members-line.js';

const members = [
  { id: 'gm', name: 'Ada', role: 'gm' as const },
  { id: 'p', name: 'Grog', role: 'player' as const },
  { id: 'q', name: 'Quin', role: 'player' as const },
];

describe('the members line', () => {
  it('lists who joined while presence is unknown', () => {
    expect(membersLine(members, undefined)).toBe('Members: Ada (GM), Grog, Quin');
  });

  it('splits members into here and away once the server has said who is connected', () => {
    expect(membersLine(members, new Set(['p']))).toBe('Here: Grog · Away: Ada (GM), Quin');
    expect(membersLine(members, new Set(['gm', 'p', 'q']))).toBe('Here: Ada (GM), Grog, Quin');
    expect(membersLine(members, new Set())).toBe('Here: nobody · Away: Ada (GM), Grog, Quin');
  });
});
