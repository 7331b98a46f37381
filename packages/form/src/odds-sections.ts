import { type DisplayFact, type DisplayLabels, oddsFacts } from './display.js';
import { type HeadlineFact, oddsHeadline } from './headline.js';
import { type OddsTable, oddsTables } from './odds-tables.js';

/** A test's odds as people read them: the headline first, then single facts and tables (the tiers are `outcomes`). */
export interface OddsSections {
  /** The total chance of each kind of result, then the test's own headline numbers. */
  readonly headline: readonly HeadlineFact[];
  /** Extras that are one number, less those the headline already says. */
  readonly facts: readonly DisplayFact[];
  /** Every structured extra as a table, less those the headline already says. */
  readonly tables: readonly OddsTable[];
}

/**
 * The odds in the order every frontend shows them: an extra whose key is also a headline item's (an extended
 * test's `expectedTurns`, T13's `crisis`) is said once, in the headline.
 *
 * @example
 * oddsSections(odds, labels).headline.map((fact) => fact.label); // ['Success', 'Failure', 'Chance of a Proficiency Crisis']
 */
export function oddsSections(odds: Readonly<Record<string, unknown>>, labels?: DisplayLabels): OddsSections {
  const headline = oddsHeadline(odds, labels);
  const said = new Set(headline.map((fact) => fact.key));
  return {
    headline,
    facts: oddsFacts(odds, labels).facts.filter((fact) => !said.has(fact.key)),
    tables: oddsTables(odds, labels).filter((table) => !said.has(table.key)),
  };
}
