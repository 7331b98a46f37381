import type { Registry } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import type { VerifyOptions } from '@verdict/fair';
import { resolveRoll } from '@verdict/fair';
import { NOTATION_SYSTEM, notationSystem } from '../notation/notation-system.js';
import type { Findings } from './findings.js';
import { differenceText, firstDifference } from './verify-diff.js';
import type { NamedRoll, RollParts } from './verify-rolls.js';
import type { WalkedRoom } from './verify-room.js';

/**
 * How a roll's rules check went: under the versions room.opened names (`same`), under other versions
 * with the outcome reproduced (`reproduced`) or not (`failed`), or not checked (`skipped`).
 */
export type RulesCheck = 'same' | 'reproduced' | 'failed' | 'skipped';

/**
 * Point 6: the rules, given the logged faces, give exactly the logged outcome and dice. A mismatch names
 * the first differing field and both values. Under other system or engine versions than room.opened's,
 * a roll that reproduces passes (the caller notes the versions) and one that does not fails as `version`,
 * naming both versions: a verifier never lets a version it lacks hide a forged outcome.
 */
export function checkRules(
  roll: NamedRoll,
  parts: RollParts,
  state: WalkedRoom,
  registry: Registry,
  options: VerifyOptions,
  findings: Findings,
): RulesCheck {
  const versions = systemVersions(roll.system, roll.seq, state, registry, findings);
  if (!versions) return 'skipped';
  const { stated, here } = versions;
  const sameRules = here === stated && !otherEngine(state, options);
  const mismatch = (message: string): RulesCheck => {
    if (sameRules) findings.fail(roll.seq, 'outcome', message);
    else
      findings.fail(
        roll.seq,
        'version',
        `${versionsText(roll.system, stated, here, state, options)}, and with it ${message}`,
      );
    return 'failed';
  };
  const faces = parts.dice.map((die) => die.face);
  let resolved: ReturnType<typeof resolveRoll>;
  try {
    resolved = resolveRoll(
      registry,
      { system: roll.system, test: roll.test, input: parts.input },
      { dice: faces },
    );
  } catch (error) {
    return mismatch(`the rules refuse this roll: ${(error as Error).message}`);
  }
  const from = `(from faces [${faces.join(', ')}])`;
  const strip = (dice: readonly DieRecord[]) =>
    dice.map(({ sides, face, kept, group }) => ({ sides, face, kept, group }));
  const dice = firstDifference(strip(resolved.dice), strip(parts.dice), 'dice');
  if (dice) return mismatch(`the dice differ at ${differenceText(dice)} ${from}`);
  const outcome = firstDifference(resolved.outcome, parts.outcome, 'outcome');
  if (outcome) return mismatch(`outcome differs at ${differenceText(outcome)} ${from}`);
  return sameRules ? 'same' : 'reproduced';
}

/**
 * The version of `system` room.opened states and the verifier's own; or, failed as `version` at `seq`, undefined
 * when the log states none or the verifier lacks the system (a roll or a test of rounds is never silently skipped).
 */
export function systemVersions(
  system: string,
  seq: number,
  state: WalkedRoom,
  registry: Registry,
  findings: Findings,
): { readonly stated: string; readonly here: string } | undefined {
  // A room opened before rooms rolled notation states no version of `dice`: its rolls are checked with the
  // verifier's notation rules (a note says which), as the server that wrote them rolled them with its own.
  const stated =
    state.opened?.systems[system] ?? (system === NOTATION_SYSTEM ? notationSystem.version : undefined);
  if (stated === undefined) {
    findings.fail(seq, 'version', `room.opened does not state the version of ${system}`);
    return undefined;
  }
  if (!registry.systems.some((s) => s.id === system)) {
    findings.fail(
      seq,
      'version',
      `cannot be checked: the log names ${system} ${stated}, and this verifier does not have ${system} (add its package)`,
    );
    return undefined;
  }
  return { stated, here: registry.system(system).version };
}

/** Whether the verifier's engine is not the one the log names. */
export const otherEngine = (state: WalkedRoom, options: VerifyOptions): boolean =>
  options.engineVersion !== undefined && options.engineVersion !== state.opened?.engine.version;

/** Which versions differ from the log's, in words (a `version` failure begins with them). */
export function versionsText(
  system: string,
  stated: string,
  here: string,
  state: WalkedRoom,
  options: VerifyOptions,
): string {
  return [
    ...(here === stated ? [] : [`the log names ${system} ${stated}, this verifier has ${system} ${here}`]),
    ...(otherEngine(state, options)
      ? [`the log names engine ${state.opened?.engine.version}, this verifier has ${options.engineVersion}`]
      : []),
  ].join('; ');
}
