/**
 * @module
 * Checks, before the server starts, that SQLite's native module can load. Installed with `--ignore-scripts`
 * (or under another Node than it was built for), better-sqlite3 has no `.node` file for this Node, and its
 * error lists 13 paths it tried; the server says what is wrong and how to fix it, in one line.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

// better-sqlite3's errors when its native module is missing or built for another Node (or another machine).
const NATIVE_FAILURE =
  /Could not locate the bindings file|NODE_MODULE_VERSION|was compiled against a different Node|invalid ELF header|wrong ELF class|not a valid Win32 application|dlopen/;

/**
 * The one line to print when SQLite's native module cannot load, or undefined when it loads (or when rooms
 * go to PostgreSQL, `DATABASE_URL`, and SQLite is not used).
 *
 * @example
 * const problem = await nativeSqliteProblem(process.env);
 * if (problem) { process.stderr.write(`${problem}\n`); process.exit(1); }
 */
export async function nativeSqliteProblem(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (env.DATABASE_URL?.trim()) return undefined;
  try {
    // Typed here: the package has no @types of its own, and only its constructor is needed.
    const { default: Database } = (await import('better-sqlite3' as string)) as {
      default: new (file: string) => { close(): void };
    };
    new Database(':memory:').close();
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!NATIVE_FAILURE.test(message)) throw error;
    return (
      `verdict-server: SQLite's native module (better-sqlite3) is not built for Node ${process.versions.node} ` +
      `(installed with --ignore-scripts, or under another Node?). Fix: cd ${installFolder()} && npm rebuild better-sqlite3 ` +
      '(or set DATABASE_URL to a postgres:// URL to keep rooms in PostgreSQL).'
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
