import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembersPanel } from './members-panel.js';

const members = [
  { id: 'gm', name: 'Ada', role: 'gm' as const, you: false },
  { id: 'p', name: 'Pia', role: 'player' as const, you: true },
  { id: 'q', name: 'Quin', role: 'player' as const, you: false },
];
const here = new Set(['gm', 'q']);

describe('who is at the table', () => {
  it('marks each member here or away from the presence the server sent', () => {
    render(<MembersPanel members={members.map((m) => ({ ...m, here: here.has(m.id) }))} here={2} />);
    const panel = screen.getByRole('region', { name: 'At the table' });
    expect(within(panel).getByText('2 of 3 here now')).toBeTruthy();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Ada (GM)', 'Pia (you)', 'Quin']);
    expect(items.map((li) => within(li).getByRole('img').getAttribute('aria-label'))).toEqual([
      'here',
      'away',
      'here',
    ]);
  });

  it('claims nothing about presence before the server has said it', () => {
    render(<MembersPanel members={members} here={undefined} />);
    const panel = screen.getByRole('region', { name: 'At the table' });
    expect(within(panel).queryByText(/here now/)).toBeNull();
    expect(within(panel).queryAllByRole('img')).toEqual([]);
  });
});
