import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';
import { CHARACTERS_KEY } from './character.js';

const panel = () => screen.getByRole('region', { name: 'Characters' });

describe('Characters', () => {
  it('saves the current input under a name and loads it back, per system', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText(/^Value/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Save this input as'), { target: { value: 'Olaf: Fishing 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save character' }));
    expect(JSON.parse(localStorage.getItem(CHARACTERS_KEY)!)[0]).toMatchObject({
      system: 'd20-roll-under',
      name: 'Olaf: Fishing 12',
      test: 'check',
    });
    fireEvent.change(screen.getByLabelText(/^Value/), { target: { value: '5' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Olaf: Fishing 12' }));
    expect(screen.getByLabelText(/^Value/)).toHaveProperty('value', '12');

    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), { target: { value: 't13' } });
    expect(within(panel()).queryByRole('button', { name: 'Olaf: Fishing 12' })).toBeNull();
  });

  it('asks for a name, and deletes', () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Save character' }));
    expect(within(panel()).getByText(/Enter a name/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Save this input as'), { target: { value: 'Iridal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save character' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Delete Iridal' }));
    expect(JSON.parse(localStorage.getItem(CHARACTERS_KEY)!)).toEqual([]);
  });
});
