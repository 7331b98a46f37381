// Issue 37, U5: while a Mutual Contest was played, the GM's choices read "First" and "Second" and each round's dice
// "First party's Will", though the input names Witch and Abbot (no outcome carried the names yet). The test's
// `sides` label says where the input names each side and which choice is whose.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

describe('a contest played round by round, by its parties', () => {
  it("names the GM's choices and each round's dice by the parties' names", async () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('Test', { selector: 'select' }), {
      target: { value: 'mutual-contest' },
    });
    const choices = await screen.findByRole('group', { name: /GM's choices for round 1/ });
    const labels = [...choices.querySelectorAll('label')].map((label) => label.textContent ?? '');
    expect(labels.join(' | ')).toMatch(/Witch/);
    expect(labels.join(' | ')).toMatch(/Abbot/);
    expect(labels.join(' | ')).not.toMatch(/\bFirst\b|\bSecond\b/);
    // Rounds until one leaves the contest going.
    for (let i = 0; i < 100 && !screen.queryByRole('button', { name: 'Play the rest' }); i++)
      fireEvent.click(screen.getByRole('button', { name: 'Next round' }));
    const rounds = await screen.findByRole('list', { name: 'Rounds played' });
    const groups = [...within(rounds).getAllByRole('listitem')]
      .flatMap((item) => [...item.querySelectorAll('.dice-group-name')])
      .map((name) => name.textContent ?? '');
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((name) => name === 'Witch' || name === 'Abbot')).toBe(true);
  });
});
