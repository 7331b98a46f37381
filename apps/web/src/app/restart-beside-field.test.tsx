import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

describe('"This edit changes the rules of the play"', () => {
  it('is asked next to the field being edited, inside the input panel, not at the top of the page', async () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('Test', { selector: 'select' }), { target: { value: 'resist' } });
    // Rounds until one leaves the contest going (a round ends it only when one side succeeds and the other fails).
    for (let i = 0; i < 100 && !screen.queryByRole('button', { name: 'Play the rest' }); i++)
      fireEvent.click(screen.getByRole('button', { name: 'Next round' }));
    await screen.findByRole('button', { name: 'Play the rest' });
    const will = screen.getByLabelText(/^Will/) as HTMLInputElement;
    fireEvent.change(will, { target: { value: String(Number(will.value) + 1) } });
    const dialog = await waitFor(() =>
      screen.getByRole('alertdialog', { name: /changes the rules of the play/ }),
    );
    // Right after the Will field's box: the field is the element before the dialog's own box.
    const box = dialog.parentElement!;
    expect(box.previousElementSibling?.contains(will)).toBe(true);
    expect(dialog.closest('section.input')).not.toBeNull();
  });
});
