import { type InputIssue, isVerdictError } from '@verdict/core';
import { DiceError } from '@verdict/dice';
import type { TestCommandPlan } from '@verdict/discord';
import { formatPath } from '@verdict/form';

/** One bad option, by its Discord name, and what is wrong with it. */
export interface OptionProblem {
  readonly option: string;
  readonly message: string;
}

/** A command that cannot run as given: every bad option is named (shown to the user, ephemerally). */
export class OptionError extends Error {
  override readonly name = 'OptionError';
  constructor(readonly problems: readonly OptionProblem[]) {
    super(problems.map((p) => `${p.option}: ${p.message}`).join('; '));
  }
}

/**
 * Names the options behind an engine error: an input field offered as an option by its option name, any
 * other field as `fields` (with its path), dice as `dice` (with the die's position), notation as `notation`.
 * Returns undefined for errors that are not the user's (bugs), which the endpoint logs.
 *
 * @example
 * optionProblems(error, plan); // [{ option: 'value', message: 'Too big: expected number to be <=99' }]
 */
export function optionProblems(error: unknown, plan?: TestCommandPlan): OptionProblem[] | undefined {
  if (error instanceof OptionError) return [...error.problems];
  if (!(isVerdictError(error) || error instanceof DiceError)) return undefined;
  if (
    isVerdictError(error) &&
    ![
      'invalid_input',
      'invalid_state',
      'invalid_notation',
      'dice_exhausted',
      'dice_left_over',
      'face_out_of_range',
      'limit_exceeded',
    ].includes(error.code)
  ) {
    return undefined;
  }
  const issues: readonly InputIssue[] =
    error.issues.length > 0 ? error.issues : [{ path: [], message: error.message }];
  return issues.map((issue) => problemOf(issue, plan, error.message));
}

function problemOf(issue: InputIssue, plan: TestCommandPlan | undefined, whole: string): OptionProblem {
  const [head, ...rest] = issue.path;
  if (head === 'input') {
    const field = plan?.fields.find(
      (f) => f.path.length === rest.length && f.path.every((p, i) => p === rest[i]),
    );
    if (field) return { option: field.name, message: issue.message };
    return {
      option: 'fields',
      message: rest.length > 0 ? `${formatPath(rest)}: ${issue.message}` : issue.message,
    };
  }
  if (head === 'dice') {
    return {
      option: 'dice',
      message: typeof rest[0] === 'number' ? `die ${rest[0] + 1}: ${issue.message}` : issue.message,
    };
  }
  if (head === 'notation') return { option: 'notation', message: issue.message };
  if (head === 'state')
    return { option: 'round', message: 'this contest can no longer be played: start it again' };
  // A dice error without a path is about the dice the player entered, when there are any.
  return { option: plan ? 'dice' : 'notation', message: issue.message || whole };
}

/** The ephemeral text listing each bad option. */
export function problemsText(problems: readonly OptionProblem[]): string {
  const lines = problems.slice(0, 20).map((p) => `• **${p.option}**: ${p.message}`);
  if (problems.length > 20) lines.push(`• … and ${problems.length - 20} more`);
  return `⚠️ That cannot be rolled as given:\n${lines.join('\n')}`.slice(0, 2000);
}
