import { fireEvent, render, screen, within } from '@testing-library/react';
import { rollDice } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import DiceBoxPage from './dice-box-page.js';
import { diceHash, parseDiceRoute } from './dice-route.js';
import { RolledDice } from './rolled-dice.js';

const notation = () => screen.getByLabelText('Dice notation') as HTMLInputElement;
const headline = (label: string) =>
  [...screen.getByLabelText(/^Headline odds of /).querySelectorAll('.headline-fact')]
    .find((fact) => fact.querySelector('dt')?.textContent === label)
    ?.querySelector('.headline-value')?.textContent;

describe('the dice box', () => {
  it('shows the exact odds of 2d20kh1+5, at least and at most matching brute force', () => {
    render(<DiceBoxPage />);
    expect(notation().value).toBe('2d20kh1+5');
    // The higher of two d20, plus 5: the mean of the higher die is 13.825.
    expect(headline('Average')).toBe('18.825');
    expect(headline('Lowest')).toBe('6');
    expect(headline('Highest')).toBe('25');
    let atLeast20 = 0;
    let atMost20 = 0;
    for (let a = 1; a <= 20; a++) {
      for (let b = 1; b <= 20; b++) {
        const total = Math.max(a, b) + 5;
        if (total >= 20) atLeast20++;
        if (total <= 20) atMost20++;
      }
    }
    const table = screen.getByRole('table', { name: 'Totals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Total', 'Chance', 'At least', 'At most']);
    const row = within(table).getByRole('rowheader', { name: '20' }).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    // Shown to one decimal: within half of 0.1% of the exact 204/400 and 225/400 (56.25% may read 56.2% or 56.3%).
    const shown = cells.slice(1).map((text) => Number.parseFloat(text!) / 100);
    expect(Math.abs(shown[0]! - atLeast20 / 400)).toBeLessThanOrEqual(0.0005 + 1e-12);
    expect(Math.abs(shown[1]! - atMost20 / 400)).toBeLessThanOrEqual(0.0005 + 1e-12);
    expect(cells[1]).toBe('51.0%');
    expect(screen.getByRole('img', { name: /^Chart of Totals: 20 columns from 6 to 25/ })).toBeTruthy();
  });

  it('points at the character of a parse error, holds back Roll and the odds, and takes a fix', () => {
    render(<DiceBoxPage />);
    fireEvent.change(notation(), { target: { value: '2d20kh+' } });
    expect(notation().getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById('notation-error')!;
    expect(notation().getAttribute('aria-describedby')).toContain('notation-error');
    expect(error.querySelector('p')?.textContent).toBe(
      'Unexpected end of notation at 8, expected a number or dice such as 2d6',
    );
    expect(error.querySelector('.notation-caret')?.textContent).toBe('2d20kh+\n       ^');
    expect(screen.getByRole('button', { name: 'Roll' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Fix the notation to see its odds.')).toBeTruthy();
    fireEvent.change(notation(), { target: { value: '4d6kh3' } });
    expect(document.getElementById('notation-error')).toBeNull();
    expect(headline('Average')).toBe('12.245');
  });

  it("offers the dice engine's did-you-mean for a d20-like typo, and takes it on a click (issue 38)", () => {
    render(<DiceBoxPage />);
    fireEvent.change(notation(), { target: { value: '2x6' } });
    const error = document.getElementById('notation-error')!;
    expect(error.querySelector('.notation-caret')?.textContent).toBe('2x6\n ^');
    const suggestion = within(error).getByRole('button', { name: 'Did you mean 2d6?' });
    fireEvent.click(suggestion);
    expect(notation()).toHaveProperty('value', '2d6');
    expect(document.getElementById('notation-error')).toBeNull();
    fireEvent.change(notation(), { target: { value: '3d6kh5' } });
    expect(within(document.getElementById('notation-error')!).queryByRole('button')).toBeNull();
  });

  it('says where a mistake is when the message does not', () => {
    render(<DiceBoxPage notation="" />);
    expect(document.getElementById('notation-error')?.querySelector('p')?.textContent).toBe(
      'At character 1: Empty notation: expected dice such as 1d20 or 4d6kh3',
    );
  });

  it('says what is too costly, from the dice engine, without a caret', () => {
    render(<DiceBoxPage notation="60d100kh40" />);
    expect(screen.getByText(/too costly to compute/).textContent).toMatch(/maxDistributionWork/);
  });

  it('rolls and shows every die with what happened to it, the total the sum of the kept dice', () => {
    render(<DiceBoxPage notation="4d6kh3" />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    const status = screen.getByRole('status', { name: 'Dice rolled' });
    const dice = within(status).getAllByRole('img');
    expect(dice).toHaveLength(4);
    const names = dice.map((die) => die.getAttribute('aria-label') ?? '');
    expect(names.filter((name) => name.endsWith(': dropped'))).toHaveLength(1);
    const kept = names
      .filter((name) => !name.endsWith(': dropped'))
      .map((name) => Number(/showing (\d+)/.exec(name)![1]));
    expect(status.querySelector('.dice-box-total strong')?.textContent).toBe(
      String(kept.reduce((a, b) => a + b, 0)),
    );
  });

  it('marks exploded, rerolled and dropped dice in words', () => {
    // Entered faces through the real engine: 6 explodes into a 4; a 1 is rerolled into a 5.
    render(<RolledDice roll={rollDice({ notation: '3d6!', dice: [6, 4, 2, 5] })} />);
    const names = screen.getAllByRole('img').map((die) => die.getAttribute('aria-label'));
    expect(names).toEqual([
      'd6 showing 6: exploded',
      'd6 showing 4: from an explosion',
      'd6 showing 2',
      'd6 showing 5',
    ]);
    expect(screen.getByText('exploded')).toBeTruthy();
  });

  it('names a labelled group by its label', () => {
    render(<RolledDice roll={rollDice({ notation: '2d6[fire] + 1d8[cold]', dice: [3, 4, 5] })} />);
    expect(
      screen
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('dice-group'))
        .map((li) => li.firstElementChild?.textContent),
    ).toEqual(['fire (2d6)', 'cold (1d8)']);
  });

  it('keeps the notation in the address', () => {
    render(<DiceBoxPage />);
    fireEvent.change(notation(), { target: { value: '4d6r1kh3' } });
    expect(location.hash).toBe('#/dice?notation=4d6r1kh3');
    expect(parseDiceRoute(location.hash)).toEqual({ notation: '4d6r1kh3' });
    expect(parseDiceRoute(diceHash('2d20kh1+5 # attack'))).toEqual({ notation: '2d20kh1+5 # attack' });
    expect(parseDiceRoute('#/dice')).toEqual({});
    expect(parseDiceRoute('#/table')).toBeUndefined();
  });
});
