import { render, screen } from '@testing-library/react';
import { createRegistry, resolveTest } from '@verdict/core';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { describe, expect, it } from 'vitest';
import { DiceList } from './dice-list.js';

describe('the dice of a big pool', () => {
  it('a check at Rating 9998 shows its first dice and how many more, not a tile per die', () => {
    const registry = createRegistry([twoD6Pool]);
    const response = resolveTest(registry, {
      system: '2d6-pool',
      test: 'check',
      input: { rating: 9998, difficulty: 8 },
      seed: 'olaf',
    });
    // The pool draws as many dice as the engine allows (far more than a page should show).
    const drawn = response.dice.length;
    expect(drawn).toBeGreaterThan(100);
    render(<DiceList dice={response.dice} />);
    const shown = screen.getAllByRole('img').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(100);
    expect(screen.getByText(`and ${(drawn - shown).toLocaleString('en-US')} more`)).toBeTruthy();
  });

  it('a small roll shows every die and no "more"', () => {
    const registry = createRegistry([twoD6Pool]);
    const response = resolveTest(registry, {
      system: '2d6-pool',
      test: 'check',
      input: { rating: 1, difficulty: 8 },
      dice: [6, 2, 3],
    });
    render(<DiceList dice={response.dice} />);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.queryByText(/more$/)).toBeNull();
  });
});
