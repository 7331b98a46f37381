import { z } from 'zod';
import type { CriticalSuccessMode } from './directed-rules.js';
import { lazy } from './lazy.js';

/** How one side's critical success is settled this round: its mode, and whether the GM chose it for this round. */
export interface CriticalDecision {
  readonly mode: CriticalSuccessMode;
  /** The GM chose it for this round (not the input's contest-wide `criticalSuccess`). */
  readonly chosen: boolean;
}

/** Each side's critical-success decision this round, by side id ('attacker', 'target', 'first', 'second'). */
export type CriticalModes = (sideId: string) => CriticalDecision;

/** The GM's choices a round of a Contest of Wills may take: a critical success's mode, by side id. */
export interface CriticalChoices {
  readonly criticalSuccess?: Readonly<Partial<Record<string, CriticalSuccessMode>>> | undefined;
}

/**
 * The decisions for one round: the GM's choice for a side when made for this round, else the contest-wide
 * default (the input's `criticalSuccess`).
 *
 * @example
 * criticalModes('penalty', { criticalSuccess: { attacker: 'automatic' } })('attacker'); // { mode: 'automatic', chosen: true }
 */
export function criticalModes(fallback: CriticalSuccessMode, choices?: CriticalChoices): CriticalModes {
  return (sideId) => {
    const chosen = choices?.criticalSuccess?.[sideId];
    return chosen ? { mode: chosen, chosen: true } : { mode: fallback, chosen: false };
  };
}

/** Says in a note that the GM chose this for the round. */
export function chosenText(decision: CriticalDecision): string {
  if (!decision.chosen) return '';
  return decision.mode === 'automatic' ? " (the GM's fiat, this round)" : " (the GM's choice, this round)";
}

const mode = (who: string, other: string) =>
  z
    .enum(['penalty', 'automatic'], { error: "expected 'penalty' or 'automatic'" })
    .optional()
    .describe(
      `If ${who} critically succeeds this round: -5 on ${other}'s next Will test, or a win at once (the GM's fiat). Not chosen: as the contest's Critical success says`,
    );

const description =
  "The GM's choice for a critical success in this round, side by side: -5 on the other side's next Will test, or an automatic win";

/** The choices one round of a Directed Contest of Wills may take. Strict: an unknown choice is refused. */
export const directedChoices = lazy(() =>
  z
    .strictObject({
      criticalSuccess: z
        .strictObject({
          attacker: mode('the attacker', 'the target'),
          target: mode('the target', 'the attacker'),
        })
        .optional()
        .describe(description),
    })
    .describe("The GM's choices for one round of the contest"),
);

/** The choices one round of a Mutual Contest of Wills may take, by party in input order. */
export const mutualChoices = lazy(() =>
  z
    .strictObject({
      criticalSuccess: z
        .strictObject({
          first: mode('the first party listed', 'the other party'),
          second: mode('the second party listed', 'the other party'),
        })
        .optional()
        .describe(`${description} (by party in input order)`),
    })
    .describe("The GM's choices for one round of the contest"),
);
