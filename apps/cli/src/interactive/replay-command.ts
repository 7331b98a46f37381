import { type OutcomeResponse, type PlaySession, type Registry, resolveTest } from '@verdict/core';
import { toFieldPairs } from '@verdict/form';

/** What reproduces a finished play, as the play screen shows it. */
export type Replay =
  /** The seed alone replays it (every die generated, no GM's choice): `verdict resolve ... --seed`. */
  | { readonly kind: 'seed'; readonly seed: string; readonly command: string }
  /** Its dice replay it (some were entered, or a choice made no difference): `verdict resolve ... --dice`. */
  | { readonly kind: 'dice'; readonly command: string }
  /** No one command does: the GM's choices, made round by round, changed how it ended. */
  | { readonly kind: 'none'; readonly reason: string };

/** A play as a session or its record has it: the test, the input, how each round was rolled, the outcome. */
export type Played = Pick<PlaySession, 'system' | 'test' | 'input' | 'outcome'> & {
  readonly rounds: readonly { readonly source: 'generated' | 'entered'; readonly choices?: unknown }[];
};

/**
 * The command that replays a finished play, checked by resolving it: the seed when the seed alone gives the same
 * outcome, else every die's face in order (entered and generated), else none, with why. A seed is never shown
 * for a play it would not replay (entered dice, or a GM's choice, change what the seed's dice are used for).
 *
 * @example
 * replayOf(registry, play); // { kind: 'dice', command: 'verdict resolve d20-roll-under resist attacker.skill=12 target.will=11 --dice 8,5,7,10,2' }
 */
export function replayOf(registry: Registry, session: Played): Replay | undefined {
  const response = session.outcome;
  if (!response) return undefined;
  // The input as the `field=value` pairs people type (short words: a wrapped line breaks between them).
  const pairs = toFieldPairs(session.input ?? {}).map(shellWord);
  const base = ['verdict resolve', session.system, session.test, ...pairs].join(' ');
  const request = { system: session.system, test: session.test, input: session.input };
  const seed = response.seed;
  if (seed !== undefined && session.rounds.every((round) => round.source === 'generated' && !round.choices)) {
    if (sameOutcome(() => resolveTest(registry, { ...request, seed }), response))
      return { kind: 'seed', seed, command: `${base} --seed ${shellWord(seed)}` };
  }
  const faces = response.dice.map((die) => die.face);
  if (sameOutcome(() => resolveTest(registry, { ...request, dice: faces }), response))
    return { kind: 'dice', command: `${base} --dice ${faces.join(',')}` };
  return {
    kind: 'none',
    reason: "No command replays this play: the GM's choices, made round by round, changed how it ended",
  };
}

/** The replay as the lines the play screen shows under the outcome. */
export function replayText(replay: Replay): string {
  if (replay.kind === 'seed') return `Seed ${replay.seed} replays it: ${replay.command}`;
  if (replay.kind === 'dice') return `Replay: ${replay.command}`;
  return replay.reason;
}

/** Whether resolving gives the play's outcome, dice and steps (anything refused gives false). */
function sameOutcome(resolve: () => OutcomeResponse, played: OutcomeResponse): boolean {
  try {
    const again = resolve();
    // Entered and generated dice replay alike: which is which is not part of the outcome.
    const dice = (response: OutcomeResponse) => response.dice.map(({ source: _source, ...die }) => die);
    return (
      JSON.stringify([again.outcome, dice(again), again.steps]) ===
      JSON.stringify([played.outcome, dice(played), played.steps])
    );
  } catch {
    return false;
  }
}

/** A word as a POSIX shell reads it: as it is when plain, else in single quotes. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}
