import { isRecord } from './json-schema.js';
import { humanize } from './labels.js';
import { formatPercent } from './probability.js';

/**
 * The words a test gives for its values (the shape of `@verdict/core`'s `DisplayLabelsV1`, from the manifest's
 * `labels`): winners, dice groups, outcome fields, odds extras.
 */
export interface DisplayLabels {
  readonly winners?: Readonly<Record<string, string>>;
  readonly groups?: Readonly<Record<string, string>>;
  readonly fields?: Readonly<Record<string, string>>;
  readonly odds?: Readonly<
    Record<
      string,
      { readonly label: string; readonly format?: 'percent' | 'number' | 'integer'; readonly help?: string }
    >
  >;
  /** A contest's sides, by side id: the path in the input of each side's name (`parties.0.name`). */
  readonly sides?: Readonly<Record<string, string>>;
  /** Labels that name a side other than at their start, with `{side}` for the side's name. */
  readonly named?: Readonly<Record<string, string>>;
}

/** One fact to show: its words and its value as text. */
export interface DisplayFact {
  /** The value's key (`margin`, `best`, `success.probability`). */
  readonly key: string;
  readonly label: string;
  readonly text: string;
  readonly help?: string;
}

/** Names given in the input for the sides of a contest, by winner value and dice group (an outcome's `parties`). */
export type Parties = Readonly<Record<string, string>> | undefined;

/**
 * The words for a contest's winner: the name given in the input, else the test's label, else the value made
 * readable.
 *
 * @example
 * winnerLabel('first', { winners: { first: 'First party' } }, { first: 'Ragnhild' }); // 'Ragnhild'
 */
export function winnerLabel(value: string, labels?: DisplayLabels, parties?: Parties): string {
  return parties?.[value] ?? labels?.winners?.[value] ?? humanize(value);
}

/**
 * The words for a dice group: the name of the side that rolled it, else the test's label, else the group made
 * readable ("first" -> "Ragnhild", "pool" -> "Pool").
 */
export function groupLabel(group: string, labels?: DisplayLabels, parties?: Parties): string {
  return parties?.[group] ?? labels?.groups?.[group] ?? humanize(group);
}

/**
 * An outcome's label with the winner by the name given in the input, in the rules' words otherwise: "Second party
 * wins (critical)" reads "Sven wins (critical)" when the input named the second party Sven. A label that does not
 * start with the winner's words in the test's labels is kept as it is.
 *
 * @example
 * outcomeLabel({ label: 'Second party wins', winner: 'second', parties: { second: 'Sven' } }, labels); // 'Sven wins'
 */
export function outcomeLabel(outcome: Readonly<Record<string, unknown>>, labels?: DisplayLabels): string {
  const label = String(outcome.label ?? '');
  const parties = isRecord(outcome.parties) ? (outcome.parties as Record<string, string>) : undefined;
  const winner = typeof outcome.winner === 'string' ? outcome.winner : undefined;
  const name = winner === undefined ? undefined : parties?.[winner];
  const words = winner === undefined ? undefined : labels?.winners?.[winner];
  if (name !== undefined && words !== undefined && label.startsWith(words))
    return `${name}${label.slice(words.length)}`;
  // A label that names the other side ("Attacker stunned", "Attack fails"), by that side's name.
  return partyNamedLabel(label, labels, parties);
}

/**
 * A label in which a contest's side is said by the name the input gives it: "First party wins (critical)" reads
 * "Ragnhild wins (critical)" when the first party is Ragnhild. For the labels of odds tables (a contest's endings),
 * whose entries carry no winner of their own.
 *
 * @example
 * partyNamedLabel('Second party wins', labels, { second: 'Sven' }); // 'Sven wins'
 */
export function partyNamedLabel(label: string, labels?: DisplayLabels, parties?: Parties): string {
  const template = labels?.named?.[label];
  if (template !== undefined && parties) {
    const sides = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    if (sides.length > 0 && sides.every((side) => parties[side] !== undefined))
      return template.replace(/\{(\w+)\}/g, (_, side: string) => parties[side]!);
  }
  for (const [side, name] of Object.entries(parties ?? {})) {
    const words = labels?.winners?.[side];
    if (words !== undefined && label.startsWith(words)) return `${name}${label.slice(words.length)}`;
  }
  return label;
}

/**
 * A step's text with a contest's side by the name the input gives it: the engine's last step keeps the rules'
 * words ("Second party wins after 4 rounds", which a room's verifier compares exactly), a person reads "Sven wins
 * after 4 rounds". Every other step already names the sides.
 *
 * @example
 * stepText({ kind: 'compare', text: 'First party wins after 2 rounds' }, labels, { first: 'Ragnhild' }); // 'Ragnhild wins after 2 rounds'
 */
export function stepText(
  step: { readonly kind: string; readonly text: string },
  labels?: DisplayLabels,
  parties?: Parties,
): string {
  return step.kind === 'compare' ? partyNamedLabel(step.text, labels, parties) : step.text;
}

/**
 * The names the input gives a contest's sides, read where the test's `sides` label says each is
 * (`parties.0.name`): the sides by name while a contest is played, before any outcome carries `parties`.
 *
 * @example
 * inputParties({ sides: { first: 'parties.0.name' } }, { parties: [{ name: 'Ragnhild' }] }); // { first: 'Ragnhild' }
 */
export function inputParties(labels: DisplayLabels | undefined, input: unknown): Parties {
  const found: Record<string, string> = {};
  for (const [side, path] of Object.entries(labels?.sides ?? {})) {
    let at: unknown = input;
    for (const key of path.split('.'))
      at = isRecord(at) ? at[key] : Array.isArray(at) ? at[Number(key)] : undefined;
    // As the engine: an empty name is no name.
    if (typeof at === 'string' && at !== '') found[side] = at;
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/**
 * The GM's round choices with each side's choice titled by the side's name ("Ragnhild", else the rules' "First
 * party"), not by its key ("First"): a choice keyed by a side id is that side's (the test's `sides` label).
 *
 * @example
 * sideNamedChoices(choicesSchema, labels, { first: 'Ragnhild' }); // criticalSuccess.first titled 'Ragnhild'
 */
export function sideNamedChoices(
  schema: Readonly<Record<string, unknown>>,
  labels: DisplayLabels | undefined,
  parties: Parties,
): Record<string, unknown> {
  const sides = labels?.sides ?? {};
  const walk = (node: Readonly<Record<string, unknown>>): Record<string, unknown> => {
    if (!isRecord(node.properties)) return { ...node };
    const properties = Object.fromEntries(
      Object.entries(node.properties).map(([key, child]) => {
        if (!isRecord(child)) return [key, child];
        const named = walk(child);
        const title = key in sides ? (parties?.[key] ?? labels?.winners?.[key]) : undefined;
        return [key, title === undefined ? named : { ...named, title }];
      }),
    );
    return { ...node, properties };
  };
  return walk(schema);
}

/** The names an odds result's outcomes give a contest's sides (the input's), if any. */
export function oddsParties(odds: Readonly<Record<string, unknown>>): Parties {
  const outcomes = Array.isArray(odds.outcomes) ? (odds.outcomes as unknown[]) : [];
  const named = outcomes.find((outcome) => isRecord(outcome) && isRecord(outcome.parties));
  return named ? ((named as Record<string, unknown>).parties as Record<string, string>) : undefined;
}

/**
 * Outcomes (resolved or as odds give them) with each `label` in people's words (`outcomeLabel`): a contest's side
 * by the name the input gives it. The one way the web's bars, the CLI's odds and Discord's embed name outcomes.
 *
 * @example
 * namedOutcomes(odds.outcomes, labels).map((o) => o.label); // ['Ragnhild wins', 'Sven wins', 'Neither wins']
 */
export function namedOutcomes<T extends { readonly label: string }>(
  outcomes: readonly T[],
  labels?: DisplayLabels,
): T[] {
  return outcomes.map((outcome) => ({
    ...outcome,
    label: outcomeLabel(outcome as unknown as Readonly<Record<string, unknown>>, labels),
  }));
}

const OUTCOME_KNOWN = new Set(['result', 'label', 'tier', 'effects', 'parties', 'followUps']);
const OUTCOME_FIELDS: readonly [string, string][] = [
  ['margin', 'Margin'],
  ['successLevels', 'Success Levels'],
  ['failureLevels', 'Failure Levels'],
  ['critical', 'Critical'],
  ['winner', 'Winner'],
  ['rounds', 'Rounds'],
  ['turns', 'Turns'],
];

/**
 * An outcome's numbers as facts in the test's words: the result when neither the label nor a winner says it,
 * margin, Success/Failure Levels, critical, the winner by name (unless `outcomeLabel` says it), rounds, turns, then the extra numbers the system adds
 * (extra text only when the test's labels name the field: unnamed, it is a code word, not the rules' words).
 *
 * @example
 * outcomeFacts({ label: 'Failure', result: 'failure', tier: -1, margin: -6, effects: [] }, labels);
 * // [{ key: 'margin', label: 'Margin', text: '-6' }]
 */
export function outcomeFacts(
  outcome: Readonly<Record<string, unknown>>,
  labels?: DisplayLabels,
): DisplayFact[] {
  const facts: DisplayFact[] = [];
  const parties = isRecord(outcome.parties) ? (outcome.parties as Record<string, string>) : undefined;
  const label = outcomeLabel(outcome, labels);
  const result = String(outcome.result ?? '');
  // A contest's winner says its result ("Sven wins"), and is not said again when the label names it.
  const winner =
    outcome.winner === undefined ? undefined : winnerLabel(String(outcome.winner), labels, parties);
  // A label that says its result ("Strong Success", "Success, 3 degrees") is not followed by it (issue 38, N13).
  if (result && !label.toLowerCase().includes(result) && winner === undefined)
    facts.push({ key: 'result', label: 'Result', text: humanize(result) });
  const word = (key: string, fallback: string) => labels?.fields?.[key] ?? fallback;
  for (const [key, fallback] of OUTCOME_FIELDS) {
    const value = outcome[key];
    if (value === undefined || value === null || value === false) continue;
    if (key === 'winner' && winner !== undefined && label.startsWith(winner)) continue;
    let text: string;
    if (key === 'margin' && typeof value === 'number') text = value > 0 ? `+${value}` : String(value);
    else if (key === 'winner') text = winnerLabel(String(value), labels, parties);
    else if (key === 'critical') text = humanize(String(value));
    else text = String(value);
    facts.push({ key, label: word(key, fallback), text });
  }
  const shown = new Set([...OUTCOME_KNOWN, ...OUTCOME_FIELDS.map(([key]) => key)]);
  for (const [key, value] of Object.entries(outcome)) {
    if (shown.has(key)) continue;
    // A system's own code words ('party-a-critical-failure') are shown only when the test names the field.
    if (typeof value === 'string' && labels?.fields?.[key] === undefined) continue;
    if (typeof value === 'number' || typeof value === 'string') {
      facts.push({ key, label: word(key, humanize(key)), text: String(value) });
    } else if (value === true) facts.push({ key, label: word(key, humanize(key)), text: 'yes' });
  }
  return facts;
}

/**
 * A test's odds extras (everything beside `outcomes`) as facts in the test's words and formats: a labelled key,
 * nested ones too (`success.probability`), is shown with its format ("Best case 13.2%"); an unlabelled number is
 * shown as a percentage when its key says it is a probability; unnamed text (a system's code word) is left out.
 * Structures that cannot be said as one fact (a distribution) are in `rest`.
 *
 * @example
 * oddsFacts({ outcomes: [], best: 0.132 }, { odds: { best: { label: 'Best case', format: 'percent' } } }).facts;
 * // [{ key: 'best', label: 'Best case', text: '13.2%' }]
 */
export function oddsFacts(
  odds: Readonly<Record<string, unknown>>,
  labels?: DisplayLabels,
): { facts: DisplayFact[]; rest: [string, unknown][] } {
  const facts: DisplayFact[] = [];
  const rest: [string, unknown][] = [];
  for (const [key, value] of Object.entries(odds)) {
    // The headline is read by `oddsHeadline` and shown first, not again among the extras.
    if (key === 'system' || key === 'test' || key === 'outcomes' || key === 'headline') continue;
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
      // A system's own code word ('first' for "Party A") or flag (T13's `certain`, which its note says in words:
      // a chip "Certain true" read like code) is shown only when the test names the key.
      if (typeof value === 'number' || labels?.odds?.[key]) facts.push(oddsFact(key, value, labels));
      continue;
    }
    const nested = isRecord(value)
      ? Object.entries(value).filter(([inner]) => labels?.odds?.[`${key}.${inner}`])
      : [];
    for (const [inner, innerValue] of nested) facts.push(oddsFact(`${key}.${inner}`, innerValue, labels));
    if (nested.length === 0 || (isRecord(value) && nested.length < Object.keys(value).length))
      rest.push([key, value]);
  }
  return { facts, rest };
}

function oddsFact(key: string, value: unknown, labels: DisplayLabels | undefined): DisplayFact {
  const label = labels?.odds?.[key];
  const format =
    label?.format ??
    (typeof value === 'number' && /probab|chance/i.test(key) && value >= 0 && value <= 1
      ? 'percent'
      : 'number');
  return {
    key,
    label: label?.label ?? humanize(key.split('.').at(-1)!),
    text: formatNumber(value, format),
    ...(label?.help ? { help: label.help } : {}),
  };
}

/**
 * A number in a test's format: a percentage (see `formatPercent`), a whole number, or up to 3 decimals; thousands
 * grouped ("4,050", "21,600"), as the rest of the odds are.
 */
export function formatNumber(value: unknown, format: 'percent' | 'number' | 'integer'): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'number') return String(value);
  if (format === 'percent') return formatPercent(value);
  if (!Number.isFinite(value)) return String(value);
  const digits = format === 'integer' ? 0 : 3;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, useGrouping: true });
}
