import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

const faceList = () => screen.getByLabelText('Faces, in order') as HTMLInputElement;
const pool = () => screen.getByRole('form', { name: 'Faces of the dice you rolled' });
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
    expect(screen.getByText('die 1: enter the face of this d20')).toBeTruthy();
    enterDice(['21'], 'Resolve with these dice');
    const message = document.getElementById(
      screen.getByLabelText(/^Die 1: d20/).getAttribute('aria-describedby')!,
    );
    expect(message?.textContent).toBe('die 1: 21 is not a face of a d20 (1 to 20)');
    // The list field is described by the same message, and keeps the face typed.
    expect(faceList().getAttribute('aria-invalid')).toBe('true');
    expect(faceList().getAttribute('aria-describedby')).toContain(message!.id);
    expect(faceList()).toHaveProperty('value', '21');
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

  it('takes the faces as one typed or pasted list, kept in step with the fields of each die', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), {
      target: { value: '2d6-pool' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    expect(screen.getByText(/^Roll 4d6 \(The pool\)/)).toBeTruthy();
    fireEvent.change(faceList(), { target: { value: '6, 3 5.1' } });
    expect(screen.getByLabelText(/^Die 3: d6/)).toHaveProperty('value', '5');
    expect(within(pool()).getByText(/4 of 4 dice entered/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Die 2: d6/), { target: { value: '2' } });
    expect(faceList().value).toBe('6 2 5 1');
    fireEvent.click(screen.getByRole('button', { name: 'Resolve with these dice' }));
    expect(
      within(status())
        .getAllByRole('img')
        .map((die) => die.getAttribute('aria-label')),
    ).toEqual([
      'd6 showing 6, entered',
      'd6 showing 2, dropped, entered',
      'd6 showing 5, entered',
      'd6 showing 1, dropped, entered',
    ]);
  });

  it('names each die that is wrong, and a face too many', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), {
      target: { value: '2d6-pool' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    fireEvent.change(faceList(), { target: { value: '6 x 7 1 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve with these dice' }));
    expect(within(pool()).getByText('die 2: x is not a whole number')).toBeTruthy();
    expect(within(pool()).getByText('die 3: 7 is not a face of a d6 (1 to 6)')).toBeTruthy();
    expect(within(pool()).getByText('die 5: this roll needs 4 dice, remove 4')).toBeTruthy();
    expect(within(status()).getByText('Roll to see the outcome.')).toBeTruthy();
    // Fixed as typed: a die's message goes once its face fits.
    fireEvent.change(screen.getByLabelText(/^Die 3: d6/), { target: { value: '3' } });
    expect(within(pool()).queryByText(/^die 3:/)).toBeNull();
    expect(within(pool()).getByText('die 2: x is not a whole number')).toBeTruthy();
  });

  it('a pool of 1,000 dice is one list, not 1,000 fields', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), {
      target: { value: '2d6-pool' },
    });
    fireEvent.change(screen.getByLabelText(/^Rating/), { target: { value: '998' } });
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    expect(screen.getByText(/^Roll 1000d6 \(The pool\)/)).toBeTruthy();
    expect(faceList().tagName).toBe('TEXTAREA');
    expect(pool().querySelectorAll('input')).toHaveLength(0);
    const faces = Array.from({ length: 1000 }, (_, i) => String((i % 6) + 1));
    faces[2] = '7';
    faces[499] = '0';
    fireEvent.change(faceList(), { target: { value: faces.join(' ') } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve with these dice' }));
    expect(within(pool()).getByText('die 3: 7 is not a face of a d6 (1 to 6)')).toBeTruthy();
    expect(within(pool()).getByText('die 500: 0 is not a face of a d6 (1 to 6)')).toBeTruthy();
    // Every message the list is described by is on the page.
    for (const id of faceList().getAttribute('aria-describedby')!.split(' ')) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
    // Many wrong dice: the first few, then how many more.
    fireEvent.change(faceList(), { target: { value: faces.map(() => '9').join(' ') } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve with these dice' }));
    expect(within(pool()).getByText('and 992 more')).toBeTruthy();
    expect(within(pool()).getAllByText(/^die \d+: 9 is not a face of a d6/)).toHaveLength(8);
    faces[2] = '3';
    faces[499] = '6';
    fireEvent.change(faceList(), { target: { value: faces.join('\n') } });
    expect(within(pool()).getByText(/1,000 of 1,000 dice entered/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resolve with these dice' }));
    expect(label()).toMatch(/^(Success|Failure)/);
    // A big pool shows its first dice and how many more (a thousand die images froze the tab).
    expect(within(status()).getAllByRole('img')).toHaveLength(100);
    expect(within(status()).getByText('and 900 more')).toBeTruthy();
  });
});
