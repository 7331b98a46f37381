/**
 * Waiting for the event loop's next turn, after its I/O (`setImmediate` where the runtime has it): a reader
 * that pulls page after page (an export, an event stream, a feed catching up) waits here between pages, so
 * requests that arrived meanwhile are served between them. A socket's write that completes at once signals
 * its drain in the same turn, so back-pressure alone never gives the loop back.
 */
const immediate = (globalThis as { setImmediate?: (run: () => void) => unknown }).setImmediate;

/**
 * Resolves on the event loop's next turn.
 *
 * @example
 * for (;;) { await nextTurn(); const page = await store.entries(roomId, after, limit, READ_BYTES); ... }
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => (immediate ? immediate(resolve) : setTimeout(resolve, 0)));
}
