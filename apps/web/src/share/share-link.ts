import {
  type PlayRecord,
  type PlaySession,
  playNext,
  playToEnd,
  type Registry,
  startPlay,
} from '@verdict/core';
import { decodeBase64Url, encodeBase64Url } from './base64url.js';

/**
 * A play as a link carries it: how it was played, its seed, and each roll's faces (`null` for a roll generated
 * from the seed). Without `rounds`, every roll was generated: the link plays the test to its end from the seed.
 */
export interface SharedPlay {
  readonly mode: 'whole' | 'rounds';
  readonly seed?: string;
  readonly rounds?: readonly (readonly number[] | null)[];
}

/** What a link opens: a test with an input, and a play to replay when it carries a seed or dice. */
export interface SharedLink {
  readonly system: string;
  readonly test: string;
  readonly input?: unknown;
  readonly play?: SharedPlay;
}

/**
 * The URL hash of a play: `#system=…&test=…&input=<base64url JSON>&seed=…`, with `mode=rounds` for a play round
 * by round and `dice=15.7` (rounds: `8.5_g_2`, `g` for a round generated from the seed) for entered faces.
 * The same seed gives the same dice whole or round by round, so it replays exactly the same outcome, here and
 * through the HTTP API or the CLI.
 *
 * @example
 * shareHash({ system: 'd20-roll-under', test: 'check', input: { value: 12 }, play: { mode: 'whole', rounds: [[15]] } });
 */
export function shareHash(link: SharedLink): string {
  const params = new URLSearchParams({ system: link.system, test: link.test });
  if (link.input !== undefined) params.set('input', encodeBase64Url(JSON.stringify(link.input)));
  const play = link.play;
  if (play) {
    if (play.mode === 'rounds') params.set('mode', 'rounds');
    if (play.seed !== undefined) params.set('seed', play.seed);
    if (play.rounds) {
      params.set('dice', play.rounds.map((round) => (round === null ? 'g' : round.join('.'))).join('_'));
    }
  }
  return `#${params.toString()}`;
}

/** The full share URL of a link, from the page's own address (works under any path). */
export function shareUrl(
  link: SharedLink,
  location: { origin: string; pathname: string; search: string },
): string {
  return `${location.origin}${location.pathname}${location.search}${shareHash(link)}`;
}

/** A played record as a link. */
export function linkOf(record: PlayRecord): SharedLink {
  // Rolls are listed when any was entered, or when the play stopped part-way (the seed alone plays to the end).
  const listed = record.status === 'abandoned' || record.rounds.some((round) => round.source === 'entered');
  return {
    system: record.system.id,
    test: record.test,
    input: record.input,
    play: {
      mode: record.mode,
      ...(record.seed === undefined ? {} : { seed: record.seed }),
      ...(listed
        ? {
            rounds: record.rounds.map((round) => (round.source === 'entered' ? (round.entered ?? []) : null)),
          }
        : {}),
    },
  };
}

/** Plays a link's play again through the engine's play session. Throws the engine's errors for a link that does not fit. */
export function playLink(registry: Registry, link: SharedLink & { play: SharedPlay }): PlaySession {
  const { play } = link;
  let session = startPlay(registry, {
    system: link.system,
    test: link.test,
    input: link.input ?? {},
    mode: play.mode,
    ...(play.seed === undefined ? {} : { seed: play.seed }),
  });
  if (!play.rounds) return playToEnd(registry, session);
  for (const round of play.rounds)
    session = playNext(registry, session, round === null ? {} : { dice: round });
  return session;
}

/** A hash that names a test but cannot be read whole: what is wrong, and the test it names (to fall back to). */
export interface DamagedLink {
  readonly error: string;
  readonly system: string;
  readonly test: string;
}

/**
 * Reads a hash made by {@link shareHash}; undefined when it is not one, or says what is wrong with it (with the
 * test it names, so the page can open that test's example instead).
 */
export function parseShareHash(hash: string): SharedLink | DamagedLink | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const system = params.get('system');
  const test = params.get('test');
  if (!system || !test) return undefined;
  let input: unknown;
  const rawInput = params.get('input');
  if (rawInput !== null) {
    try {
      input = JSON.parse(decodeBase64Url(rawInput));
    } catch {
      return { error: 'This link is damaged: its input cannot be read.', system, test };
    }
  }
  const seed = params.get('seed') ?? undefined;
  const rawDice = params.get('dice') ?? undefined;
  const mode = params.get('mode') === 'rounds' ? 'rounds' : 'whole';
  const opened = { system, test, ...(rawInput === null ? {} : { input }) };
  if (seed === undefined && rawDice === undefined) return opened;
  const rounds = rawDice === undefined ? undefined : decodeRounds(rawDice, mode);
  if (rounds === null) return { error: 'This link is damaged: its dice cannot be read.', system, test };
  return {
    ...opened,
    play: { mode, ...(seed === undefined ? {} : { seed }), ...(rounds ? { rounds } : {}) },
  };
}

function decodeRounds(text: string, mode: 'whole' | 'rounds'): (number[] | null)[] | null {
  const parts = mode === 'rounds' ? text.split('_') : [text];
  const rounds = parts.map((part) => (part === 'g' ? null : part === '' ? [] : part.split('.').map(Number)));
  return rounds.every((round) => round === null || round.every((n) => Number.isSafeInteger(n)))
    ? rounds
    : null;
}
