/**
 * Waiting for the event loop's next turn, after its I/O (`setImmediate` where the runtime has it), and the
 * server-wide gate of room page reads (issue 33.2). A reader that pulls page after page (an export, an event
 * stream, a feed catching up, a client paging) waits here before each page, so requests that arrived
 * meanwhile are served between pages; and at most {@link PAGES_PER_TURN} pages are read in one turn,
 * whoever reads them, so a turn's work does not grow with the number of readers. A socket's write that
 * completes at once signals its drain in the same turn, so back-pressure alone never gives the loop back.
 */
const immediate = (globalThis as { setImmediate?: (run: () => void) => unknown }).setImmediate;
const later = (run: () => void) => (immediate ? immediate(run) : setTimeout(run, 0));

/** Room pages read in one turn of the event loop at most, by every reader together. */
export const PAGES_PER_TURN = 2;

/**
 * Resolves on the event loop's next turn.
 *
 * @example
 * await nextTurn(); // requests that arrived meanwhile have been read
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => later(resolve));
}

let started = 0;
let resetQueued = false;

/**
 * Resolves on a later turn of the event loop in which fewer than {@link PAGES_PER_TURN} room pages have been
 * read, and counts the caller's page in it. Waiting readers go on in the order they came (each turn's
 * callbacks run first in, first out).
 *
 * @example
 * await pageTurn();
 * const page = await store.entries(roomId, after, limit, READ_BYTES);
 */
export async function pageTurn(): Promise<void> {
  await nextTurn();
  while (started >= PAGES_PER_TURN) await nextTurn();
  started += 1;
  if (!resetQueued) {
    resetQueued = true;
    later(() => {
      resetQueued = false;
      started = 0;
    });
  }
}
