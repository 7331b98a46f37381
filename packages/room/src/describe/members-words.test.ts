// Who is at the table in one line (moved from the CLI's room screen, issue 36).
import { describe, expect, it } from 'vitest';
import type { MemberLine } from '../client/room-view.js';
import { membersWords } from './members-words.js';

const at = (here?: readonly string[]): MemberLine[] =>
  [
    { id: 'gm', name: 'Ada', role: 'gm' as const },
    { id: 'p', name: 'Grog', role: 'player' as const },
    { id: 'q', name: 'Quin', role: 'player' as const },
  ].map((m) => ({ ...m, you: m.id === 'p', ...(here ? { here: here.includes(m.id) } : {}) }));

describe('the members line', () => {
  it('lists who joined while presence is unknown', () => {
    expect(membersWords(at(), false)).toBe('Members: Ada (GM), Grog, Quin');
  });

  it('splits members into here and away once the server has said who is connected', () => {
    expect(membersWords(at(['p']), true)).toBe('Here: Grog · Away: Ada (GM), Quin');
    expect(membersWords(at(['gm', 'p', 'q']), true)).toBe('Here: Ada (GM), Grog, Quin');
    expect(membersWords(at([]), true)).toBe('Here: nobody · Away: Ada (GM), Grog, Quin');
  });
});
