// verifyLog answers every input, however broken, and catches every change to an honest log.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRoom, registry } from '../test-support/build-room.js';
import { verifyLog } from './verify-log.js';

type Json = Record<string, unknown> | unknown[];
const room = buildRoom();

/** Every path to a value inside a JSON value (object members and array items). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [
    prefix,
    ...keys.flatMap((key) => paths((value as Record<string | number, unknown>)[key], [...prefix, key])),
  ];
}

function setAt(root: Json, path: (string | number)[], value: unknown): void {
  let cursor = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  cursor[path.at(-1)!] = value;
}

describe('verifyLog under fuzzing', () => {
  it('never throws on anything at all', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = verifyLog(value, registry);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('never throws, and fails, when any value of an honest export is replaced by another', () => {
    const honest = room.export();
    const all = paths(honest.entries).filter((path) => path.length > 0);
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.jsonValue({ maxDepth: 3 }), (path, replacement) => {
        const log = structuredClone(honest) as unknown as { entries: Json };
        const before = JSON.stringify(log.entries);
        setAt(log.entries, path, replacement);
        fc.pre(JSON.stringify(log.entries) !== before); // a real change
        const result = verifyLog(log, registry);
        expect(result.ok, `${path.join('.')} = ${JSON.stringify(replacement)}`).toBe(false);
      }),
      { numRuns: 300 },
    );
  }, 120_000); // each run verifies a whole room; generous for a loaded machine
});
