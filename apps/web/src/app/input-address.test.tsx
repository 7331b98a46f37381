import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeBase64Url } from '../share/base64url.js';
import { parseShareHash } from '../share/share-link.js';
import { renderApp } from '../test/render-app.js';

// The tested value: the Check's Skill, the Horror Check's Will.
const value = () => screen.getByLabelText(/^(Skill|Will)/);
const pick = (label: 'System' | 'Test', id: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'select' }), { target: { value: id } });
const addressOf = (input: unknown) =>
  `#system=d20-roll-under&test=check&input=${encodeBase64Url(JSON.stringify(input))}`;

describe('The current input is kept', () => {
  it('in the address, replaced as you type (no history entry per keystroke), and restored by a reload', async () => {
    const page = renderApp();
    expect(location.hash).toBe(''); // a first visit keeps its bare address
    const entries = history.length;
    for (const typed of ['1', '15']) fireEvent.change(value(), { target: { value: typed } });
    await waitFor(() => expect(parseShareHash(location.hash)).toMatchObject({ input: { value: 15 } }));
    expect(parseShareHash(location.hash)).toEqual({
      system: 'd20-roll-under',
      test: 'check',
      input: { name: 'Fishing', value: 15, modifiers: [{ label: 'poor tackle', amount: -3 }] },
    });
    expect(history.length).toBe(entries);
    page.unmount();

    renderApp(); // a reload, or the address opened on another device
    expect(value()).toHaveProperty('value', '15');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('comes back after a table page, when the address names no test ("Solo play": #play)', async () => {
    const page = renderApp();
    fireEvent.change(value(), { target: { value: '16' } });
    await waitFor(() => expect(parseShareHash(location.hash)).toMatchObject({ input: { value: 16 } }));
    page.unmount();
    history.replaceState(null, '', '#play');
    renderApp();
    expect(value()).toHaveProperty('value', '16');
  });

  it('keeps the last valid input in the address while a field is wrong', async () => {
    renderApp();
    fireEvent.change(value(), { target: { value: '14' } });
    await waitFor(() => expect(parseShareHash(location.hash)).toMatchObject({ input: { value: 14 } }));
    fireEvent.change(value(), { target: { value: '' } });
    expect(value().getAttribute('aria-invalid')).toBe('true');
    // Leaving the page writes a pending address at once: rather than wait out the typing pause, leave.
    fireEvent(window, new Event('pagehide'));
    expect(parseShareHash(location.hash)).toMatchObject({ input: { value: 14 } });
  });

  it('per test: switching test or system and back brings back what was typed there', async () => {
    renderApp();
    fireEvent.change(value(), { target: { value: '7' } });
    pick('Test', 'horror');
    expect(value()).toHaveProperty('value', '11'); // the Horror Check's own example
    fireEvent.change(value(), { target: { value: '9' } });
    pick('Test', 'check');
    expect(value()).toHaveProperty('value', '7');
    pick('Test', 'horror');
    expect(value()).toHaveProperty('value', '9');

    pick('System', 't13');
    expect(screen.getByLabelText('Test', { selector: 'select' })).toHaveProperty('value', 'value');
    pick('System', 'd20-roll-under');
    expect(screen.getByLabelText('Test', { selector: 'select' })).toHaveProperty('value', 'horror');
    expect(value()).toHaveProperty('value', '9');
    await waitFor(() =>
      expect(parseShareHash(location.hash)).toMatchObject({ test: 'horror', input: { value: 9 } }),
    );
  });

  it('an address whose input does not fit its test says so and opens the example', () => {
    history.replaceState(null, '', addressOf({ value: 'twelve' }));
    renderApp();
    expect(screen.getByRole('alert').textContent).toMatch(
      /^This link's input does not fit Check \(value: .+\)\. Showing the example of Check instead\.$/,
    );
    expect(value()).toHaveProperty('value', '12');
  });

  it('an address with an unknown field, a damaged input or an unknown test opens an example, never a crash', () => {
    history.replaceState(null, '', addressOf({ value: 12, luck: 3 }));
    const first = renderApp();
    expect(screen.getByRole('alert').textContent).toMatch(/does not fit Check \(.*luck/);
    first.unmount();

    history.replaceState(null, '', '#system=d20-roll-under&test=horror&input=***');
    const second = renderApp();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is damaged: its input cannot be read. Showing the example of Horror Check instead.',
    );
    expect(screen.getByLabelText('Test', { selector: 'select' })).toHaveProperty('value', 'horror');
    second.unmount();

    history.replaceState(null, '', '#system=d20-roll-under&test=nope&input=e30');
    renderApp();
    expect(screen.getByRole('alert').textContent).toMatch(
      /which this app does not have: showing the first test/,
    );
    expect(value()).toHaveProperty('value', '12');
  });
});
