import type { Registry } from '@verdict/core';
import { canonicalJson, resolveRoll } from '@verdict/fair';
import { LAPSED_FAILED, NO_RESULT_OUTCOMES, noResultOf } from '../rules/lapsed.js';
import type { Findings } from './findings.js';
import type { NamedRoll, RollParts } from './verify-rolls.js';
import type { WalkedRoom } from './verify-room.js';

/**
 * A drawn roll with no result (it ran out of time, or its computation failed: its outcome is a no-result
 * outcome): it is a generated roll (a roll of entered dice drew nothing, so it has nothing to own up to), it
 * has no dice and exactly the documented outcome of its reason, and once its epoch's server seed is revealed
 * the verifier recomputes what its seeds give, and says so in a note. This proves the server spent the roll's
 * nonce in the open, with the roller's client seed and input fixed: it could not drop the roll unseen, nor
 * pick its result. It does not prove the deadline really passed, nor that the computation really failed
 * (time and the server's resources are the server's word). A failed roll whose recomputation fails here too
 * is noted, not failed: the verifier met what the server did.
 */
export function checkLapsed(
  roll: NamedRoll,
  parts: RollParts,
  state: WalkedRoom,
  registry: Registry,
  findings: Findings,
): void {
  if (roll.nonce === undefined) {
    findings.fail(
      roll.seq,
      'outcome',
      'a roll of entered dice has no result, but only a generated roll can be logged without one',
    );
    return;
  }
  const reason = noResultOf(parts.outcome)!;
  const what = reason === LAPSED_FAILED ? 'failed to compute' : 'ran out of time';
  if (parts.dice.length > 0) findings.fail(roll.seq, 'dice', `a roll that ${what} has dice`);
  if (canonicalJson(parts.outcome) !== canonicalJson(NO_RESULT_OUTCOMES[reason]))
    findings.fail(
      roll.seq,
      'outcome',
      `its no-result outcome is not the documented one (noResult: ${reason})`,
    );
  const serverSeed = state.seeds.get(roll.epoch);
  if (serverSeed === undefined) {
    const why = state.badSeeds.has(roll.epoch) ? 'does not match its commitment' : 'is not revealed yet';
    findings.later(
      roll.seq,
      'epoch',
      `the server seed of epoch ${roll.epoch} ${why}: what its dice give cannot be computed`,
    );
    return;
  }
  if (!registry.systems.some((system) => system.id === roll.system)) {
    findings.fail(
      roll.seq,
      'version',
      `cannot be checked: this verifier does not have ${roll.system} (add its package)`,
    );
    return;
  }
  try {
    const member = state.opened?.protocol === 2 && roll.by !== null ? { member: roll.by } : {};
    const from = { serverSeed, clientSeed: parts.clientSeed!, nonce: roll.nonce, ...member };
    const { outcome } = resolveRoll(
      registry,
      { system: roll.system, test: roll.test, input: parts.input },
      from,
    );
    findings.note(roll.seq, `#${roll.seq} ${what} on the server; its seeds give ${outcome.label}`);
  } catch (error) {
    const message = (error as Error).message;
    if (reason === LAPSED_FAILED)
      findings.note(roll.seq, `#${roll.seq} failed to compute on the server, and here too: ${message}`);
    else findings.fail(roll.seq, 'outcome', `the rules refuse this roll: ${message}`);
  }
}
