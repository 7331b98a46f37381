// Web bug 5: a possible outcome never reads 0%, and its bar is never empty: a chance too small to draw (here the
// smallest positive float, what an underflowed contest keeps) reads "<0.01%" and shows a sliver.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OddsBars } from './odds-bars.js';

describe('odds bars of a tiny chance', () => {
  it('show "<0.01%" and a sliver for a possible outcome', () => {
    render(
      <OddsBars
        outcomes={[
          { label: 'Attacker wins', result: 'success', tier: 1, probability: 1 },
          { label: 'Unresolved', result: 'unresolved', tier: 0, probability: Number.MIN_VALUE },
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Odds of each outcome' })).getAllByRole('listitem');
    const unresolved = rows.find((row) => row.textContent?.startsWith('Unresolved'))!;
    expect(unresolved.querySelector('.odds-percent')!.textContent).toBe('<0.01%');
    const sliver = unresolved.querySelector<HTMLElement>('.odds-bar')!;
    expect(sliver.style.minWidth).toBe('2px');
    const whole = rows
      .find((row) => row.textContent?.startsWith('Attacker'))!
      .querySelector<HTMLElement>('.odds-bar')!;
    expect(whole.style.width).toBe('100%');
  });
});
