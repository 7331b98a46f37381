// `npm run verdict -- <args>`: the CLI from the repository root.
import { build, ensureInstalled, run } from './run.mjs';

ensureInstalled();
// The CLI bundles the workspace packages from their sources: their own builds are not needed (apps/cli/turbo.json).
build(['--filter=@verdict/cli']);
run(process.execPath, ['apps/cli/dist/bin.js', ...process.argv.slice(2)], { stdio: 'inherit' });
