// Issue 39: the web app shows each system's description, as the system gives it (with the attribution its license
// requires, for SRD 5.2), under "About" beside the system picker; and its example menu offers the test's examples.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

describe('About the system', () => {
  it("shows the chosen system's name, version and description, SRD 5.2's attribution included", () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), { target: { value: 'srd52' } });
    const about = screen.getByText(/^About SRD 5\.2/).closest('details')!;
    expect(within(about).getByText(/Creative Commons Attribution 4\.0 International License/)).toBeTruthy();
    expect(within(about).getByText(/System Reference Document 5\.2/)).toBeTruthy();
  });

  it("offers the digest's examples of a test as starting points", () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), { target: { value: 'srd52' } });
    fireEvent.change(screen.getByLabelText('Test', { selector: 'select' }), { target: { value: 'attack' } });
    const menu = screen.getByLabelText('Start from an example', { selector: 'select' });
    const titles = within(menu)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(titles).toContain('Improved Critical: a natural 19 is a Critical Hit against AC 25');
    fireEvent.change(menu, {
      target: { value: String(titles.indexOf('A longsword hit rolls its damage') - 1) },
    });
    expect(screen.getByLabelText(/^AC/)).toHaveProperty('value', '14');
  });
});
