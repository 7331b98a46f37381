/**
 * One roll of a play round by round, through the play controller every screen uses (`createPlayController` of
 * `@verdict/core`): the web's play panel and the CLI's play screen bind it to a screen, the Discord app runs it here,
 * one press of a button at a time, with the play kept between presses as the plain JSON `PlaySession` it is.
 */
import { createPlayController, type PlaySession, type Registry } from '@verdict/core';

/** What one press asks for: the play so far (none: a new one), the GM's choices for this round, the dice. */
export interface PlayRoundJob {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  /** The play going on; absent for its first round. */
  readonly session?: PlaySession;
  /** The seed of the play's generated dice (drawn before the job, so the job is a pure function of its fields). */
  readonly seed: string;
  /** Entered faces for this round; absent: generated from the play's seed. */
  readonly dice?: readonly number[];
  /** The GM's choices for this round, as made (unset ones "as the test says"). */
  readonly choices?: unknown;
  /** 'finish': the remaining rounds at once, generated (the controller's `finishRounds`). */
  readonly action: 'round' | 'finish';
}

/**
 * Plays the next round (or the rest) with the controller and answers the play as it now is; throws the engine's
 * error for a refused round (a bad choice, a face off its die), as the controller shows it beside the play.
 *
 * @example
 * playRound(registry, { system: 'coin', test: 'duel', input: {}, seed: 'olaf', action: 'round' }).rounds.length; // 1
 */
export function playRound(registry: Registry, job: PlayRoundJob): PlaySession {
  // The controller's selection holds the play's own input object, so the play resumed is "the play going on".
  const input = job.session ? job.session.input : job.input;
  const play = createPlayController({
    registry,
    initial: { system: job.system, test: job.test, input },
    newSeed: () => job.seed,
  });
  if (job.session) {
    // A play of earlier presses resumes where it stopped (as a share link's play does); its seed is fixed at its
    // first generated round, the job's when none was generated yet.
    const session = job.session;
    play.replay(() => (session.seed === undefined ? { ...session, seed: job.seed } : session), 'link');
  }
  if (job.choices !== undefined) play.setChoices(job.choices);
  if (job.action === 'finish') play.finishRounds();
  else play.playRound(job.dice);
  const { view } = play.getSnapshot();
  if (view.kind === 'problem') throw view.error;
  if (view.kind === 'playing' && view.error !== undefined) throw view.error;
  if (view.kind === 'idle') throw new Error(`${job.system}/${job.test}: the play did not start`);
  return view.session;
}
