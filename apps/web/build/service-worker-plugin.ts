import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Emits `sw.js` beside `index.html`: the hand-written worker in `service-worker.js` with the list of files
 * to precache (every file of the build, as paths relative to the worker) and a version derived from that list,
 * so each build replaces the previous cache.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'verdict-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.endsWith('.map'))
        .sort();
      const precache = ['./', ...files.map((name) => `./${name}`)];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
      const source = template
        .replace('self.__PRECACHE__', JSON.stringify(precache))
        .replace('self.__VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
