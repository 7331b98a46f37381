import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { rollDice } from '@verdict/dice';
import { afterEach, describe, expect, it } from 'vitest';
import DiceBoxPage from './dice-box-page.js';
import { diceHash } from './dice-route.js';
import { RolledDice } from './rolled-dice.js';

const notation = () => screen.getByLabelText('Dice notation') as HTMLInputElement;
const rolled = () => screen.getByRole('status', { name: 'Dice rolled' });

afterEach(() => history.replaceState(null, '', '#'));

describe('the dice box with big rolls, Fate dice and address changes', () => {
  it('a big roll shows its total, the first dice and how many more, not a node per die', () => {
    render(<DiceBoxPage notation="10000d6" />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    const status = rolled();
    const dice = within(status).getAllByRole('img');
    expect(dice.length).toBeGreaterThan(0);
    expect(dice.length).toBeLessThanOrEqual(100);
    expect(status.textContent).toContain(`and ${(10_000 - dice.length).toLocaleString('en-US')} more`);
    // The total is every die's, not only the ones drawn on the page: 10,000 to 60,000.
    const total = Number(status.querySelector('.dice-box-total strong')?.textContent);
    expect(total).toBeGreaterThanOrEqual(10_000);
    expect(total).toBeLessThanOrEqual(60_000);
    expect(status.querySelectorAll('*').length).toBeLessThan(2_000);
  });

  it('an exploding big roll is shortened too', () => {
    render(<RolledDice roll={rollDice({ notation: '3000d20!', seed: 'olaf' })} />);
    const shown = screen.getAllByRole('img').length;
    expect(shown).toBeLessThanOrEqual(100);
    expect(screen.getByText(/^and [\d,]+ more$/)).toBeTruthy();
  });

  it('names Fate dice dF, not d3', () => {
    render(<RolledDice roll={rollDice({ notation: '4dF', dice: [1, 2, 3, 3] })} />);
    const names = screen.getAllByRole('img').map((die) => die.getAttribute('aria-label'));
    expect(names).toEqual([
      'dF showing -1 (face 1)',
      'dF showing 0 (face 2)',
      'dF showing 1 (face 3)',
      'dF showing 1 (face 3)',
    ]);
    expect(document.querySelector('.die .sides')?.textContent).toBe('dF');
    // Issue 37, B9: the faces read -1, 0 and 1; a Fate die shows −, blank and +.
    expect([...document.querySelectorAll('.die .face')].map((face) => face.textContent)).toEqual([
      '−',
      '\u00a0',
      '+',
      '+',
    ]);
  });

  it('marks a row with a face of 4 digits, so that every face in it is drawn at one size (B8)', () => {
    render(<RolledDice roll={rollDice({ notation: '3d1000', dice: [1000, 999, 7] })} />);
    expect(document.querySelectorAll('.dice-row-long .die .face')).toHaveLength(3);
    expect(document.querySelector('.face-long')).toBeNull();
  });

  it('follows the address changed in this tab, and clears a roll of the notation before', () => {
    render(<DiceBoxPage notation="2d6" />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(within(rolled()).getAllByRole('img')).toHaveLength(2);
    act(() => {
      history.pushState(null, '', diceHash('3d8'));
      globalThis.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(notation().value).toBe('3d8');
    expect(within(rolled()).queryAllByRole('img')).toHaveLength(0);
    act(() => {
      location.hash = diceHash('1d20+5');
      globalThis.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(notation().value).toBe('1d20+5');
  });
});
