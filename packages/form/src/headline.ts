import { type DisplayLabels, formatNumber } from './display.js';
import { addFractions } from './fraction.js';
import { isRecord } from './json-schema.js';
import { formatPercent, formatShares } from './probability.js';

/** How a headline number reads. */
export type HeadlineFormat = 'percent' | 'number' | 'integer';

/** One number to put first: the chance of success, of each kind of result, then the test's own. */
export interface HeadlineFact {
  /** `result.success`, `result.failure`, …, or the system's key (`crisis`, `expectedTurns`, `side.attacker`). */
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly format: HeadlineFormat;
  /** The value as people read it ("37.5%", "2.34"). */
  readonly text: string;
  /** The exact value, "numerator/denominator", when every part of it was exact. */
  readonly fraction?: string;
  readonly help?: string;
  /** 'result': a kind of result every test has; 'system': a number the test itself puts first. */
  readonly source: 'result' | 'system';
}

const RESULT_ORDER = ['success', 'failure', 'stalemate', 'unresolved'];
const RESULT_LABEL: Readonly<Record<string, string>> = {
  success: 'Success',
  failure: 'Failure',
  stalemate: 'Stalemate',
  unresolved: 'Unresolved',
};

/**
 * The numbers people look for first in a test's odds: the total chance of each kind of result that can happen
 * (success first; left out for a contest whose headline gives each side's chance, `side.*`), then the headline numbers the test itself gives (`odds.headline`: a Proficiency Crisis
 * chance, an extended test's expected and median turns, a contest's chance for each side). Frontends show these
 * before the tiers; nothing here is specific to a system.
 *
 * @example
 * oddsHeadline({ outcomes: [
 *   { label: 'Success', result: 'success', tier: 1, probability: 0.25, fraction: '1/4' },
 *   { label: 'Failure', result: 'failure', tier: -1, probability: 0.75, fraction: '3/4' },
 * ] }).map((fact) => `${fact.label} ${fact.text}`);
 * // ['Success 25.0%', 'Failure 75.0%']
 */
export function oddsHeadline(
  odds: Readonly<Record<string, unknown>>,
  labels?: DisplayLabels,
): HeadlineFact[] {
  const system = systemHeadline(odds, labels);
  // A contest's sides ("Abbot wins", "Neither wins") say who wins; its Success and Failure would only repeat the
  // first side's chance under another name.
  const results = system.some((fact) => fact.key.startsWith('side.')) ? [] : resultTotals(odds);
  const percents = system.filter((fact) => fact.format === 'percent');
  return [
    ...sumTo100(results),
    ...system.map((fact) => sumTo100(percents).find((shared) => shared.key === fact.key) ?? fact),
  ];
}

/**
 * Facts whose values make up the whole (each kind of result; a contest's sides and "neither") read as parts that
 * add up to 100%, not 99.9%; others keep their own text.
 */
function sumTo100(facts: readonly HeadlineFact[]): HeadlineFact[] {
  const texts = formatShares(facts.map((fact) => fact.value));
  return facts.map((fact, index) => ({ ...fact, text: texts[index]! }));
}

function resultTotals(odds: Readonly<Record<string, unknown>>): HeadlineFact[] {
  const outcomes = Array.isArray(odds.outcomes) ? odds.outcomes.filter(isRecord) : [];
  const totals = new Map<string, { value: number; fractions: (string | undefined)[] }>();
  for (const outcome of outcomes) {
    const result = String(outcome.result ?? '');
    const probability = typeof outcome.probability === 'number' ? outcome.probability : 0;
    const total = totals.get(result) ?? { value: 0, fractions: [] };
    total.value += probability;
    total.fractions.push(typeof outcome.fraction === 'string' ? outcome.fraction : undefined);
    totals.set(result, total);
  }
  return [...totals]
    .filter(([, total]) => total.value > 0)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([result, total]) => {
      const fraction = addFractions(total.fractions);
      return {
        key: `result.${result}`,
        label: RESULT_LABEL[result] ?? result,
        value: Math.min(1, total.value),
        format: 'percent' as const,
        text: formatPercent(Math.min(1, total.value)),
        ...(fraction === undefined ? {} : { fraction }),
        source: 'result' as const,
      };
    });
}

function systemHeadline(odds: Readonly<Record<string, unknown>>, labels?: DisplayLabels): HeadlineFact[] {
  if (!Array.isArray(odds.headline)) return [];
  const facts: HeadlineFact[] = [];
  for (const item of odds.headline) {
    if (!isRecord(item) || typeof item.key !== 'string' || typeof item.value !== 'number') continue;
    if (!Number.isFinite(item.value)) continue;
    const named = labels?.odds?.[item.key];
    const format: HeadlineFormat =
      item.format === 'percent' || item.format === 'integer' || item.format === 'number'
        ? item.format
        : (named?.format ?? 'number');
    const label = typeof item.label === 'string' ? item.label : (named?.label ?? item.key);
    const help = typeof item.help === 'string' ? item.help : named?.help;
    facts.push({
      key: item.key,
      label,
      value: item.value,
      format,
      text: formatNumber(item.value, format),
      ...(typeof item.fraction === 'string' ? { fraction: item.fraction } : {}),
      ...(help ? { help } : {}),
      source: 'system',
    });
  }
  return facts;
}

function rank(result: string): number {
  const index = RESULT_ORDER.indexOf(result);
  return index < 0 ? RESULT_ORDER.length : index;
}
