/**
 * @module
 * The cells and columns of odds tables: values in words (percentages, lists, a contest's winners by name), and
 * the columns of code words left out.
 */
import { type DisplayLabels, formatNumber, winnerLabel } from './display.js';
import { isRecord } from './json-schema.js';
import { humanize } from './labels.js';
import type { OddsColumn } from './odds-tables.js';

/** Keys whose numbers are probabilities, read as percentages. */
export const PERCENT_KEY = /probab|chance|within|^at(Least|Most)$/i;

/**
 * A column of a system's code words ('target-critical-failure'), or an outcome's `result` and `tier`, beside a
 * `label` column that says them in the rules' words: left out, like `oddsFacts` leaves out unnamed code words. The
 * test's labels can name it to keep it.
 */
export function codeWords(
  entries: readonly Readonly<Record<string, unknown>>[],
  key: string,
  labels: DisplayLabels | undefined,
): boolean {
  if (key === 'label' || key === 'winner' || labels?.fields?.[key] !== undefined) return false;
  if (!entries.every((entry) => typeof entry.label === 'string')) return false;
  // An outcome's kind of result (`success`) and its tier (`-3`) are for programs: the label says them in words
  // (issue 38, N13).
  if (key === 'result' || key === 'tier') return true;
  const values = entries.map((entry) => entry[key]);
  return (
    values.every((value) => typeof value === 'string' && CODE_WORD.test(value)) &&
    values.some((value) => (value as string).includes('-'))
  );
}

/** Lower-case words joined by hyphens: how a system names a value for programs, not for people. */
const CODE_WORD = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A cell, with a contest's winner by the test's name for it ("attacker" -> "Attacker"). */
export function named(key: string, value: unknown, labels: DisplayLabels | undefined): string {
  return key === 'winner' && typeof value === 'string' ? winnerLabel(value, labels) : cell(key, value);
}

export function column(
  table: string,
  key: string,
  labels: DisplayLabels | undefined,
  numeric: boolean,
): OddsColumn {
  return { key, label: labels?.odds?.[`${table}.${key}`]?.label ?? humanize(key), numeric };
}

/** A cell's text: probabilities as percentages, lists and objects in words ("a: 1, b: 2"), never JSON. */
export function cell(key: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number')
    return formatNumber(value, PERCENT_KEY.test(key) && value >= 0 && value <= 1 ? 'percent' : 'number');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map((item) => cell(key, item)).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([inner, innerValue]) => `${humanize(inner)}: ${cell(inner, innerValue)}`)
      .join(', ');
  return String(value);
}
