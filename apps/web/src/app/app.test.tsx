import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

const oddsRow = (label: string) =>
  within(screen.getByRole('list', { name: 'Odds of each outcome' }))
    .getAllByRole('listitem')
    .find((row) => row.querySelector('.odds-label')?.textContent === label);

const percentOf = (label: string) => oddsRow(label)?.querySelector('.odds-percent')?.textContent;

describe('App', () => {
  it('starts on the first system and test, from its first example', () => {
    renderApp();
    expect(screen.getByLabelText('System', { selector: 'select' })).toHaveProperty('value', 'd20-roll-under');
    expect(screen.getByLabelText('Test', { selector: 'select' })).toHaveProperty('value', 'check');
    expect(screen.getByLabelText(/^Skill/)).toHaveProperty('value', '12');
  });

  it('updates the exact odds as the input changes', async () => {
    renderApp();
    // Olaf: Fishing 12, -3 poor tackle: effective 9; Success is a roll of 5 to 9 (Strong below 4.5): 5/20.
    expect(percentOf('Success')).toBe('25.0%');
    expect(percentOf('Failure')).toBe('45.0%');
    fireEvent.change(screen.getByLabelText(/^Skill/), { target: { value: '15' } });
    // Effective 12: Success is 6 to 12 = 7/20; Failure 13 to 18 = 6/20.
    await waitFor(() => expect(percentOf('Success')).toBe('35.0%'));
    expect(percentOf('Failure')).toBe('30.0%');
  });

  it('switches system and test, drawing the new test from its first example', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), {
      target: { value: '2d6-pool' },
    });
    expect(screen.getByLabelText('Test', { selector: 'select' })).toHaveProperty('value', 'check');
    expect(screen.getByLabelText(/^Difficulty/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Test', { selector: 'select' }), {
      target: { value: 'extended' },
    });
    expect(screen.getByRole('group', { name: 'Participants' })).toBeTruthy();
  });

  it('shows a validation message beside the field and holds back the odds and the roll', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), {
      target: { value: '2d6-pool' },
    });
    const difficulty = screen.getByLabelText(/^Difficulty/);
    fireEvent.change(difficulty, { target: { value: '13' } });
    expect(difficulty.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(`${difficulty.id}-error`)?.textContent ?? '';
    expect(message).toMatch(/11/);
    expect(screen.getByText('Fix the input above to see the odds.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(within(screen.getByRole('region', { name: 'Roll' })).getByRole('status').textContent).toMatch(
      /^Fix the input first: difficulty: /,
    );
  });

  it('rolls and announces label, numbers, dice, steps and effects in a status region', () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    const status = within(screen.getByRole('region', { name: 'Roll' })).getByRole('status');
    expect(within(status).getByRole('heading', { level: 3 }).textContent).toMatch(/Success|Failure/);
    expect(within(status).getByText('Margin')).toBeTruthy();
    expect(within(status).getByRole('img').getAttribute('aria-label')).toMatch(/^d20 showing \d+$/);
    expect(within(status).getByText('Effective value 12 - 3 = 9')).toBeTruthy();
  });

  it('offers a follow-up test as a button that resolves it', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('Test', { selector: 'select' }), { target: { value: 'horror' } });
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    fireEvent.change(screen.getByLabelText(/^Die 1: d20/), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve with these dice' }));
    const status = () => within(screen.getByRole('region', { name: 'Roll' })).getByRole('status');
    expect(within(status()).getByRole('heading', { level: 3 }).textContent).toBe('Horrified');
    // Real dice are on, so the recovery check asks for its die rather than rolling one.
    act(() => within(status()).getByRole('button', { name: 'Recover' }).click());
    expect(screen.getByLabelText('Test', { selector: 'select' })).toHaveProperty('value', 'check');
    expect(within(status()).queryByRole('heading', { level: 3 })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Die 1: d20/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve with these dice' }));
    expect(within(status()).getByText(/exposed: -2/)).toBeTruthy();
  });

  it('sums up the odds beside the one Roll button, for the action bar of a phone', async () => {
    renderApp();
    const play = screen.getByRole('region', { name: 'Roll' });
    expect(within(play).getAllByRole('button', { name: 'Roll' })).toHaveLength(1);
    // Olaf: effective 9; a success is any roll of 1 to 9 (criticals and strong successes included): 9/20.
    expect(play.querySelector('.odds-summary-text')?.textContent).toBe('Odds: Success 45.0% · Failure 55.0%');
    fireEvent.change(screen.getByLabelText(/^Skill/), { target: { value: '15' } });
    await waitFor(() =>
      expect(play.querySelector('.odds-summary-text')?.textContent).toBe(
        'Odds: Success 60.0% · Failure 40.0%',
      ),
    );
  });

  it('submits entered dice from the action bar, outside the form of faces', () => {
    renderApp();
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    const submit = screen.getByRole('button', { name: 'Resolve with these dice' });
    expect(submit.closest('.action-bar')).toBeTruthy();
    expect((submit as HTMLButtonElement).form).toBe(
      screen.getByRole('form', { name: 'Faces of the dice you rolled' }),
    );
  });
});
