import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';
import { parseShareHash, shareHash } from './share-link.js';

const status = () => within(screen.getByRole('region', { name: 'Roll' })).getByRole('status');

describe('Share links', () => {
  it('round-trip a seeded roll, entered dice, and rounds generated or entered', () => {
    const input = { value: 12, name: 'Fiskeri – Olaf' };
    for (const [test, play] of [
      ['check', { mode: 'whole' as const, seed: 'a1b2c3' }],
      ['check', { mode: 'whole' as const, rounds: [[15]] }],
      ['resist', { mode: 'rounds' as const, rounds: [[8, 5], [7, 10], [2]] }],
      ['resist', { mode: 'rounds' as const, seed: 's', rounds: [null, [7, 10], null] }],
    ] as const) {
      const link = { system: 'd20-roll-under', test, input, play };
      const hash = shareHash(link);
      expect(hash).toMatch(/^#[A-Za-z0-9=&._-]+$/);
      expect(parseShareHash(hash)).toEqual(link);
    }
  });

  it('say when a link is damaged', () => {
    expect(parseShareHash('#system=t13&test=value&input=***')).toEqual({
      error: 'This link is damaged: its input cannot be read.',
      system: 't13',
      test: 'value',
    });
    expect(parseShareHash('#system=t13&test=value&dice=1.x')).toEqual({
      error: 'This link is damaged: its dice cannot be read.',
      system: 't13',
      test: 'value',
    });
    expect(parseShareHash('#nothing')).toBeUndefined();
  });

  it('open the same outcome as the roll they came from', () => {
    const first = renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), { target: { value: 't13' } });
    fireEvent.change(screen.getByLabelText('Test', { selector: 'select' }), { target: { value: 'dice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    const outcome = status().querySelector('.outcome')!.textContent!;
    const href = within(screen.getByRole('region', { name: 'Roll' })).getByRole('link', {
      name: 'Share link',
    });
    first.unmount();
    history.replaceState(null, '', new URL(href.getAttribute('href')!).hash);
    renderApp();
    expect(screen.getByLabelText('Test', { selector: 'select' })).toHaveProperty('value', 'dice');
    expect(status().querySelector('.outcome')!.textContent).toBe(`Shared roll: ${outcome}`);
  });

  it('for a test this app does not have, say so', () => {
    history.replaceState(null, '', '#system=nope&test=check&seed=1');
    renderApp();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is for nope/check, which this app does not have: showing the first test instead.',
    );
  });
});
