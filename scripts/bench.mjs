// `npm run bench`: every package's benchmarks, in one run, on built code.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureInstalled, root, run } from './run.mjs';

ensureInstalled();
build();
for (const dir of ['packages', 'apps']) {
  for (const name of readdirSync(join(root, dir)).sort()) {
    const bench = join(root, dir, name, 'bench', 'index.mjs');
    if (existsSync(bench)) {
      console.log(`\n# ${dir}/${name}`);
      run(process.execPath, ['--expose-gc', bench], { cwd: join(root, dir, name) });
    }
  }
}

// Last, the slowest test files with every core busy: no test's verdict may depend on the machine's speed.
console.log('\n# tests under load (npm run test:loaded)');
run(process.execPath, [join(root, 'scripts', 'test-loaded.mjs')]);
