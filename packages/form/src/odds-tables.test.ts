import { describe, expect, it } from 'vitest';
import { manifestOf, oddsOf } from './fixtures/captured.js';
import { oddsTables } from './odds-tables.js';

describe('oddsTables', () => {
  it('turns a distribution into rows with at-least and at-most columns that match brute force', () => {
    const { labels } = manifestOf('2d6-pool', 'check');
    const odds = oddsOf('2d6-pool/check rating 2 difficulty 8');
    const table = oddsTables(odds, labels).find((t) => t.key === 'distribution')!;
    expect(table.columns.map((c) => c.label)).toEqual(['Value', 'Probability', 'At least', 'At most']);
    expect(odds.pool).toMatchObject({ dice: 4, keep: 'highest' });
    // Brute force over the pool, four d6 keeping the highest two: a total of at least 7, and at most 7.
    let atLeast7 = 0;
    let atMost7 = 0;
    for (let roll = 0; roll < 6 ** 4; roll += 1) {
      const faces = [0, 1, 2, 3].map((die) => (Math.floor(roll / 6 ** die) % 6) + 1).sort((a, b) => b - a);
      const total = faces[0]! + faces[1]!;
      if (total >= 7) atLeast7 += 1 / 6 ** 4;
      if (total <= 7) atMost7 += 1 / 6 ** 4;
    }
    const seven = table.rows.find((row) => row[0] === '7')!;
    expect(seven[2]).toBe(`${(atLeast7 * 100).toFixed(1)}%`);
    expect(seven[3]).toBe(`${(atMost7 * 100).toFixed(1)}%`);
    expect(table.distribution).toHaveLength(11);
    expect(table.distribution![0]).toEqual({ label: '2', probability: 1 / 6 ** 4 });
  });

  it('shows every structured extra of every real test as text, never JSON', () => {
    const cases = [
      { system: '2d6-pool', test: 'extended', odds: '2d6-pool/extended example' },
      { system: 't13', test: 'dice', odds: 't13/dice example' },
    ];
    for (const request of cases) {
      const odds = oddsOf(request.odds);
      const tables = oddsTables(odds, manifestOf(request.system, request.test).labels);
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) {
        for (const row of table.rows) {
          expect(row).toHaveLength(table.columns.length);
          for (const text of row) expect(text).not.toMatch(/[{}[\]"]/);
        }
      }
    }
  });

  it('keeps a 10,000-turn extended test’s table whole and ordered', () => {
    const turns = Array.from({ length: 10_000 }, (_, index) => ({
      turn: index + 1,
      probability: 1 / 10_000,
      within: (index + 1) / 10_000,
    }));
    const [table] = oddsTables({ outcomes: [], turns });
    expect(table!.rows).toHaveLength(10_000);
    // The system's own `within` is the "At most", said once (issue 37, U11).
    expect(table!.columns.map((column) => column.key)).toEqual(['turn', 'probability', 'atLeast', 'atMost']);
    expect(table!.rows[0]!.at(-2)).toBe('100%');
    expect(table!.rows.at(-1)!.at(-1)).toBe('100%');
  });

  it('reads an object as a table of names and values, and an object of lists as one table per key', () => {
    const tables = oddsTables({
      outcomes: [],
      totals: { tested: 132, opposing: 111 },
      byCase: { penalty: [{ label: 'Win', probability: 0.5 }], bonus: [{ label: 'Win', probability: 0.6 }] },
    });
    expect(tables.map((t) => t.title)).toEqual(['Totals', 'By case: Penalty', 'By case: Bonus']);
    expect(tables[0]!.rows).toEqual([
      ['Tested', '132'],
      ['Opposing', '111'],
    ]);
    expect(tables[1]!.distribution).toEqual([{ label: 'Win', probability: 0.5 }]);
  });

  it('says a contest’s endings and winners in the test’s words, not its code words', () => {
    const odds = oddsOf('d20-roll-under/directed-contest example');
    const tables = oddsTables(odds, manifestOf('d20-roll-under', 'directed-contest').labels);
    const text = tables.flatMap((table) => table.rows.flat()).join(' ');
    expect(text).not.toMatch(/\b(attacker|target)\b|-critical-/);
    expect(text).toMatch(/Attacker/);
  });

  it('orders a distribution by its only number when the key is the system’s own, and reads ties as exact', () => {
    const successes = [0, 1, 2, 3, 4].map((count) => ({
      successes: count,
      probability: [1, 4, 6, 4, 1][count]! / 16,
    }));
    const [table] = oddsTables({ outcomes: [], successes });
    expect(table!.columns.map((c) => c.label)).toEqual(['Successes', 'Probability', 'At least', 'At most']);
    expect(table!.rows.find((row) => row[0] === '1')![3]).toBe('31.3%');
    expect(table!.distribution).toHaveLength(5);
    // A d80's running sum of 1/80s reaches 0.11249999999999999 at 9: exactly 9/80 = 11.25%, which reads 11.3%.
    const d80 = Array.from({ length: 80 }, (_, index) => ({ value: index + 1, probability: 1 / 80 }));
    const nine = oddsTables({ outcomes: [], d80 })[0]!.rows.find((row) => row[0] === '9')!;
    expect(nine[3]).toBe('11.3%');
  });
});
