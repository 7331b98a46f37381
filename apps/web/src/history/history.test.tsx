import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.js';
import { exportHistory, HISTORY_KEY, isHistoryEntry } from './history-entry.js';
import { facesText, whenText } from './history-text.js';

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
    const entries = within(history()).getAllByRole('button', { name: /^Replay: / });
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

  it('says who played, which test, the faces and when', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('Save this input as'), { target: { value: 'Olaf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save character' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Characters' })).getByRole('button', { name: 'Olaf' }),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    fireEvent.change(screen.getByLabelText('Faces, in order'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve with these dice' }));
    const [entry] = within(history()).getAllByRole('listitem');
    expect(entry!.textContent).toContain('Olaf · Check · d20 roll-under · real dice');
    expect(entry!.textContent).toContain('1d20: 15');
    const time = within(entry!).getByText('just now');
    expect(new Date(time.getAttribute('datetime')!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(time.getAttribute('title')).toBeTruthy();

    // A contest names its sides, from the outcome.
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    fireEvent.change(screen.getByLabelText('Test', { selector: 'select' }), {
      target: { value: 'directed-contest' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(within(history()).getAllByRole('listitem')[0]!.textContent).toContain(
      'Sorcerer and Knight · Directed',
    );
  });

  it('replays a roll of real dice exactly: the same input and faces, the same outcome', () => {
    renderApp();
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), {
      target: { value: '2d6-pool' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    fireEvent.change(screen.getByLabelText('Faces, in order'), { target: { value: '6 2 5 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve with these dice' }));
    const status = () => within(screen.getByRole('region', { name: 'Roll' })).getByRole('status');
    const outcome = status().querySelector('.outcome')!.textContent!;
    fireEvent.click(screen.getByRole('switch', { name: 'I rolled real dice' }));
    fireEvent.change(screen.getByLabelText(/^Difficulty/), { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText('System', { selector: 'select' }), { target: { value: 't13' } });
    fireEvent.click(within(history()).getByRole('button', { name: /^Replay: / }));
    expect(screen.getByLabelText('System', { selector: 'select' })).toHaveProperty('value', '2d6-pool');
    expect(screen.getByLabelText(/^Difficulty/)).toHaveProperty('value', '8');
    expect(status().querySelector('.outcome')!.textContent).toBe(
      outcome.replace(/^Check/, 'From the history: Check'),
    );
  });

  it('reads times and faces as people do', () => {
    const now = new Date('2026-01-02T10:00:00Z');
    expect(whenText('2026-01-02T09:59:40Z', now)).toBe('just now');
    expect(whenText('2026-01-02T09:55:00Z', now)).toBe('5 minutes ago');
    expect(whenText('2026-01-02T07:00:00Z', now)).toBe('3 hours ago');
    expect(whenText('2025-12-30T10:00:00Z', now)).toMatch(/2025/);
    const die = (face: number, sides: number) => ({
      face,
      sides,
      kept: true,
      group: 'pool',
      source: 'entered' as const,
    });
    expect(facesText({ dice: [die(4, 20), die(2, 20), die(5, 6)] })).toBe('2d20: 4 2, 1d6: 5');
    expect(facesText({ dice: Array.from({ length: 1000 }, () => die(3, 6)) })).toBe(
      `1000d6: ${Array(12).fill(3).join(' ')} and 988 more`,
    );
  });
});
