import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.map',
  '.wasm',
]);

/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of the build,
 * once, at build time, so the server sends them as they are (by `Accept-Encoding`) instead of compressing
 * on every request. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'verdict-precompress',
    apply: 'build',
    // After every other plugin wrote its files (the service worker, the manifest and icons).
    enforce: 'post',
    configResolved(config: ResolvedConfig) {
      // resolve, not join: outDir may be absolute (a test builds into a temporary folder).
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesIn(outDir)) {
        if (!COMPRESSIBLE.has(extname(file))) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const variants = {
          '.br': brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          '.gz': gzipSync(body, { level: 9 }),
        };
        for (const [suffix, compressed] of Object.entries(variants)) {
          if (compressed.length < body.length) writeFileSync(file + suffix, compressed);
        }
      }
    },
  };
}

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}
