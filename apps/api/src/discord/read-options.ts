import { LIMITS } from '@verdict/dice';
import { FIXED, type TestCommandPlan } from '@verdict/discord';
import { applyFieldPairs, FieldPairError, setAt, splitFieldText } from '@verdict/form';
import type { ReceivedOption } from './interaction.js';
import { OptionError, type OptionProblem } from './option-errors.js';

/** A test command's options, read back into an engine request and the reply's settings. */
export interface TestOptions {
  readonly input: Record<string, unknown>;
  readonly dice?: readonly number[];
  readonly private: boolean;
  readonly oddsFirst: boolean;
  readonly byRound: boolean;
}

/**
 * Reads a test's subcommand options: the `fields` text first (`value=12 modifiers.0.amount=-3`), then each
 * field option over it, then `dice`, `private`, `odds_first`, `by_round`. Throws an {@link OptionError}
 * naming every bad option; an unknown option is refused, never ignored.
 *
 * @example
 * readTestOptions(plan, [{ name: 'value', type: 4, value: 12 }]).input; // { value: 12 }
 */
export function readTestOptions(
  plan: TestCommandPlan,
  received: readonly ReceivedOption[],
  check?: (input: Record<string, unknown>) => readonly OptionProblem[],
): TestOptions {
  const problems: OptionProblem[] = [];
  const byName = new Map(received.map((o) => [o.name, o.value]));
  let input: unknown = {};
  const text = byName.get(FIXED.fields);
  if (text !== undefined) {
    try {
      input = applyFieldPairs(input, splitFieldText(String(text)), plan.schema);
    } catch (error) {
      if (!(error instanceof FieldPairError || error instanceof TypeError)) throw error;
      problems.push({ option: FIXED.fields, message: error.message });
    }
  }
  const known = new Set<string>(Object.values(FIXED));
  for (const field of plan.fields) {
    known.add(field.name);
    const value = byName.get(field.name);
    if (value === undefined) continue;
    const problem = checkValue(field.kind, field.values, value);
    if (problem) problems.push({ option: field.name, message: problem });
    else input = setAt(input, field.path, value);
  }
  for (const option of received) {
    if (!known.has(option.name) || (option.name === FIXED.byRound && !plan.rounds)) {
      problems.push({
        option: option.name,
        message: 'unknown option: re-register the commands (verdict discord register)',
      });
    }
  }
  const dice = readDice(byName.get(FIXED.dice), problems);
  if (problems.length > 0) {
    // Name the input's own problems too (a value out of range beside a bad die), not just the first kind.
    throw new OptionError([...problems, ...(check?.(input as Record<string, unknown>) ?? [])]);
  }
  return {
    input: input as Record<string, unknown>,
    ...(dice === undefined ? {} : { dice }),
    private: byName.get(FIXED.private) === true,
    oddsFirst: byName.get(FIXED.oddsFirst) === true,
    byRound: byName.get(FIXED.byRound) === true,
  };
}

/**
 * Reads a `dice` option: faces separated by spaces or commas (`6 3 5 1`, `15,7`). Adds a problem naming
 * `dice` for anything that is not a whole number, or too many faces.
 */
export function readDice(raw: unknown, problems: OptionProblem[]): number[] | undefined {
  if (raw === undefined) return undefined;
  const words = String(raw)
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (words.length === 0) {
    problems.push({ option: FIXED.dice, message: 'expected faces such as 15 or 6 3 5 1' });
    return undefined;
  }
  if (words.length > Math.min(LIMITS.maxDicePerRequest, 500)) {
    problems.push({ option: FIXED.dice, message: `${words.length} faces, at most 500 can be entered` });
    return undefined;
  }
  const faces: number[] = [];
  words.forEach((word, i) => {
    if (!/^-?\d{1,9}$/.test(word)) {
      problems.push({
        option: FIXED.dice,
        message: `die ${i + 1}: '${word.slice(0, 20)}' is not a whole number`,
      });
    } else faces.push(Number(word));
  });
  return faces;
}

function checkValue(kind: string, values: readonly string[] | undefined, value: unknown): string | undefined {
  if (values && !values.includes(String(value))) {
    const shown = values.length > 10 ? `${values.slice(0, 10).join(', ')}, …` : values.join(', ');
    return `'${String(value).slice(0, 50)}' is not one of ${shown}`;
  }
  if (kind === 'integer' && !Number.isInteger(value)) return 'expected a whole number';
  if (kind === 'number' && typeof value !== 'number') return 'expected a number';
  if (kind === 'boolean' && typeof value !== 'boolean') return 'expected true or false';
  if (kind === 'string' && typeof value !== 'string') return 'expected text';
  return undefined;
}
