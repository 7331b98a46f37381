import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';
import { CHARACTERS_KEY } from './character.js';

const panel = () => screen.getByRole('region', { name: 'Characters' });

describe('Characters', () => {
  it('saves the current input under a name and loads it back, per system', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText(/^Skill/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Save this input as'), { target: { value: 'Olaf: Fishing 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save character' }));
    expect(JSON.parse(localStorage.getItem(CHARACTERS_KEY)!)[0]).toMatchObject({
      system: 'd20-roll-under',
      name: 'Olaf: Fishing 12',
      test: 'check',
    });
    fireEvent.change(screen.getByLabelText(/^Skill/), { target: { value: '5' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Olaf: Fishing 12' }));
    expect(screen.getByLabelText(/^Skill/)).toHaveProperty('value', '12');

    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), { target: { value: 't13' } });
    expect(within(panel()).queryByRole('button', { name: 'Olaf: Fishing 12' })).toBeNull();
  });

  it('names a preset for what it is when no name is typed, and deletes', () => {
    renderApp();
    expect(within(panel()).getByText('Left empty, it is saved as “Check: Fishing 12”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save character' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save character' }));
    expect(JSON.parse(localStorage.getItem(CHARACTERS_KEY)!).map((c: { name: string }) => c.name)).toEqual([
      'Check: Fishing 12',
      'Check: Fishing 12 (2)',
    ]);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Delete Check: Fishing 12 (2)' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Delete Check: Fishing 12' }));
    expect(JSON.parse(localStorage.getItem(CHARACTERS_KEY)!)).toEqual([]);
  });

  it('refuses a name already saved, saying so', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('Save this input as'), { target: { value: 'Iridal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save character' }));
    fireEvent.change(screen.getByLabelText('Save this input as'), { target: { value: '  iridal ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save character' }));
    const field = screen.getByLabelText('Save this input as');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(panel()).getByText(/^"iridal" is already saved for d20 roll-under: choose another name/),
    ).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(CHARACTERS_KEY)!)).toHaveLength(1);
    expect(field).toHaveProperty('value', '  iridal ');
  });
});
