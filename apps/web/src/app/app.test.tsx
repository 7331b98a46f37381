import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

describe('App', () => {
  it('starts on the first system and test, from its first example, with odds', () => {
    renderApp();
    expect(screen.getByLabelText('System')).toHaveProperty('value', 'd20-roll-under');
    expect(screen.getByLabelText('Test')).toHaveProperty('value', 'check');
    const odds = screen.getByRole('list', { name: 'Odds of each outcome' });
    expect(within(odds).getAllByRole('listitem').length).toBeGreaterThan(1);
  });

  it('rolls and announces the outcome in a status region', () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    const status = screen.getByRole('status');
    expect(within(status).getByRole('article')).toBeTruthy();
    expect(within(status).getAllByRole('img').length).toBeGreaterThan(0);
  });
});
