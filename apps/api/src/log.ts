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

/** Anything the app logs. */
export type LogRecord = RequestRecord | ErrorRecord;

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
  if (record.type === 'request') {
    return `${record.time} ${record.method} ${record.path} ${record.status} ${record.ms}ms`;
  }
  const stack = record.stack ? ` ${JSON.stringify(record.stack)}` : '';
  return `${record.time} ERROR ${record.method} ${record.path}: ${record.message}${stack}`;
}
