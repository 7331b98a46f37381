// The app must run on any runtime with the Fetch API: only the Node entry (serve.ts and node/) and the
// store's SQLite engine (storage/sqlite.ts, opened by serve.ts, never by the app) may import node:* or @hono/node-server, and randomness never comes from Math.random.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const files = (readdirSync(src, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => join(src, f));

describe('runtime-agnostic app', () => {
  it('imports node:* and @hono/node-server only in the Node entry point', () => {
    const offenders = files
      .filter((file) => /from '(node:|@hono\/node-server)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file))
      .filter(
        (file) => file !== 'serve.ts' && !file.startsWith('node/') && file !== join('storage', 'sqlite.ts'),
      );
    expect(files.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it('never uses Math.random', () => {
    const offenders = files.filter((file) => readFileSync(file, 'utf8').includes('Math.random'));
    expect(offenders).toEqual([]);
  });
});
