/**
 * @module
 * Taking a seat back with its recovery key (issue 35): a member (the GM first of all) keeps a secret apart
 * from their token, shown once, so that a screen that lost the token (another browser, cleared storage, a
 * frame whose storage the browser refuses) can sit in the same seat again instead of joining as someone else.
 * The rules, once, for the server and its clients: every key that recovers nothing is one refusal, whatever
 * the reason (an unknown room, a wrong key, a rotated one), so the answer tells nothing but "no"; each such
 * refusal is counted for the room's GM; every attempt costs more of the rate limit than a read; and a closed
 * room still gives its seats back, since its export is read with a seat.
 */
import type { Refusal } from './commands.js';

/**
 * The one refusal of a recovery key that seats nobody: a wrong key, a rotated one, another room's or an
 * unknown room. It names the field and nothing else.
 *
 * @example
 * throw problemOfRefusal(WRONG_RECOVERY_KEY);
 */
export const WRONG_RECOVERY_KEY: Refusal = {
  code: 'forbidden',
  message: 'This key recovers no seat in that room',
  path: '/key',
  issue: 'wrong key',
};

/**
 * How many requests' worth of the rate limit one recovery attempt costs, whatever its answer (a key is 256
 * random bits, so guessing is hopeless anyway; this keeps a guesser from costing the server anything).
 */
export const RECOVERY_WEIGHT = 10;
