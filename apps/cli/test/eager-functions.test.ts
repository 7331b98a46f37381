// The functions the quick commands call are compiled with their chunk, so Node's compile cache (written when a
// chunk is compiled, before it runs) holds them (eager-functions.ts, issue 38). V8's function events say how each
// function of a chunk was compiled: a lazily compiled one has a `parse-function` event. A command may still compile
// a nested function lazily (a callback inside a function); a top-level function of `main` or of the system's
// chunk, entered by `resolve` or `odds`, may not be. Which functions run is the same whatever the machine's speed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from './run-cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'verdict-eager-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Range = readonly [number, number];

/** Each function of the `main` and `system-` chunks with the events V8 logged for it, by chunk. */
function functionEvents(args: readonly string[]): Map<string, Map<string, Set<string>>> {
  const log = join(scratch, `${args[0]}.log`);
  const result = spawnSync(
    process.execPath,
    ['--log-function-events', `--logfile=${log}`, '--no-logfile-per-isolate', BIN, ...args],
    {
      env: {
        PATH: process.env.PATH,
        NO_COLOR: '1',
        NODE_DISABLE_COMPILE_CACHE: '1',
        XDG_CONFIG_HOME: scratch,
      },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  expect(result.status, result.stderr).toBe(0);
  const lines = readFileSync(log, 'utf8').split('\n');
  const scripts = new Map<string, string>();
  for (const line of lines) {
    const [kind, id, url] = line.split(',');
    if (kind === 'script-details' && id && /\/(main|system-\d+)-[^/]+\.js$/.test(url ?? ''))
      scripts.set(id, basename(url!));
  }
  const chunks = new Map<string, Map<string, Set<string>>>();
  for (const line of lines) {
    const [kind, event, id, start, end] = line.split(',');
    const chunk = kind === 'function' ? scripts.get(id!) : undefined;
    if (!chunk || start === '0') continue; // the chunk's own top level
    const functions = chunks.get(chunk) ?? new Map<string, Set<string>>();
    const events = functions.get(`${start}-${end}`) ?? new Set<string>();
    events.add(event!);
    functions.set(`${start}-${end}`, events);
    chunks.set(chunk, functions);
  }
  return chunks;
}

const range = (key: string): Range => key.split('-').map(Number) as unknown as Range;

describe('the functions a quick command calls', () => {
  it.each([
    [['resolve', 'd20-roll-under', 'check', 'value=12', '--seed', 'x']],
    [['odds', 'd20-roll-under', 'check', 'value=12']],
  ])('are compiled with their chunk, but for nested ones: %j', (args) => {
    const chunks = functionEvents(args);
    expect([...chunks.keys()].some((chunk) => chunk.startsWith('main-'))).toBe(true);
    for (const [chunk, functions] of chunks) {
      const ranges = [...functions.keys()].map(range);
      const topLevelLazy = [...functions]
        .filter(([, events]) => events.has('parse-function'))
        .map(([key]) => range(key))
        .filter(
          ([start, end]) => !ranges.some(([s, e]) => s <= start && e >= end && (s !== start || e !== end)),
        );
      const code = readFileSync(join(BIN, '..', chunk), 'utf8');
      // The line each one starts on: a declaration (`function f(`) or an arrow given to a variable (`var f = (a) =>`)
      // is what the build makes eager; a callback passed by the top level (`new Map(types.map((t) => …))`) is not.
      const lines = topLevelLazy.map(([start]) => code.slice(code.lastIndexOf('\n', start) + 1, start + 1));
      const declared = lines.filter((line) =>
        /^(?:async\s+)?function\b|^(?:var|let|const)\s+[\w$]+\s*=\s*(?:async\s*)?(?:\(|[\w$]+\s*=>)/.test(
          line,
        ),
      );
      expect(declared, `${chunk}: top-level functions compiled lazily`).toEqual([]);
    }
  });
});
