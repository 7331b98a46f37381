import { type Outcome, parseInput, type Registry, type Step, withDiceErrors } from '@verdict/core';
import { createTray, type DieRecord } from '@verdict/dice';
import { type HmacSeed, hmacSource } from './hmac-source.js';

/** Which test a room roll resolves, and its raw input. */
export interface RoomRollRequest {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
}

/** Where a room roll's dice come from: the protocol's derivation, or faces of physical dice. */
export type RoomRollDice = HmacSeed | { readonly dice: readonly number[] };

/** A resolved room roll: what its log entry (or sealed part) records, and the reasoning. */
export interface RoomRoll {
  /** The parsed input, defaults filled in: what the log records as `input`. */
  readonly input: unknown;
  readonly outcome: Outcome;
  readonly dice: readonly DieRecord[];
  readonly steps: readonly Step[];
}

/**
 * Resolves a test for a room: like `resolveTest` of `@verdict/core`, but the dice are drawn from the
 * `hmac-sha256-v1` stream of `{ serverSeed, clientSeed, nonce }` (recorded as `generated`), or are the
 * entered faces `{ dice }` (recorded as `entered`). Errors are the engine's `VerdictError`s (unknown
 * system or test, invalid input, wrong dice), thrown before anything is resolved.
 *
 * @example
 * const roll = resolveRoll(registry, { system: 'd20-roll-under', test: 'check', input: { value: 12 } },
 *   { serverSeed, clientSeed: 'table-1', nonce: 0 });
 * roll.dice; // [{ sides: 20, face: 16, kept: true, group: 'check', source: 'generated' }]
 */
export function resolveRoll(registry: Registry, request: RoomRollRequest, from: RoomRollDice): RoomRoll {
  const test = registry.test(request.system, request.test);
  const input = parseInput(test, request.input);
  const tray = 'dice' in from ? createTray({ faces: from.dice }) : createTray({ source: hmacSource(from) });
  const resolution = withDiceErrors(() => {
    const resolved = test.resolve(input, { dice: tray });
    tray.finish();
    return resolved;
  });
  const dice = tray.records.map(({ sides, face, kept, group, source }) => ({
    sides,
    face,
    kept,
    group,
    source,
  }));
  return { input, outcome: resolution.outcome, dice, steps: resolution.steps };
}
