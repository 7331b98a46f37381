/**
 * @module
 * The `verdict-server` executable: the Verdict HTTP API with the web app at `/`, configured by the same
 * environment variables as `npm start` in the repository (HOST, PORT, RATE_LIMIT_PER_MINUTE, VERDICT_SYSTEMS,
 * VERDICT_DATA_DIR, DATABASE_URL, ...). The web app's build ships in this package (`dist/web`), and the Owlbear
 * Rodeo extension's (`dist/owlbear`, served at `/owlbear/`); `WEB_DIST` and `OWLBEAR_DIST` still point the server
 * at other ones.
 */
import { fileURLToPath } from 'node:url';
import { HELP, versionText } from './about.js';
import { nativeSqliteProblem } from './native-sqlite.js';

const args = process.argv.slice(2);
if (args.includes('--version') || args.includes('-v')) {
  const { createAppRegistry } = await import('@verdict/api/registry');
  process.stdout.write(`${versionText(createAppRegistry())}\n`);
} else if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(`${HELP}\n`);
} else if (args.length > 0) {
  process.stderr.write(
    `verdict-server: unexpected argument '${args[0]}': the server is configured by environment variables (verdict-server --help)\n`,
  );
  process.exitCode = 2;
} else {
  // Without its native module SQLite cannot open: say so in one line, with the fix, before starting anything.
  const sqlite = await nativeSqliteProblem(process.env);
  if (sqlite) {
    process.stderr.write(`${sqlite}\n`);
    process.exit(1);
  }
  // The API's default web folder is relative to apps/api in the repository; an installed server serves its own copy.
  if (!process.env.WEB_DIST?.trim()) {
    process.env.WEB_DIST = fileURLToPath(new URL('./web', import.meta.url));
  }
  if (!process.env.OWLBEAR_DIST?.trim()) {
    process.env.OWLBEAR_DIST = fileURLToPath(new URL('./owlbear', import.meta.url));
  }
  await import('@verdict/api/serve');
}
