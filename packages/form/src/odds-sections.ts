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
 * test's `expectedTurns`, T13's `crisis`, or a kind of result: the 2d6 Check's `success` beside the headline's
 * Success) is said once, in the headline; so is a variant of a headline number that reads the same (an extended
 * test's expected turns without a turn limit, when the limit changes nothing).
 *
 * @example
 * oddsSections(odds, labels).headline.map((fact) => fact.label); // ['Success', 'Failure', 'Chance of a Proficiency Crisis']
 */
export function oddsSections(odds: Readonly<Record<string, unknown>>, labels?: DisplayLabels): OddsSections {
  const headline = oddsHeadline(odds, labels);
  const said = new Set(headline.map((fact) => fact.key.replace(/^result\./, '')));
  // `success.probability` is the headline's Success too (the 2d6 Check's, issue 38 N13).
  const saidAlready = (key: string) => said.has(key) || said.has(key.split('.')[0]!);
  const sameAsHeadline = (fact: DisplayFact) =>
    headline.some((h) => fact.key.startsWith(h.key) && fact.text === h.text);
  return {
    headline,
    facts: oddsFacts(odds, labels).facts.filter((fact) => !saidAlready(fact.key) && !sameAsHeadline(fact)),
    tables: oddsTables(odds, labels).filter((table) => !saidAlready(table.key)),
  };
}
