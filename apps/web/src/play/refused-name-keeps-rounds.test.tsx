// A name the test refuses (longer than it takes), typed while a contest is played round by round: the rounds played
// stay beside the refusal (the play controller cleared them, neither shown nor filed), and go on once it is put right.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

describe('a refused name during a play round by round', () => {
  it('keeps the rounds played beside the refusal', async () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('Test', { selector: 'select' }), { target: { value: 'resist' } });
    // Rounds until one leaves the contest going (a round ends it only when one side succeeds and the other fails).
    for (let i = 0; i < 100 && !screen.queryByRole('button', { name: 'Play the rest' }); i++)
      fireEvent.click(screen.getByRole('button', { name: 'Next round' }));
    await screen.findByRole('button', { name: 'Play the rest' });
    const status = document.querySelector('section.play .status') as HTMLElement;
    const played = /Round (\d+) played/.exec(status.textContent ?? '')![1];
    const name = screen.getAllByLabelText(/^Name/)[0] as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'X'.repeat(201) } });
    await waitFor(() => expect(status.textContent).toMatch(/attacker\.name|200/));
    expect(screen.getByRole('button', { name: 'Play the rest' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Rounds played' })).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Olaf' } });
    await waitFor(() => expect(status.textContent).toContain(`Round ${played} played`));
  });
});
