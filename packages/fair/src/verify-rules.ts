import type { Registry } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import { canonicalJson } from './canonical-json.js';
import type { RollEntry } from './entries.js';
import { resolveRoll } from './resolve-roll.js';
import type { Findings, VerifyOptions } from './verify-result.js';
import type { RollParts } from './verify-rolls.js';
import type { RoomState } from './verify-room.js';

/**
 * Point 6: the rules, given the logged faces, give exactly the logged outcome and dice.
 * Under other system or engine versions than room.opened's, a mismatch is not verifiable, not a failure.
 */
export function checkRules(
  roll: RollEntry,
  parts: RollParts,
  state: RoomState,
  registry: Registry,
  options: VerifyOptions,
  findings: Findings,
): void {
  const stated = state.opened?.systems[roll.system];
  if (stated === undefined) {
    findings.fail(roll.seq, 'version', `room.opened does not state the version of ${roll.system}`);
    return;
  }
  if (!registry.systems.some((system) => system.id === roll.system)) {
    findings.later(roll.seq, `system ${roll.system} is not in the verifier's registry`);
    return;
  }
  const here = registry.system(roll.system).version;
  const engine = state.opened?.engine.version;
  const sameRules =
    here === stated && (options.engineVersion === undefined || options.engineVersion === engine);
  const mismatch = (message: string) => {
    if (sameRules) findings.fail(roll.seq, 'outcome', message);
    else
      findings.later(
        roll.seq,
        `${message}; the log was made with ${roll.system} ${stated} (engine ${engine}), this verifier has ${roll.system} ${here}${options.engineVersion ? ` (engine ${options.engineVersion})` : ''}`,
      );
  };
  let resolved: ReturnType<typeof resolveRoll>;
  try {
    const faces = parts.dice.map((die) => die.face);
    resolved = resolveRoll(
      registry,
      { system: roll.system, test: roll.test, input: parts.input },
      { dice: faces },
    );
  } catch (error) {
    mismatch(`the rules refuse this roll: ${(error as Error).message}`);
    return;
  }
  const strip = (dice: readonly DieRecord[]) =>
    dice.map(({ sides, face, kept, group }) => ({ sides, face, kept, group }));
  if (canonicalJson(strip(resolved.dice)) !== canonicalJson(strip(parts.dice)))
    mismatch('the rules draw or keep other dice than the logged ones');
  else if (canonicalJson(resolved.outcome) !== canonicalJson(parts.outcome))
    mismatch(`the rules give ${resolved.outcome.label}, but the log says ${String(parts.outcome.label)}`);
}
