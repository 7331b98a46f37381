import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

const status = () => within(screen.getByRole('region', { name: 'Roll' })).getByRole('status');
const label = () => within(status()).getByRole('heading', { level: 3 }).textContent;

function enterDice(faces: string[], button: string) {
  faces.forEach((face, i) => {
    fireEvent.change(screen.getByLabelText(new RegExp(`^Die ${i + 1}: d`)), { target: { value: face } });
  });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('Entering real dice', () => {
  it("says which dice Olaf's check needs, takes a 15 and resolves it to Failure", () => {
    renderApp();
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    expect(screen.getByText('Roll 1d20 (Fishing), and enter the faces in that order.')).toBeTruthy();
    enterDice(['15'], 'Resolve with these dice');
    expect(label()).toBe('Failure');
    expect(within(status()).getByRole('img').getAttribute('aria-label')).toBe('d20 showing 15, entered');
    expect(within(status()).getByText('-6')).toBeTruthy();
  });

  it('names the die that is missing or does not fit', () => {
    renderApp();
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resolve with these dice' }));
    expect(screen.getByText('Enter the face of die 1 (a d20)')).toBeTruthy();
    enterDice(['21'], 'Resolve with these dice');
    // The engine's own message, as the API and the CLI give it.
    const message = document.getElementById(
      screen.getByLabelText(/^Die 1: d20/).getAttribute('aria-describedby')!,
    );
    expect(message?.textContent).toMatch(/21.*1 to 20|1 to 20.*21/);
    expect(screen.getByLabelText(/^Die 1: d20/).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the pool a 2d6 check needs', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), {
      target: { value: '2d6-pool' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    const fields = screen.getAllByLabelText(/^Die \d+: d6/);
    expect(fields.length).toBeGreaterThanOrEqual(2);
    enterDice(
      fields.map(() => '6'),
      'Resolve with these dice',
    );
    expect(label()).toMatch(/^Success/);
    expect(within(status()).getAllByRole('img')).toHaveLength(fields.length);
  });

  it('plays a contest round by round with entered dice; a die the round did not need is dropped', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('Test', { selector: 'select' }), {
      target: { value: 'directed-contest' },
    });
    fireEvent.change(screen.getByLabelText('Start from an example'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    enterDice(['4', '2'], 'Play round 1 with these dice');
    expect(status().textContent).toMatch(/^Round 1 played; the test goes on/);
    // Round 2: the attacker's 9 against 12 - 5 fails, so the target's die is not needed.
    enterDice(['9', '11'], 'Play round 2 with these dice');
    expect(label()).toBe('Attack fails');
    expect(
      within(status())
        .getAllByRole('img')
        .map((die) => die.getAttribute('aria-label')),
    ).toEqual(['d20 showing 4, entered', 'd20 showing 2, entered', 'd20 showing 9, entered']);
  });
});
