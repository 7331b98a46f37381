/**
 * @module
 * The head a seat saw live: the last entry's seq and hash, kept with the seat in rooms.json each time a
 * room command or the room screen reads the log, so that `verdict verify` can tell a cut export from an
 * open room (fair-play.md, "A log's head").
 */
import { createSeatStore, seatsFile } from './seats-store.js';

/**
 * Keeps the last of `entries` as the seat's head (only ever forward); never fails the command that read
 * them (a head is a bonus, not the command's job).
 *
 * @example
 * rememberHead(seat.roomId, entries, context.env);
 */
export function rememberHead(
  roomId: string,
  entries: readonly { readonly seq: number; readonly hash: string }[],
  env: NodeJS.ProcessEnv = process.env,
): void {
  const last = entries.at(-1);
  if (last === undefined) return;
  try {
    createSeatStore(seatsFile(env)).saveHead(roomId, last);
  } catch {
    // An unreadable rooms.json is reported by the commands that need it.
  }
}
