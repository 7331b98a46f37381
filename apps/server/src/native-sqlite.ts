/**
 * @module
 * Checks, before the server starts, that SQLite can open. Where Node has its own SQLite (`node:sqlite`, Node
 * 22.16 and later) nothing native is needed. On an older Node the server uses better-sqlite3: installed with
 * `--ignore-scripts` (or under another Node than it was built for), it has no `.node` file for this Node, and
 * its error lists 13 paths it tried; the server says what is wrong and how to fix it, in one line.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { openSqlite, SQLITE_BINDINGS, SqliteBindingError } from '@verdict/api/sqlite-binding';

// better-sqlite3's errors when its native module is missing or built for another Node (or another machine).
const NATIVE_FAILURE =
  /Could not locate the bindings file|NODE_MODULE_VERSION|was compiled against a different Node|invalid ELF header|wrong ELF class|not a valid Win32 application|dlopen/;

/**
 * The one line to print when SQLite cannot open, or undefined when it opens (or when rooms go to PostgreSQL,
 * `DATABASE_URL`, and SQLite is not used).
 *
 * @example
 * const problem = await nativeSqliteProblem(process.env);
 * if (problem) { process.stderr.write(`${problem}\n`); process.exit(1); }
 */
export async function nativeSqliteProblem(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (env.DATABASE_URL?.trim()) return undefined;
  // An unknown VERDICT_SQLITE is refused by the configuration, with the rest of it.
  const choice = SQLITE_BINDINGS.find((name) => name === env.VERDICT_SQLITE?.trim().toLowerCase());
  try {
    (await openSqlite(':memory:', choice)).database.close();
    return undefined;
  } catch (error) {
    if (!(error instanceof SqliteBindingError)) throw error;
    const cause = error.cause instanceof Error ? error.cause.message : '';
    if (!NATIVE_FAILURE.test(cause)) return `verdict-server: ${error.message}`;
    return (
      `verdict-server: SQLite's native module (better-sqlite3) is not built for Node ${process.versions.node} ` +
      `(installed with --ignore-scripts, or under another Node?). Fix: cd ${installFolder()} && npm rebuild better-sqlite3 ` +
      '(or run Node 22.16 or later, whose own SQLite needs no native module, or set DATABASE_URL to a postgres:// URL to keep rooms in PostgreSQL).'
    );
  }
}

/** The folder whose `node_modules` holds better-sqlite3: where `npm rebuild` must run. */
function installFolder(): string {
  try {
    const manifest = createRequire(import.meta.url).resolve('better-sqlite3/package.json');
    // .../<folder>/node_modules/better-sqlite3/package.json
    return JSON.stringify(dirname(dirname(dirname(manifest)))).replaceAll('"', "'");
  } catch {
    return '<the folder @verdict/server is installed in>';
  }
}
