// Issue 37, U5: the history listed a contest by the rules' slot words ("First party wins", "Attacker wins
// (critical)") beside "Abbot and Witch", where the outcome above it said the winner by name.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

describe("the history's contests", () => {
  it('names the winner as the input does, as the outcome does', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('Test', { selector: 'select' }), {
      target: { value: 'mutual-contest' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    const outcome = within(screen.getByRole('region', { name: 'Roll' })).getByRole('status');
    const said = outcome.querySelector('.outcome-label')!.textContent!;
    expect(said).toMatch(/^(Witch|Abbot) wins/);
    const label = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')[0]!;
    expect(label.querySelector('.history-label')!.textContent).toBe(said);
  });
});
