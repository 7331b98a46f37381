/**
 * The SQLite libraries the embedded engine can run on, by the names `VERDICT_SQLITE` takes. Apart from
 * `sqlite-binding.ts` so that the configuration (which the runtime-agnostic app reads) imports no driver.
 */

/** The library under the embedded engine. */
export type SqliteBindingName = 'node:sqlite' | 'better-sqlite3';

/** What `VERDICT_SQLITE` may say. */
export const SQLITE_BINDINGS: readonly SqliteBindingName[] = ['node:sqlite', 'better-sqlite3'];
