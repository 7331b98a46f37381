// Issue 38 (N13): the CLI's odds still showed raw outcome fields and a number twice, where the web shows the same
// tables: a contest's tables had `Result success` and `Tier -3` columns beside a label that says them in words, and
// the 2d6 Check's "Chance of success" (the system's `success.probability`) repeated the headline's Success.
import { describe, expect, it } from 'vitest';
import { outcomeFacts } from './display.js';
import { manifestOf, oddsOf } from './fixtures/captured.js';
import { oddsSections } from './odds-sections.js';
import { oddsTables } from './odds-tables.js';

describe('odds in words, each number once (issue 38, N13)', () => {
  it("a contest's tables name each ending and its winner, without the result and tier codes", () => {
    const { labels } = manifestOf('d20-roll-under', 'directed-contest');
    const { tables } = oddsSections(oddsOf('d20-roll-under/directed-contest example'), labels);
    // The example says Penalty, so its "By critical success: Penalty" table (the Endings again) is not shown (issue
    // 37, N10); the label names the winner, so the Winner column goes too (issue 37, U5).
    const critical = tables.filter((table) => table.key.startsWith('byCriticalSuccess.'));
    expect(critical.map((table) => table.key)).toEqual(['byCriticalSuccess.automatic']);
    const [automatic] = critical;
    expect(automatic!.columns.map((column) => column.key)).toEqual(['label', 'probability']);
    expect(automatic!.rows.every((row) => row.length === 2)).toBe(true);
    expect(automatic!.rows.map((row) => row[0])).toContain('Attacker wins (critical)');
    expect(automatic!.rows.flat()).not.toContain('success');
  });

  it("the 2d6 Check's success chance is said once, in the headline, with the system's labels too", () => {
    const { labels } = manifestOf('2d6-pool', 'check');
    const sections = oddsSections(oddsOf('2d6-pool/check rating 2 difficulty 8'), labels);
    expect(sections.headline.map((fact) => `${fact.label} ${fact.text}`)).toContain('Success 82.6%');
    expect(sections.facts.map((fact) => fact.label)).not.toContain('Chance of success');
  });

  it("a resolved outcome's facts do not repeat the result its label already says", () => {
    const strong = { label: 'Strong Success', result: 'success', tier: 2, margin: 9 };
    expect(outcomeFacts(strong).map((fact) => `${fact.label} ${fact.text}`)).toEqual(['Margin +9']);
    const degrees = { label: 'Success, 3 degrees', result: 'success', tier: 3, degrees: 3, total: 11 };
    expect(outcomeFacts(degrees).map((fact) => fact.label)).not.toContain('Result');
    // A label that does not say its result keeps it: "Attack fails" is a failure.
    const fails = { label: 'Attack fails', result: 'failure', tier: -1 };
    expect(outcomeFacts(fails).map((fact) => `${fact.label} ${fact.text}`)).toEqual(['Result Failure']);
  });

  // A certain T13 Value Test: its Success levels table read "At least 100%, At most 100%" with neither the level nor
  // its chance, both taken for a running sum (value 1 and probability 1 equal the one "At most").
  it('a one-row distribution keeps its value and its chance', () => {
    const [table] = oddsTables({
      outcomes: [],
      successLevels: [{ value: 1, probability: 1, fraction: '1/1' }],
    });
    expect(table!.columns.map((column) => column.key)).toEqual(['value', 'probability', 'atLeast', 'atMost']);
    expect(table!.rows).toEqual([['1', '100%', '100%', '100%']]);
  });
});
