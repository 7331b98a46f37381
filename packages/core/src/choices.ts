import type { RoundsV1 } from './contract.js';
import { VerdictError } from './errors.js';
import { summarise, validateWith } from './validate.js';

/**
 * Validates the choices a step request makes for one round against the test's `rounds.choices`, or throws
 * `invalid_input` naming each field (`choices.criticalSuccess.attacker`). `undefined` when none were given.
 * A test that takes no choices refuses any, rather than ignore them.
 *
 * @example
 * parseChoices(rounds, { criticalSuccess: { attacker: 'automatic' } }); // the parsed choices
 */
export function parseChoices(
  rounds: RoundsV1<unknown, unknown>,
  choices: unknown,
): Readonly<Record<string, unknown>> | undefined {
  if (choices === undefined) return undefined;
  if (!rounds.choices) {
    const issues = [{ path: ['choices'], message: 'this test takes no choices round by round' }];
    throw new VerdictError('invalid_input', summarise(issues), issues);
  }
  const checked = validateWith(rounds.choices, choices);
  if (!checked.ok) {
    const issues = checked.issues.map((i) => ({ path: ['choices', ...i.path], message: i.message }));
    throw new VerdictError('invalid_input', summarise(issues), issues);
  }
  return checked.value as Readonly<Record<string, unknown>>;
}
