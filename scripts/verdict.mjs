// `npm run verdict -- <args>`: the CLI from the repository root.
import { build, ensureInstalled, run } from './run.mjs';

ensureInstalled();
build(['--filter=@verdict/cli...']);
run(process.execPath, ['apps/cli/dist/bin.js', ...process.argv.slice(2)], { stdio: 'inherit' });
