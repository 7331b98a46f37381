/**
 * What the app logs: one record per request, plus one for each unexpected error. The app hands records
 * to a logger function (a provider); `formatLogRecord` turns them into one line of text or JSON.
 */

/** One request answered. */
export interface RequestRecord {
  readonly type: 'request';
  readonly time: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** Milliseconds from the request's arrival to its answer, to 0.01 ms. */
  readonly ms: number;
  /** The client went away before its answer was sent (then `status` is 499). */
  readonly aborted?: true;
}

/** An unexpected error: a bug, answered with a 500 that says nothing of it. */
export interface ErrorRecord {
  readonly type: 'error';
  readonly time: string;
  readonly method: string;
  readonly path: string;
  readonly message: string;
  readonly stack?: string;
}

/** Something odd but expected, that needs no stack: a malformed signed Discord interaction. */
export interface WarnRecord {
  readonly type: 'warn';
  readonly time: string;
  readonly method: string;
  readonly path: string;
  readonly message: string;
}

/** Anything the app logs. */
export type LogRecord = RequestRecord | ErrorRecord | WarnRecord;

/** Receives every log record; the platform decides where it goes. */
export type Logger = (record: LogRecord) => void;

/** `text` for people (`POST /v1/roll 200 0.41ms`), `json` for log pipelines (one object per line). */
export type LogFormat = 'text' | 'json';

/**
 * One line for a record, without the newline.
 *
 * @example
 * formatLogRecord({ type: 'request', time, method: 'GET', path: '/healthz', status: 200, ms: 0.2 }, 'text');
 * // '2026-11-30T15:00:00.000Z GET /healthz 200 0.2ms'
 */
export function formatLogRecord(record: LogRecord, format: LogFormat): string {
  if (format === 'json') return JSON.stringify(record);
  const method = printable(record.method);
  const path = printable(record.path);
  if (record.type === 'request') {
    const aborted = record.aborted ? ' (client went away)' : '';
    return `${record.time} ${method} ${path} ${record.status} ${record.ms}ms${aborted}`;
  }
  if (record.type === 'warn') return `${record.time} WARN ${method} ${path}: ${printable(record.message)}`;
  const stack = record.stack ? ` ${JSON.stringify(record.stack)}` : '';
  return `${record.time} ERROR ${method} ${path}: ${printable(record.message)}${stack}`;
}

/**
 * Text with control characters (and backslashes) escaped, so a value from a request can never start a
 * new log line or move a terminal's cursor: a newline becomes `\n`, other controls `\u001b`.
 *
 * @example
 * printable('/a\nb'); // '/a\\nb'
 */
export function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  return text.replace(/[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (ch) => {
    if (ch === '\\') return '\\\\';
    if (ch === '\n') return '\\n';
    if (ch === '\r') return '\\r';
    if (ch === '\t') return '\\t';
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
