/**
 * @module
 * Every call the CLI makes to a server has a deadline (`--timeout <seconds>`, 30 by default): a server that
 * accepts the connection and never answers ends the command with exit 6 and says so, instead of leaving the
 * terminal silent for Node's 300 s. In a terminal a spinner on stderr shows the wait after 1 s.
 */
import { UsageError } from '../errors.js';
import { httpFetch } from './http-fetch.js';
import { startWaitLine, type WaitStream } from './wait-line.js';

/** Seconds a server call may take when `--timeout` is not given. */
export const DEFAULT_TIMEOUT_SECONDS = 30;

/** No answer within the deadline: exit 6 (`server_unreachable`), naming the server and the wait. */
export class NoAnswerError extends UsageError {
  constructor(server: string, seconds: number) {
    super(
      `No answer from ${server} in ${seconds} s: it took the connection but sent nothing back. Wait longer with --timeout <seconds>, or check the server`,
      { code: 'server_unreachable' },
    );
  }
}

/** How server calls wait: the deadline, and the stream a spinner may show on (a terminal's stderr). */
export interface NetworkOptions {
  readonly seconds: number;
  /** Where the spinner goes; none (the room screen draws its own) or not a terminal: no spinner. */
  readonly stderr?: WaitStream;
}

let options: NetworkOptions = { seconds: DEFAULT_TIMEOUT_SECONDS };
let lastTimeout: NoAnswerError | undefined;

/** Sets the deadline and the spinner's stream for this process's server calls (`verdict room`, `discord`). */
export function configureNetwork(next: NetworkOptions): void {
  options = next;
}

/** The options server calls use now. */
export const networkOptions = (): NetworkOptions => options;

/**
 * The error to report when a call failed because its deadline passed (whatever the layers above made of the
 * abort), else undefined.
 */
export const timedOutError = (): NoAnswerError | undefined => lastTimeout;

/**
 * `fetch` (over node:http, `http-fetch.ts`) with the deadline over the whole exchange (headers and body), and the
 * spinner while the headers are awaited. A caller's own signal still aborts it.
 *
 * @example
 * const response = await timedFetch('http://127.0.0.1:8787/v1/rooms', { method: 'POST', ... });
 */
export async function timedFetch(url: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const { seconds, stderr } = options;
  const server = new URL(url instanceof Request ? url.url : url).origin;
  const deadline = new AbortController();
  const timer = setTimeout(() => {
    lastTimeout = new NoAnswerError(server, seconds);
    deadline.abort(lastTimeout);
  }, seconds * 1000);
  // The deadline never keeps the process alive: a finished command exits at once.
  timer.unref();
  const signal = init.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
  const stop = startWaitLine(stderr, `Waiting for ${server}`, seconds);
  try {
    return await httpFetch(url, { ...init, signal });
  } catch (error) {
    throw deadline.signal.aborted ? deadline.signal.reason : error;
  } finally {
    stop();
  }
}

/**
 * Parses `--timeout <seconds>`: a number of seconds from 0.1 to 3600.
 *
 * @example
 * timeoutSeconds('5'); // 5
 */
export function timeoutSeconds(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIMEOUT_SECONDS;
  const seconds = Number(value);
  if (value.trim() === '' || !Number.isFinite(seconds) || seconds < 0.1 || seconds > 3600)
    throw new UsageError(`--timeout: expected seconds from 0.1 to 3600, got '${value}'`);
  return seconds;
}
