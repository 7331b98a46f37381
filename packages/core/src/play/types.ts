import type { DieRecord } from '@verdict/dice';
import type { DiceNeed } from '../contract.js';
import type { FollowUpV1 } from '../follow-up.js';
import type { OutcomeResponse, Step } from '../outcome.js';

/** 'whole': the test resolved at once; 'rounds': played round by round (tests with rounds only). */
export type PlayMode = 'whole' | 'rounds';

/** What to play: a test of a system, its raw input, how, and optionally the seed generated dice come from. */
export interface PlayRequest {
  readonly system: string;
  readonly test: string;
  /** The raw input, as a user sends it; validated when the play starts. */
  readonly input: unknown;
  /** Default: 'whole'. 'rounds' is refused (`invalid_input` at `mode`) for a test without rounds. */
  readonly mode?: PlayMode;
  /** The seed of the play's generated dice; without it, a fresh one is made at the first generated roll. */
  readonly seed?: string;
}

/**
 * Where the dice of the next roll (the whole test, or the next round) come from: faces a player entered, or the
 * play's seed (generated). Omitted: generated.
 */
export interface RollInput {
  /** Entered faces, in the order the roll draws them; validated like every request (`dice_left_over`, ...). */
  readonly dice?: readonly number[];
  /** A round's choices (the GM's choice after a critical success), validated by the test's `choices` schema. */
  readonly choices?: Readonly<Record<string, unknown>>;
}

/** One roll of a play: the whole test (mode 'whole') or one round. */
export interface PlayedRound {
  /** 1 for the first. */
  readonly round: number;
  readonly source: 'generated' | 'entered';
  /** The faces as entered, when entered (conditional dice a round did not need included): replays the round. */
  readonly entered?: readonly number[];
  /** The dice drawn, as records. */
  readonly dice: readonly DieRecord[];
  readonly steps: readonly Step[];
  readonly choices?: Readonly<Record<string, unknown>>;
  /** For generated dice: the position in the seed's stream before and after the roll (words drawn). */
  readonly stream?: { readonly from: number; readonly to: number };
}

/**
 * A play in progress or finished, as plain JSON: store it, send it, resume it with {@link playNext}. Every field is
 * data; no function, no class.
 */
export interface PlaySession {
  readonly format: 'verdict-play/1';
  readonly system: string;
  readonly test: string;
  /** The raw input (what the user entered; labels edits replace it in place). */
  readonly input: unknown;
  readonly mode: PlayMode;
  /** 'ready': nothing rolled yet; 'playing': rounds played, more to come; 'done': it has an outcome. */
  readonly status: 'ready' | 'playing' | 'done';
  /** The seed of the generated dice, once known. */
  readonly seed?: string;
  /** Words drawn from the seed's stream so far: the next generated roll starts here. */
  readonly position: number;
  /** The test's round state after the last round (mode 'rounds'), absent before the first. */
  readonly state?: unknown;
  readonly rounds: readonly PlayedRound[];
  /** The dice the next roll needs (conditional dice marked); empty when done. */
  readonly needs: readonly DiceNeed[];
  /** When done: the whole play as one Outcome (every round's dice and steps, the last round's outcome). */
  readonly outcome?: OutcomeResponse;
  /** When done: the tests the outcome proposes next. */
  readonly followUps: readonly FollowUpV1[];
}

/** Versions that make a record replayable and checkable later. */
export interface PlayProvenance {
  /** `@verdict/core`'s version that played it. */
  readonly engine: string;
  readonly system: { readonly id: string; readonly version: string };
  /** The seeded algorithm's name (`SEED_ALGORITHM` of @verdict/dice). */
  readonly seedAlgorithm: string;
}

/**
 * A finished or abandoned play, for history, share links and export: everything needed to play it again
 * exactly ({@link replayRecord}), and the versions that played it.
 */
export interface PlayRecord extends PlayProvenance {
  readonly format: 'verdict-play-record/1';
  readonly status: 'finished' | 'abandoned';
  readonly test: string;
  readonly input: unknown;
  readonly mode: PlayMode;
  readonly seed?: string;
  /** Each roll's dice source, in order: replays the play. */
  readonly rounds: readonly {
    readonly source: 'generated' | 'entered';
    readonly entered?: readonly number[];
    readonly choices?: Readonly<Record<string, unknown>>;
  }[];
  /** The outcome (finished), or the rounds' dice and steps so far (abandoned: no `outcome`). */
  readonly outcome?: OutcomeResponse;
  readonly dice: readonly DieRecord[];
  readonly steps: readonly Step[];
}

/** How an input edit relates to a play: nothing changed, only names and labels, or the rules. */
export type EditKind = 'none' | 'labels' | 'rules';

/** What an edit changed, and the paths of the changed fields. */
export interface EditClassification {
  readonly kind: EditKind;
  /** The changed fields' paths (for 'rules': those that are not labels). */
  readonly paths: readonly (readonly (string | number)[])[];
}
