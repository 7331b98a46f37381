import { type RandomSource, seededSource } from '@verdict/dice';
import { VerdictError } from './errors.js';

/**
 * The furthest position in a seed's stream a request may resume from: twice the dice one request may draw
 * (rejection sampling draws a little more than one word per die), so resuming costs at most a few milliseconds.
 */
export const MAX_STREAM_POSITION = 2_000_000;

/** A seeded source that counts the words it gives, so a round-by-round play can resume where it stopped. */
export interface SeedStream extends RandomSource {
  /** Words drawn from the seed's stream so far, from its start (the resumed position included). */
  readonly position: number;
}

/**
 * The seed's stream (see `seededSource` of @verdict/dice), resumed after `position` words. Round k of a play
 * resumes where round k - 1 stopped, so a test played round by round draws the same dice as resolved whole.
 *
 * @example
 * const stream = seedStream('olaf', 0);
 * stream.nextUint32();
 * seedStream('olaf', stream.position).nextUint32(); // the word after it
 */
export function seedStream(seed: string, position = 0): SeedStream {
  if (!Number.isSafeInteger(position) || position < 0 || position > MAX_STREAM_POSITION) {
    const message = `expected a whole number of words from 0 to ${MAX_STREAM_POSITION}, got ${position}`;
    throw new VerdictError(
      position > MAX_STREAM_POSITION ? 'limit_exceeded' : 'invalid_input',
      `position: ${message}`,
      [{ path: ['position'], message }],
    );
  }
  const source = seededSource(seed);
  for (let i = 0; i < position; i++) source.nextUint32();
  let drawn = position;
  return {
    get position() {
      return drawn;
    },
    nextUint32() {
      drawn++;
      return source.nextUint32();
    },
  };
}
