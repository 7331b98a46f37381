/**
 * What the room store's page reads take from the database, counted rather than timed (issue 33.2): the
 * entry text each SQL statement had to read (a page's bodies, and any body a statement measured), and the
 * most read in one turn of the event loop. SQLite runs on the event loop, so these counts bound how long a
 * read holds it, whatever the machine's speed. Off unless `VERDICT_READ_METER=1` (the tests and the
 * benchmarks); the server prints {@link readMeterLine} when it stops.
 */

/** The counts so far. */
export interface ReadMeterCounts {
  /** SQL statements of page reads. */
  readonly statements: number;
  /** Rows those statements returned or scanned. */
  readonly rows: number;
  /** Characters of entry text read in all. */
  readonly chars: number;
  /** The most characters of entry text one statement read. */
  readonly largestStatement: number;
  /** The most characters of entry text read in one turn of the event loop (every reader together). */
  readonly largestTurn: number;
}

const counts = { statements: 0, rows: 0, chars: 0, largestStatement: 0, largestTurn: 0 };
let enabled = false;
let turnChars = 0;
let turnPending = false;

/** The next turn of the event loop (after its I/O), where the runtime has `setImmediate`. */
const nextTurn: (run: () => void) => void =
  (globalThis as { setImmediate?: (run: () => void) => unknown }).setImmediate ??
  ((run) => setTimeout(run, 0));

/** Starts counting (the server does when `VERDICT_READ_METER=1`). */
export function enableReadMeter(): void {
  enabled = true;
}

/** Counts one statement of a page read: the rows it touched and the characters of entry text it read. */
export function meterRead(rows: number, chars: number): void {
  if (!enabled) return;
  counts.statements += 1;
  counts.rows += rows;
  counts.chars += chars;
  counts.largestStatement = Math.max(counts.largestStatement, chars);
  turnChars += chars;
  counts.largestTurn = Math.max(counts.largestTurn, turnChars);
  if (!turnPending) {
    turnPending = true;
    nextTurn(() => {
      turnPending = false;
      turnChars = 0;
    });
  }
}

/** The counts so far. */
export function readMeterCounts(): ReadMeterCounts {
  return { ...counts };
}

/** One line for the log: `room reads: {...}` (JSON, for the tests and benchmarks to parse). */
export function readMeterLine(): string {
  return `room reads: ${JSON.stringify(counts)}`;
}
