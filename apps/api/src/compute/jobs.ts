/**
 * The work a request asks for, as plain data: what a worker thread receives and runs. Every job is a
 * pure function of its fields (a generated roll gets its seed before it becomes a job), so running it
 * inline or in a worker gives the same answer.
 */
import { oddsTest, type Registry, resolveTest } from '@verdict/core';
import { rollDice } from '@verdict/dice';
import { notationOdds } from '../dice/odds.js';

/** One unit of work: a test resolved or its odds, a notation rolled or its distribution. */
export type ComputeJob =
  | {
      readonly kind: 'resolve';
      readonly system: string;
      readonly test: string;
      readonly input: unknown;
      readonly dice?: readonly number[];
      readonly seed?: string;
    }
  | { readonly kind: 'odds'; readonly system: string; readonly test: string; readonly input: unknown }
  | {
      readonly kind: 'roll';
      readonly notation: string;
      readonly dice?: readonly number[];
      readonly seed?: string;
    }
  | { readonly kind: 'notation-odds'; readonly notation: string };

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
    case 'odds':
      return oddsTest(registry, { system: job.system, test: job.test, input: job.input });
    case 'roll':
      return rollDice({
        notation: job.notation,
        ...(job.dice === undefined ? {} : { dice: job.dice }),
        ...(job.seed === undefined ? {} : { seed: job.seed }),
      });
    case 'notation-odds':
      return notationOdds(job.notation);
    default: {
      const never: never = job;
      throw new Error(`Unexpected job ${JSON.stringify(never)}`);
    }
  }
}
