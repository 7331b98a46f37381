// Issue 37, U21: the dice box had no history of its rolls and no dice to tap: every roll was typed, and a roll of a
// moment ago was gone. Now tap-dice add a die to the expression (d6 twice reads 2d6), and this session's rolls are
// listed newest first, each rolled again by a click.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDie } from './add-die.js';
import DiceBoxPage from './dice-box-page.js';

const notation = () => screen.getByLabelText('Dice notation') as HTMLInputElement;
const history = () =>
  within(screen.getByRole('list', { name: 'Rolls this session' }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');

describe('the dice box, at the table', () => {
  it('adds a tapped die to the expression, counting the same die up', () => {
    expect(addDie('', 6)).toBe('1d6');
    expect(addDie('1d6', 6)).toBe('2d6');
    expect(addDie('2d6', 20)).toBe('2d6+1d20');
    expect(addDie('2d6+1d20', 20)).toBe('2d6+2d20');
    expect(addDie('1d10', 100)).toBe('1d10+1d100');
    expect(addDie('1d100', 10)).toBe('1d100+1d10');
    expect(addDie('2d20kh1+5', 6)).toBe('2d20kh1+5+1d6');
  });

  it('builds a roll from tap-dice, and lists the rolls newest first, each rolled again by a click', () => {
    // The history is the tab's (a module's), and the files of the web project share their worker's modules: rolls
    // of an earlier file may be listed after this test's, so the checks read the newest ones.
    render(<DiceBoxPage notation="" />);
    for (const die of ['d6', 'd6', 'd20'])
      fireEvent.click(screen.getByRole('button', { name: `Add a ${die}` }));
    expect(notation().value).toBe('2d6+1d20');
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    fireEvent.change(notation(), { target: { value: '4d6kh3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(
      history()
        .map((text) => text.split(':')[0])
        .slice(0, 2),
    ).toEqual(['4d6kh3', '2d6+1d20']);
    fireEvent.click(screen.getAllByRole('button', { name: /^2d6\+1d20: \d+/ })[0]!);
    expect(notation().value).toBe('2d6+1d20');
    expect(
      history()
        .map((text) => text.split(':')[0])
        .slice(0, 3),
    ).toEqual(['2d6+1d20', '4d6kh3', '2d6+1d20']);
    const total = screen
      .getByRole('status', { name: 'Dice rolled' })
      .querySelector('.dice-box-total strong')!.textContent;
    expect(history()[0]).toBe(`2d6+1d20: ${total} (roll it again)`);
  });
});
