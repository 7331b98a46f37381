import { type DisplayLabels, formatNumber, oddsFacts, oddsParties, partyNamedLabel } from './display.js';
import { isRecord } from './json-schema.js';
import { humanize } from './labels.js';
import { cell, codeWords, column, named, PERCENT_KEY } from './odds-cells.js';

/** One column of an odds table. */
export interface OddsColumn {
  readonly key: string;
  readonly label: string;
  /** Numbers read right-aligned; text left. */
  readonly numeric: boolean;
}

/** One point of a distribution, for a chart: what happened and its chance. */
export interface DistributionPoint {
  readonly label: string;
  readonly probability: number;
}

/**
 * One of a test's odds extras that is more than one number (a distribution, the chance of each Crisis, a
 * contest's endings), as a table of text cells: no JSON on anyone's screen.
 */
export interface OddsTable {
  /** The extra's key (`distribution`, `turns`, `byCriticalSuccess.penalty`). */
  readonly key: string;
  readonly title: string;
  readonly help?: string;
  readonly columns: readonly OddsColumn[];
  /** One row per entry, one text cell per column. */
  readonly rows: readonly (readonly string[])[];
  /**
   * Present when each row is the chance of one value: the points in order, to draw as a chart. For ordered
   * values (totals, turns, levels) the table has "At least" and "At most" columns.
   */
  readonly distribution?: readonly DistributionPoint[];
}

const VALUE_KEYS = ['value', 'total', 'turn', 'tier', 'successLevels', 'failureLevels'];

/**
 * The odds extras that are not one fact, as tables in the test's words: an array of entries becomes a table
 * with a column per key (probabilities as percentages); an ordered distribution (a `probability` per `value`,
 * `turn`, `tier`…) gains "At least" and "At most" columns and chart points; an object becomes a table of its
 * keys and values; an object of arrays becomes a table per key. The single facts stay with `oddsFacts`.
 *
 * @example
 * oddsTables({ outcomes: [], distribution: [{ value: 1, probability: 0.5 }, { value: 2, probability: 0.5 }] })[0].rows;
 * // [['1', '50.0%', '100%', '50.0%'], ['2', '50.0%', '50.0%', '100%']]
 */
export function oddsTables(odds: Readonly<Record<string, unknown>>, labels?: DisplayLabels): OddsTable[] {
  const tables: OddsTable[] = [];
  const naming = namingOf(odds, labels);
  const tiers = tierNames(odds.outcomes);
  for (const [key, rawValue] of oddsFacts(odds, labels).rest) {
    const value = naming.entries(rawValue);
    const title = labels?.odds?.[key]?.label ?? humanize(key);
    const help = labels?.odds?.[key]?.help;
    if (isRecord(value) && Object.values(value).every(Array.isArray)) {
      for (const [inner, entries] of Object.entries(value)) {
        const table = tableOf(
          `${key}.${inner}`,
          `${title}: ${humanize(inner)}`,
          entries as unknown[],
          naming.labels,
        );
        if (table) tables.push(table);
      }
      continue;
    }
    const table = Array.isArray(value)
      ? tableOf(key, title, value, naming.labels, tiers)
      : isRecord(value)
        ? recordTable(key, title, value, labels)
        : undefined;
    if (table) tables.push(help ? { ...table, help } : table);
  }
  return withoutRepeats(tables);
}

/**
 * The tables less any that says again what an earlier one said (issue 37, N10): a contest's "By critical success:
 * Penalty" is its Endings when the input already says Penalty, outcome for outcome and chance for chance.
 */
function withoutRepeats(tables: readonly OddsTable[]): OddsTable[] {
  const said = new Set<string>();
  return tables.filter((table) => {
    const label = table.columns.findIndex((c) => c.key === 'label');
    const chance = table.columns.findIndex((c) => c.key === 'probability');
    if (label < 0 || chance < 0) return true;
    const key = JSON.stringify(table.rows.map((row) => [row[label], row[chance]]));
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
}

/**
 * A contest's outcome already says who won and how ("Ragnhild wins (critical)"): its `result` and `tier` are the
 * first side's view (a "failure" when the second side wins) and its `winner` a repeat, so its tables leave them out.
 */
const CONTEST_REPEATS = new Set(['result', 'tier', 'winner']);
const contestRows = (entries: readonly Readonly<Record<string, unknown>>[], labels?: DisplayLabels) =>
  labels?.winners !== undefined &&
  entries.every((entry) => typeof entry.label === 'string') &&
  entries.some((entry) => typeof entry.winner === 'string');

function tableOf(
  key: string,
  title: string,
  entries: unknown[],
  labels?: DisplayLabels,
  tiers?: ReadonlyMap<number, string>,
): OddsTable | undefined {
  if (entries.length === 0) return undefined;
  if (!entries.every(isRecord))
    return {
      key,
      title,
      columns: [column(key, 'value', labels, false)],
      rows: entries.map((e) => [cell('', e)]),
    };
  const contest = contestRows(entries, labels);
  const keys = [...new Set(entries.flatMap((entry) => Object.keys(entry)))].filter(
    (k) => k !== 'fraction' && !codeWords(entries, k, labels) && !(contest && CONTEST_REPEATS.has(k)),
  );
  const ordered = orderedDistribution(entries);
  const columns = keys.map((k) =>
    column(
      key,
      k,
      labels,
      entries.some((e) => typeof e[k] === 'number'),
    ),
  );
  let rows = entries.map((entry) => keys.map((k) => named(k, entry[k], labels)));
  let distribution: DistributionPoint[] | undefined;
  if (ordered) {
    const { valueKey, sorted } = ordered;
    // Tiers are numbers for programs; the rules name each by its outcome (T13's "Moderate Failure"; issue 38, N13).
    const byName =
      valueKey === 'tier' && tiers !== undefined && sorted.every((entry) => tiers.has(entry.tier as number));
    const valueCell = (entry: Readonly<Record<string, unknown>>, k: string) =>
      byName && k === valueKey ? tiers!.get(entry.tier as number)! : named(k, entry[k], labels);
    if (byName) {
      const at = columns.findIndex((c) => c.key === valueKey);
      columns[at] = { key: valueKey, label: 'Outcome', numeric: false };
    }
    const atMost: number[] = [];
    let sum = 0;
    for (const entry of sorted) {
      sum += entry.probability as number;
      atMost.push(sum);
    }
    const total = sum;
    // A column of the system's that already is the running sum (an extended test's `within`) would repeat the
    // "At most" cell for cell: it is left out (the JSON keeps it).
    // Only a chance column can be one; the value and its own chance never are (a certain outcome's one row has
    // value 1 and probability 1, both equal to its "At most").
    const cumulative = keys.filter(
      (k) =>
        k !== valueKey &&
        k !== 'probability' &&
        PERCENT_KEY.test(k) &&
        sorted.every(
          (entry, index) =>
            typeof entry[k] === 'number' && Math.abs((entry[k] as number) - atMost[index]!) <= 1e-9,
        ),
    );
    if (cumulative.length > 0) {
      keys.splice(0, keys.length, ...keys.filter((k) => !cumulative.includes(k)));
      columns.splice(0, columns.length, ...columns.filter((c) => !cumulative.includes(c.key)));
    }
    columns.push(
      { key: 'atLeast', label: 'At least', numeric: true },
      { key: 'atMost', label: 'At most', numeric: true },
    );
    rows = sorted.map((entry, index) => [
      ...keys.map((k) => valueCell(entry, k)),
      formatNumber(snap(total - (atMost[index - 1] ?? 0)), 'percent'),
      formatNumber(snap(atMost[index]!), 'percent'),
    ]);
    distribution = sorted.map((entry) => ({
      label: byName ? valueCell(entry, valueKey) : cell(valueKey, entry[valueKey]),
      probability: entry.probability as number,
    }));
  } else if (entries.every((entry) => typeof entry.probability === 'number')) {
    const name = keys.find((k) => k !== 'probability' && entries.every((e) => typeof e[k] === 'string'));
    if (name)
      distribution = entries.map((entry) => ({
        label: String(entry[name]),
        probability: entry.probability as number,
      }));
  }
  return { key, title, columns, rows, ...(distribution ? { distribution } : {}) };
}

/** Each tier's words: the labels of the odds' outcomes at that tier, each once ("Complete Failure / Grim Failure"). */
function tierNames(outcomes: unknown): ReadonlyMap<number, string> | undefined {
  if (!Array.isArray(outcomes)) return undefined;
  const names = new Map<number, string[]>();
  for (const outcome of outcomes) {
    if (!isRecord(outcome) || typeof outcome.tier !== 'number' || typeof outcome.label !== 'string') continue;
    const said = names.get(outcome.tier) ?? [];
    if (!said.includes(outcome.label)) said.push(outcome.label);
    names.set(outcome.tier, said);
  }
  return names.size === 0 ? undefined : new Map([...names].map(([tier, said]) => [tier, said.join(' / ')]));
}

/** Entries with a probability each and one numeric value to order them by: a distribution with a "less" and "more". */
function orderedDistribution(
  entries: readonly Readonly<Record<string, unknown>>[],
): { valueKey: string; sorted: Readonly<Record<string, unknown>>[] } | undefined {
  if (!entries.every((entry) => typeof entry.probability === 'number')) return undefined;
  const numbers = (k: string) => entries.every((entry) => typeof entry[k] === 'number');
  // A known ordering key, else the entries' only other number (the template's `successes`).
  const others = Object.keys(entries[0]!).filter((k) => !PERCENT_KEY.test(k) && numbers(k));
  const valueKey = VALUE_KEYS.find(numbers) ?? (others.length === 1 ? others[0] : undefined);
  if (!valueKey) return undefined;
  // A label beside the value (T13's levels) names outcomes that are not ordered by it alone.
  if (entries.some((entry) => typeof entry.label === 'string')) return undefined;
  const sorted = [...entries].sort((a, b) => (a[valueKey] as number) - (b[valueKey] as number));
  return { valueKey, sorted };
}

/** A running sum as it reads: within rounding of 0 or 1 is 0 or 1 (10,000 turns of 1/10,000 make 100%, not ">99.99%"). */
function snap(probability: number): number {
  if (probability < 1e-12) return 0;
  if (Math.abs(probability - 1) < 1e-9) return 1;
  // Running sums drift below a tie: nine 1/80s sum to 0.11249999…, which would read 11.2% instead of 11.3%.
  return Number(probability.toPrecision(12));
}

function recordTable(
  key: string,
  title: string,
  value: Readonly<Record<string, unknown>>,
  labels?: DisplayLabels,
): OddsTable {
  const rows = Object.entries(value).map(([inner, innerValue]) => [
    labels?.odds?.[`${key}.${inner}`]?.label ?? humanize(inner),
    cell(inner, innerValue),
  ]);
  return {
    key,
    title,
    columns: [
      { key: 'name', label: 'Name', numeric: false },
      { key: 'value', label: 'Value', numeric: true },
    ],
    rows,
  };
}

/**
 * A contest's sides by the names the input gives them, in its tables (issue 37, U5): each entry's `label` ("First
 * party wins" -> "Ragnhild wins"), its `winner` (through the labels' winners) and no `parties` column (the names
 * are in the other cells). Tables of a test without named sides are unchanged.
 */
function namingOf(
  odds: Readonly<Record<string, unknown>>,
  labels: DisplayLabels | undefined,
): { labels: DisplayLabels | undefined; entries: (value: unknown) => unknown } {
  const parties = oddsParties(odds);
  if (!parties) return { labels, entries: (value) => value };
  const rename = (entry: unknown): unknown => {
    if (!isRecord(entry)) return entry;
    const { parties: _parties, ...rest } = entry;
    return typeof rest.label === 'string'
      ? { ...rest, label: partyNamedLabel(rest.label, labels, parties) }
      : rest;
  };
  const entries = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (isRecord(value) && Object.values(value).every(Array.isArray))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, (v as unknown[]).map(rename)]));
    return value;
  };
  return { labels: { ...labels, winners: { ...labels?.winners, ...parties } }, entries };
}
