// The premises of each proof in proven-constant.ts, checked: a change to a proven test's schema that lets an
// array or a string grow past its stated bound, or an answer past its stated size, fails here. And only the
// proven jobs of the bundled definitions run on the event loop.
import { createRegistry, describeRegistry } from '@verdict/core';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import type { Compute } from './compute.js';
import { encodeJson } from './encode.js';
import { createJobExecutor } from './executor.js';
import { type ComputeJob, runJob } from './jobs.js';
import { PROVEN_CONSTANT, provenConstant } from './proven-constant.js';

type Schema = Record<string, unknown>;

/** Every place in a JSON Schema where an array or a string lies, with its bound (undefined: unbounded). */
function bounds(schema: Schema, path = 'input'): { path: string; kind: string; max: unknown }[] {
  const found: { path: string; kind: string; max: unknown }[] = [];
  if (schema.type === 'array') {
    found.push({ path, kind: 'array', max: schema.maxItems });
    found.push(...bounds(schema.items as Schema, `${path}[]`));
  }
  if (schema.type === 'string' && schema.enum === undefined)
    found.push({ path, kind: 'string', max: schema.maxLength });
  if (schema.type === 'object') {
    expect(schema.additionalProperties, `${path} refuses unknown fields`).toBe(false);
    for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
      found.push(...bounds(child, `${path}.${key}`));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const child of (schema[key] ?? []) as Schema[]) found.push(...bounds(child, path));
  return found;
}

/** The largest input a schema allows: every array full, every string at its longest, numbers at their most. */
function largest(schema: Schema): unknown {
  if (schema.type === 'array')
    return Array.from({ length: schema.maxItems as number }, () => largest(schema.items as Schema));
  if (schema.type === 'string') return 'x'.repeat(schema.maxLength as number);
  if (schema.type === 'integer' || schema.type === 'number') return schema.maximum;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'object')
    return Object.fromEntries(
      Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([key, child]) => [
        key,
        largest(child),
      ]),
    );
  throw new Error(`no largest value for ${JSON.stringify(schema)}`);
}

const registry = createAppRegistry();
const manifest = describeRegistry(registry);

describe.each(PROVEN_CONSTANT.map((p) => [`${p.system}/${p.test}`, p] as const))(
  '%s, proven constant',
  (_, proven) => {
    const inputSchema = manifest.systems
      .find((s) => s.id === proven.system)!
      .tests.find((t) => t.id === proven.test)!.inputSchema as Schema;

    it('bounds every array and string of its input as the proof says', () => {
      const places = bounds(inputSchema);
      expect(places.length).toBeGreaterThan(0);
      for (const place of places) {
        expect(place.max, `${place.path} (${place.kind}) is bounded`).toBeTypeOf('number');
        expect(place.max as number, place.path).toBeLessThanOrEqual(
          place.kind === 'array' ? proven.maxItems : proven.maxLength,
        );
      }
    });

    it.each(proven.kinds)(
      'answers %s of the largest input the schema allows within the stated bytes',
      (kind) => {
        const input = largest(inputSchema);
        const job = { kind, system: proven.system, test: proven.test, input } as ComputeJob;
        const bytes = encodeJson(runJob(registry, job), Number.POSITIVE_INFINITY);
        expect(bytes.byteLength).toBeLessThanOrEqual(proven.maxOutputBytes);
      },
    );
  },
);

describe('which jobs run on the event loop', () => {
  const check = { system: 'd20-roll-under', test: 'check', input: { value: 12 } };

  it('covers the proven kinds of the bundled definition, with at most one entered die', () => {
    expect(provenConstant(registry, { kind: 'resolve', ...check })).toBe(true);
    expect(provenConstant(registry, { kind: 'resolve', ...check, dice: [7] })).toBe(true);
    expect(provenConstant(registry, { kind: 'odds', ...check })).toBe(true);
  });

  it('covers nothing else: other kinds, other tests, many entered dice, a look-alike definition', () => {
    expect(provenConstant(registry, { kind: 'resolve', ...check, dice: Array(5000).fill(7) })).toBe(false);
    expect(provenConstant(registry, { kind: 'step', ...check })).toBe(false);
    expect(provenConstant(registry, { kind: 'room-roll', ...check, from: { dice: [7] } })).toBe(false);
    expect(provenConstant(registry, { kind: 'resolve', ...check, test: 'resist' })).toBe(false);
    expect(provenConstant(registry, { kind: 'notation-odds', notation: '1d20' })).toBe(false);
    // A system with the same id whose check is another object (as one from VERDICT_SYSTEMS could be) is not covered.
    const lookAlike = {
      ...d20RollUnder,
      tests: { ...d20RollUnder.tests, check: { ...d20RollUnder.tests.check! } },
    };
    expect(provenConstant(createRegistry([lookAlike]), { kind: 'resolve', ...check })).toBe(false);
  });

  it('runs a proven job on the caller thread and every other job in the provider', async () => {
    const sent: ComputeJob[] = [];
    const compute: Compute = async (job) => {
      sent.push(job);
      return encodeJson(runJob(registry, job), Number.POSITIVE_INFINITY);
    };
    const work = createJobExecutor({
      registry,
      compute,
      estimate: () => ({ work: 1 }),
      deadlineMs: 60_000,
      maxResponseBytes: 1e6,
    });
    const resolved = await work.value<{ outcome: { label: string } }>({
      kind: 'resolve',
      ...check,
      dice: [15],
    });
    expect(resolved.outcome.label).toBe('Failure');
    expect(sent).toEqual([]);
    await work.value({ kind: 'resolve', ...check, test: 'resist', input: {} }).catch(() => undefined);
    await work.value({ kind: 'notation-odds', notation: '2d6' });
    expect(sent.map((job) => job.kind)).toEqual(['resolve', 'notation-odds']);
  });
});
