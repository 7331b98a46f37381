import { fireEvent, render, screen, within } from '@testing-library/react';
import { describeRegistry } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { registry } from '../test/render-app.js';
import { computeTestOdds } from '../workers/compute-odds.js';
import { OddsPanel } from './odds-panel.js';
import { PAGE_SIZE } from './paged-table.js';

const odds = (system: string, test: string, input: unknown) =>
  computeTestOdds(registry, { kind: 'test', system, test, input });

/** Four d6 keeping the highest two, by brute force: the chance of a total of at least and at most `total`. */
function pool4kh2(total: number) {
  let atLeast = 0;
  let atMost = 0;
  for (let roll = 0; roll < 6 ** 4; roll++) {
    const faces = [0, 1, 2, 3].map((die) => (Math.floor(roll / 6 ** die) % 6) + 1).sort((a, b) => b - a);
    const sum = faces[0]! + faces[1]!;
    if (sum >= total) atLeast++;
    if (sum <= total) atMost++;
  }
  return { atLeast: atLeast / 6 ** 4, atMost: atMost / 6 ** 4 };
}

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

describe('OddsPanel', () => {
  it('puts the headline first: the chance of each kind of result, exactly, then the tiers', () => {
    // Olaf: Fishing 12, -3 poor tackle: effective 9, so a success is a roll of 1 to 9 on a d20.
    const result = odds('d20-roll-under', 'check', {
      value: 12,
      modifiers: [{ label: 'Poor tackle', amount: -3 }],
    });
    render(<OddsPanel result={result} stale={false} of="Check (d20 roll-under)" />);
    const headline = screen.getByLabelText('Headline odds of Check (d20 roll-under)');
    const bars = screen.getByRole('list', { name: 'Odds of each outcome' });
    expect(headline.compareDocumentPosition(bars) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const facts = [...headline.querySelectorAll('.headline-fact')].map((fact) => fact.textContent);
    expect(facts).toEqual(['Success45.0%exactly 9/20', 'Failure55.0%exactly 11/20']);
  });

  it('shows a distribution as a chart and a table with at least and at most, matching brute force', () => {
    render(<OddsPanel result={odds('2d6-pool', 'check', { rating: 2, difficulty: 8 })} stale={false} />);
    const chart = screen.getByRole('img', { name: /^Chart of Distribution: 11 columns from 2 to 12/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(11);
    const table = screen.getByRole('table', { name: 'Distribution' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Value', 'Probability', 'At least', 'At most']);
    const seven = within(table).getByRole('rowheader', { name: '7' }).closest('tr')!;
    const cells = [...seven.querySelectorAll('td')].map((td) => td.textContent);
    const exact = pool4kh2(7);
    expect(cells.slice(1)).toEqual([percent(exact.atLeast), percent(exact.atMost)]);
  });

  it('pages a 10,000-turn extended test: never more than one page of rows in the page', () => {
    const result = odds('2d6-pool', 'extended', {
      difficulty: 11,
      progressRequired: 50,
      participants: [{ name: 'Grog', rating: 0 }],
      maxTurns: 10_000,
    });
    expect(result.ok && result.tables.find((t) => t.key === 'turns')?.rows).toHaveLength(10_000);
    const { container } = render(<OddsPanel result={result} stale={false} />);
    const rowCount = () => container.querySelectorAll('tbody tr').length;
    expect(rowCount()).toBeLessThanOrEqual(PAGE_SIZE * 2);
    expect(container.querySelectorAll('rect').length).toBeLessThanOrEqual(60);
    const pages = screen.getByRole('navigation', { name: 'Pages of Turns' });
    fireEvent.click(within(pages).getByRole('button', { name: 'First' }));
    const table = screen.getByRole('table', { name: /^Turns, rows 1 to 50 of 10,000$/ });
    expect(within(table).getAllByRole('rowheader')[0]!.textContent).toBe('1');
    fireEvent.click(within(pages).getByRole('button', { name: 'Last' }));
    const last = screen.getByRole('table', { name: /^Turns, rows 9,951 to 10,000 of 10,000$/ });
    const rows = within(last).getAllByRole('rowheader');
    expect(rows.at(-1)!.textContent).toBe('10,000');
    expect(rowCount()).toBeLessThanOrEqual(PAGE_SIZE * 2);
    // The last turn's "at most" is certain: every way the test ends is within 10,000 turns or unresolved.
    expect(rows.at(-1)!.closest('tr')!.lastElementChild!.textContent).toBe('100%');
    fireEvent.click(within(pages).getByRole('button', { name: `Previous ${PAGE_SIZE}` }));
    expect(screen.getByRole('table', { name: /^Turns, rows 9,901 to 9,950 of 10,000$/ })).toBeTruthy();
  });

  it('shows no JSON for any example of any test', () => {
    for (const system of describeRegistry(registry).systems) {
      for (const test of system.tests) {
        for (const example of test.examples) {
          const result = odds(system.id, test.id, example.input);
          const { container, unmount } = render(<OddsPanel result={result} stale={false} />);
          expect(container.textContent, `${system.id}/${test.id}: ${example.title}`).not.toMatch(
            /[{}"]|\[\{/,
          );
          unmount();
        }
      }
    }
  });

  it('says it is computing while new odds are worked out, once they take more than a moment', async () => {
    const result = odds('2d6-pool', 'check', { rating: 2, difficulty: 8 });
    const { rerender } = render(<OddsPanel result={result} stale={false} />);
    const region = screen.getByRole('region', { name: 'Odds' });
    expect(within(region).getByRole('status').textContent).toBe('');
    rerender(<OddsPanel result={result} stale={true} />);
    expect(region.querySelector('.odds-content')?.getAttribute('aria-busy')).toBe('true');
    expect(await within(region).findByText('Computing the odds…')).toBeTruthy();
    rerender(<OddsPanel result={undefined} stale={false} />);
    expect(within(region).getByRole('status').textContent).toBe('');
    expect(within(region).getByText('Fix the input above to see the odds.')).toBeTruthy();
  });

  // Issue 37, U11: Progress 300 at Difficulty 11 opened on turns 1 to 50, all "0%"; the mass is near turn 4,050.
  it('opens a long table on the page of its most likely row', () => {
    const result = odds('2d6-pool', 'extended', {
      difficulty: 11,
      progressRequired: 300,
      participants: [{ name: 'Grog', rating: 0 }],
      maxTurns: 10_000,
    });
    render(<OddsPanel result={result} stale={false} />);
    const table = screen.getByRole('table', { name: /^Turns, rows [\d,]+ to [\d,]+ of 10,000$/ });
    const turns = within(table)
      .getAllByRole('rowheader')
      .map((th) => Number(th.textContent!.replace(/,/g, '')));
    const turnsTable = result.ok ? result.tables.find((t) => t.key === 'turns')! : undefined;
    const points = turnsTable!.distribution!;
    const most = points.reduce((best, p, i) => (p.probability > points[best]!.probability ? i : best), 0);
    expect(turns).toContain(most + 1);
    expect(most + 1).toBeGreaterThan(3_000);
    // Its title is said once on screen: the heading; the caption names the table for assistive technology only.
    expect(table.querySelector('caption')!.className).toBe('visually-hidden');
  });

  // Issue 37, U9: T13's Dice Test drew five charts for two to five values each.
  it('draws no chart for a short or named distribution: its table says it', () => {
    const manifest = describeRegistry(registry).systems.find((system) => system.id === 't13')!;
    const example = manifest.tests.find((test) => test.id === 'dice')!.examples[0]!;
    const result = odds('t13', 'dice', example.input);
    const { container } = render(<OddsPanel result={result} stale={false} />);
    expect(result.ok && result.tables.length).toBeGreaterThan(3);
    expect(container.querySelectorAll('.odds-chart')).toHaveLength(0);
    expect(screen.getAllByRole('table').length).toBeGreaterThan(3);
  });
});
