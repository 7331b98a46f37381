// A Mutual Contest shows its sides in one order in every table: the first party (as the input lists them) first,
// whichever party has the higher Wits and tests first as Party A. The web's tables and chart, the CLI's tables and
// Discord's odds embed all draw from these sections (`oddsSections`), and room sentences name the winner.
import { oddsTest } from '@verdict/core';
import { oddsSections } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { manifestOf, registry } from './manifests.test-helper.js';

const labels = manifestOf('d20-roll-under', 'mutual-contest').labels as never;

/** Each line's side: 'first' when it names the first party's win, 'second' for the second's, else undefined. */
const sideOf = (text: string) =>
  /^(First party|Ragnhild) wins/.test(text)
    ? 'first'
    : /^(Second party|Sven) wins/.test(text)
      ? 'second'
      : undefined;

/** Whether every 'first' comes before every 'second'. */
function firstPartyFirst(sides: readonly (string | undefined)[]): boolean {
  const shown = sides.filter((side) => side !== undefined);
  return shown.join(',') === [...shown].sort().join(',');
}

describe("a Mutual Contest's sides keep the input's order in every table", () => {
  for (const [case_, parties] of [
    [
      'the first party has the higher Wits',
      [
        { name: 'Ragnhild', will: 14, wits: 12 },
        { name: 'Sven', will: 11, wits: 10 },
      ],
    ],
    [
      'the second party has the higher Wits (and tests first)',
      [
        { name: 'Ragnhild', will: 14, wits: 10 },
        { name: 'Sven', will: 11, wits: 12 },
      ],
    ],
  ] as const) {
    it(`${case_}: the headline, the outcomes and the endings table list the first party first`, () => {
      const odds = oddsTest(registry, {
        system: 'd20-roll-under',
        test: 'mutual-contest',
        input: { parties },
      });
      const { headline, tables } = oddsSections(odds, labels);
      const headlineSides = headline.map((fact) => sideOf(fact.label));
      expect(headlineSides.filter(Boolean)).toEqual(['first', 'second']);
      expect(firstPartyFirst(odds.outcomes.map((outcome) => sideOf(outcome.label)))).toBe(true);
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) {
        const labelColumn = table.columns.findIndex((column) => column.key === 'label');
        if (labelColumn < 0) continue;
        const sides = table.rows.map((row) => sideOf(row[labelColumn] ?? ''));
        expect(sides.some(Boolean), table.title).toBe(true);
        expect(
          firstPartyFirst(sides),
          `${table.title}: ${table.rows.map((r) => r[labelColumn]).join(' / ')}`,
        ).toBe(true);
      }
    });
  }
});
