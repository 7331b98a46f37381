/**
 * @module
 * The line a terminal shows while a server call is slow: after 1 s, a spinner, what is awaited and the seconds
 * so far, redrawn in place on stderr and wiped when the answer comes. Nothing when stderr is not a terminal
 * (a pipe, a file, a script's log).
 */

/** The stream the wait shows on: a terminal's stderr. */
export interface WaitStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** A wait shorter than this shows nothing. */
export const SHOW_AFTER_MS = 1000;
const FRAME_MS = 100;

/**
 * Starts the wait line (shown only after {@link SHOW_AFTER_MS}, only on a terminal); returns the function
 * that stops it and clears what it drew.
 *
 * @example
 * const stop = startWaitLine(process.stderr, 'Waiting for http://127.0.0.1:8787', 30);
 */
export function startWaitLine(stream: WaitStream | undefined, what: string, limit: number): () => void {
  if (!stream?.isTTY) return () => {};
  const started = Date.now();
  let frame = 0;
  let shown = false;
  let ticker: NodeJS.Timeout | undefined;
  const draw = () => {
    const seconds = Math.floor((Date.now() - started) / 1000);
    stream.write(
      `\r\u001b[2K${FRAMES[frame++ % FRAMES.length]} ${what}… ${seconds} s (gives up at ${limit} s)`,
    );
    shown = true;
  };
  const first = setTimeout(() => {
    draw();
    ticker = setInterval(draw, FRAME_MS);
    ticker.unref();
  }, SHOW_AFTER_MS);
  first.unref();
  return () => {
    clearTimeout(first);
    if (ticker) clearInterval(ticker);
    if (shown) stream.write('\r\u001b[2K');
  };
}
