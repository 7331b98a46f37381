/**
 * The work a request asks for, as plain data: what a worker thread receives and runs. Every job is a
 * pure function of its fields (a generated roll gets its seed before it becomes a job), so running it
 * inline or in a worker gives the same answer.
 */
import { oddsTest, type Registry, resolveTest, runTool, stepTest } from '@verdict/core';
import { notationOdds, rollDice } from '@verdict/dice';
import type { HmacSeed } from '@verdict/fair';
import { resolveRoll } from '@verdict/fair';
import {
  playRoomRoundAfter,
  type RoundsAfter,
  type RoundsRecord,
  verifyLog,
  withNotation,
} from '@verdict/room';
import { decideRoll, type RollDecideContext } from './decide-roll.js';
import { type PlayRoundJob, playRound } from './play-round.js';

/**
 * One unit of work: a test resolved, one round of it played, or its odds; a room's roll or round; a tool run; a
 * notation rolled or its distribution.
 */
export type ComputeJob =
  | {
      readonly kind: 'resolve';
      readonly system: string;
      readonly test: string;
      readonly input: unknown;
      readonly dice?: readonly number[];
      readonly seed?: string;
    }
  | {
      readonly kind: 'step';
      readonly system: string;
      readonly test: string;
      readonly input: unknown;
      readonly state?: unknown;
      readonly dice?: readonly number[];
      readonly seed?: string;
      readonly position?: number;
      readonly choices?: unknown;
    }
  /** A play round by round, its next round (or the rest) played by the play controller (Discord's buttons). */
  | ({ readonly kind: 'play-round' } & PlayRoundJob)
  | { readonly kind: 'odds'; readonly system: string; readonly test: string; readonly input: unknown }
  | {
      /** A room's roll (`resolveRoll` of `@verdict/fair`), its dice from the room's seed material or entered. */
      readonly kind: 'room-roll';
      readonly system: string;
      readonly test: string;
      readonly input: unknown;
      readonly from:
        | { readonly serverSeed: string; readonly clientSeed: string; readonly nonce: number }
        | { readonly dice: readonly number[] };
      /** Whether the answer keeps the reasoning (`steps`): the Discord app shows it, the room's log does not. */
      readonly steps?: boolean;
      /**
       * The rest of `decide` (of `@verdict/room`) for this roll, so that the entry is decided, canonicalized,
       * hashed and written as JSON here, never on the event loop (issue 25): the answer is then a {@link DecidedRoll}.
       */
      readonly decide?: RollDecideContext;
    }
  | {
      /**
       * The next round of a room's test of rounds (`playRoomRound` of `@verdict/room`): its earlier rounds replayed
       * from their logged faces (unless `after`, the state after them, was kept from the round before), then this
       * round's dice drawn from the room's seed material, or entered. Answers `{ round, after }`.
       */
      readonly kind: 'room-round';
      readonly record: RoundsRecord;
      readonly after?: RoundsAfter;
      readonly next: ({ readonly seed: HmacSeed } | { readonly dice: readonly number[] }) & {
        readonly choices?: unknown;
      };
    }
  | { readonly kind: 'tool'; readonly system: string; readonly tool: string; readonly input: unknown }
  | {
      readonly kind: 'roll';
      readonly notation: string;
      readonly dice?: readonly number[];
      readonly seed?: string;
    }
  | { readonly kind: 'notation-odds'; readonly notation: string }
  /** A room's whole log checked (`verifyLog` of `@verdict/room`): every roll resolved again, so never on the event loop. */
  | { readonly kind: 'verify-log'; readonly log: unknown };

/**
 * Runs a job against a registry and returns its answer (plain JSON data). Throws the engine's named
 * errors for bad input, exactly as the routes would.
 *
 * @example
 * runJob(registry, { kind: 'notation-odds', notation: '2d6' }).mean; // 7
 */
export function runJob(registry: Registry, job: ComputeJob): unknown {
  switch (job.kind) {
    case 'resolve':
      return resolveTest(registry, {
        system: job.system,
        test: job.test,
        input: job.input,
        ...(job.dice === undefined ? {} : { dice: job.dice }),
        ...(job.seed === undefined ? {} : { seed: job.seed }),
      });
    case 'step':
      return stepTest(registry, {
        system: job.system,
        test: job.test,
        input: job.input,
        ...(job.state === undefined ? {} : { state: job.state }),
        ...(job.dice === undefined ? {} : { dice: job.dice }),
        ...(job.seed === undefined ? {} : { seed: job.seed }),
        ...(job.position === undefined ? {} : { position: job.position }),
        ...(job.choices === undefined ? {} : { choices: job.choices }),
      });
    case 'play-round': {
      const { kind: _kind, ...play } = job;
      return playRound(registry, play);
    }
    case 'room-round':
      return playRoomRoundAfter(registry, job.record, job.next, job.after);
    case 'tool':
      return runTool(registry, { system: job.system, tool: job.tool, input: job.input });
    case 'odds':
      return oddsTest(registry, { system: job.system, test: job.test, input: job.input });
    case 'room-roll': {
      const { steps, ...roll } = resolveRoll(
        withNotation(registry),
        { system: job.system, test: job.test, input: job.input },
        job.from,
      );
      if (job.decide) return decideRoll(job.decide, roll, job.steps ? steps : undefined);
      return job.steps ? { ...roll, steps } : roll;
    }
    case 'roll':
      return rollDice({
        notation: job.notation,
        ...(job.dice === undefined ? {} : { dice: job.dice }),
        ...(job.seed === undefined ? {} : { seed: job.seed }),
      });
    case 'notation-odds':
      return notationOdds(job.notation);
    case 'verify-log':
      return verifyLog(job.log, registry);
    default: {
      const never: never = job;
      throw new Error(`Unexpected job ${JSON.stringify(never)}`);
    }
  }
}
