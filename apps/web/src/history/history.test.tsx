import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.js';
import { exportHistory, HISTORY_KEY, isHistoryEntry } from './history-entry.js';

const history = () => screen.getByRole('region', { name: 'History' });

describe('History', () => {
  it('keeps each roll in the browser with a share link, and clears it', () => {
    const first = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    const stored = JSON.parse(localStorage.getItem(HISTORY_KEY)!);
    expect(stored).toHaveLength(2);
    expect(stored.every(isHistoryEntry)).toBe(true);
    expect(stored[0].record).toMatchObject({
      format: 'verdict-play-record/1',
      status: 'finished',
      system: { id: 'd20-roll-under' },
      test: 'check',
      mode: 'whole',
    });
    const links = within(history()).getAllByRole('link');
    expect(links[0]!.getAttribute('href')).toContain(`seed=${stored[0].record.seed}`);
    first.unmount();

    renderApp(); // a reload: the history is still there
    expect(within(history()).getAllByRole('listitem')).toHaveLength(2);
    vi.spyOn(globalThis, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(within(history()).getByText(/No rolls yet/)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual([]);
  });

  it('shows a past roll again, exactly', () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    const status = () => within(screen.getByRole('region', { name: 'Roll' })).getByRole('status');
    const before = status().querySelector('.outcome')!.textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    const entries = within(history()).getAllByRole('button', { name: /^Show roll/ });
    fireEvent.click(entries[1]!);
    expect(status().querySelector('.outcome')!.textContent).toBe(
      before.replace(/^Check/, 'From the history: Check'),
    );
  });

  it('exports the rolls as a JSON document', () => {
    const json = JSON.parse(exportHistory([], new Date('2026-01-02T03:04:05Z')));
    expect(json).toEqual({
      app: 'verdict-web',
      version: 2,
      exportedAt: '2026-01-02T03:04:05.000Z',
      rolls: [],
    });
  });

  it('ignores damaged storage instead of crashing', () => {
    localStorage.setItem(HISTORY_KEY, '{not json');
    renderApp();
    expect(within(history()).getByText(/No rolls yet/)).toBeTruthy();
  });
});
