// Issue 37, N5: an extended test rolled in a room showed "Ulla" once with all her dice of every turn, and nothing of
// how long it took. The card splits the dice by the turn the room's line gives and lists the outcome's effects.
import { render } from '@testing-library/react';
import type { LogLine } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { EntryCard } from './entry-card.js';

const die = (face: number, kept: boolean) =>
  ({ sides: 6, face, kept, group: 'Ulla', source: 'generated' }) as const;

const line: LogLine = {
  seq: 6,
  at: '2026-12-06T20:00:00.000Z',
  kind: 'roll',
  who: 'Olaf',
  text: 'rolled Extended test against Difficulty 7, Progress required 4, Ulla (Rating 1)',
  sentence: '',
  outcome: 'Success',
  tier: 1,
  dice: [die(5, true), die(3, true), die(2, false), die(6, true), die(1, false), die(4, true)],
  groups: { Ulla: 'Ulla' },
  diceRounds: [
    { label: 'Turn 1', dice: 3 },
    { label: 'Turn 2', dice: 3 },
  ],
  effects: ['Finished in 2 turns'],
  sealed: false,
  sealedInLog: false,
  revealed: false,
};

describe("an extended test's entry card", () => {
  it('shows each turn as its own row, named by its turn, and how long it took', () => {
    render(
      <ol>
        <EntryCard line={line} />
      </ol>,
    );
    const rows = [...document.querySelectorAll('.dice-group')].map((row) => ({
      name: row.querySelector('.dice-group-name')?.textContent,
      dice: row.querySelectorAll('.die').length,
    }));
    expect(rows).toEqual([
      { name: 'Turn 1 · Ulla', dice: 3 },
      { name: 'Turn 2 · Ulla', dice: 3 },
    ]);
    expect(document.querySelector('.entry-effects')?.textContent).toBe('Finished in 2 turns');
  });
});
