// Issue 37, B12: the question after an edit that changes the rules said "The contest under way" of an extended
// test, and "Next round" with the question open silently played the old input. It speaks of the rounds played, and
// the play waits for the answer.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

describe('the question after an edit that changes the rules of the play', () => {
  it('says no "contest" of an extended test, and holds the rounds until it is answered', async () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), {
      target: { value: '2d6-pool' },
    });
    fireEvent.change(screen.getByLabelText('Test', { selector: 'select' }), {
      target: { value: 'extended' },
    });
    for (let i = 0; i < 100 && !screen.queryByRole('button', { name: 'Play the rest' }); i++)
      fireEvent.click(screen.getByRole('button', { name: 'Next round' }));
    await screen.findByRole('button', { name: 'Play the rest' });
    const rating = screen
      .getAllByLabelText(/^Rating/)
      .find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    fireEvent.change(rating, { target: { value: String(Number(rating.value) + 1) } });
    const dialog = await waitFor(() =>
      screen.getByRole('alertdialog', { name: /changes the rules of the play/ }),
    );
    expect(dialog.textContent).not.toMatch(/contest/i);
    expect(dialog.textContent).toMatch(/rounds played so far/);
    const next = screen.getByRole('button', { name: 'Next round' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Play the rest' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect((screen.getByRole('button', { name: 'Next round' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
