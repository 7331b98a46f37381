import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

const tool = (name: string) => screen.getByRole('region', { name });

describe('T13 tools, from the manifest', () => {
  it('are shown only on their system', () => {
    renderApp();
    expect(screen.queryByRole('region', { name: 'Tools' })).toBeNull();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), { target: { value: 't13' } });
    expect(screen.getByRole('region', { name: 'Tools' })).toBeTruthy();
  });

  it('give the Value of a Boon, the helpers that beat a Value, and a name’s Geometry', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), { target: { value: 't13' } });
    expect(within(tool('Value of a Boon')).getByText('Boon 13 has Value 66.')).toBeTruthy();
    fireEvent.change(within(tool('Value of a Boon')).getByLabelText('Boon'), { target: { value: '18' } });
    expect(within(tool('Value of a Boon')).getByText('Boon 18 has Value 111.')).toBeTruthy();
    expect(
      within(tool('Helpers needed')).getByText(/^17 helpers of Boon 13 \(Value 66 each\) beat 1087/),
    ).toBeTruthy();
    expect(within(tool("A name's Geometry")).getByText('Geometry 7: Heptagon.')).toBeTruthy();
    fireEvent.change(within(tool("A name's Geometry")).getByLabelText('Name'), { target: { value: '!!' } });
    expect(
      within(tool("A name's Geometry")).getByText('expected a name with at least one letter'),
    ).toBeTruthy();
  });
});
