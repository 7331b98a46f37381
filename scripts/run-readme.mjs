// `npm run readme`: build, then regenerate the examples sections of the system READMEs.
import { build, ensureInstalled, run } from './run.mjs';

ensureInstalled();
build();
run(process.execPath, ['scripts/readme-examples.mjs', ...process.argv.slice(2)]);
