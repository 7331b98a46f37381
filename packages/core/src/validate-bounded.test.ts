// Issue 25, "bounded input paths": a request's input is validated on the API's event loop (the estimate comes before
// any job is queued), so its work must not grow with what a 64 KiB body can hold. A list over its `maxItems` and an
// object with far more keys than its schema knows are refused before the schema library looks at their elements.
// The work is counted as the reads of the input's properties (a counting Proxy), never timed.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateWith } from './validate.js';

const modifier = z.strictObject({ label: z.string().max(200).optional(), amount: z.int() });
const check = z.strictObject({
  value: z.int(),
  modifiers: z.array(modifier).max(50).default([]),
  name: z.string().max(200).optional(),
});

/**
 * `value` behind proxies (at any depth) that count every property read; listing an object's keys counts one (one
 * native copy, like parsing the body: bounded by its 64 KiB, not work per element in JavaScript).
 */
function counted(value: unknown, reads: { n: number }): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const children = Array.isArray(value) ? value.map((v) => counted(v, reads)) : undefined;
  const target =
    children ?? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, counted(v, reads)]));
  return new Proxy(target, {
    get(t, key, receiver) {
      reads.n++;
      return Reflect.get(t, key, receiver);
    },
    ownKeys(t) {
      reads.n++;
      return Reflect.ownKeys(t);
    },
  });
}

/** Property reads of validating `input`, and the answer. */
function readsOf(input: unknown) {
  const reads = { n: 0 };
  const checked = validateWith(check, counted(input, reads));
  return { reads: reads.n, checked };
}

/** What fits a 64 KiB body: a list of 32,000 numbers or 21,000 empty objects, an object of 6,000 keys. */
const BODY = 64 * 1024;
const hostile = {
  numbers: { value: 12, modifiers: Array.from({ length: 32_000 }, () => 1) },
  objects: { value: 12, modifiers: Array.from({ length: 21_000 }, () => ({})) },
  keys: Object.fromEntries(Array.from({ length: 6_000 }, (_, i) => [`k${i}`, 0])),
  typos: { value: 12, ...Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`valu${i}`, 0])) },
};

describe('validating an input reads a bounded part of it, whatever a 64 KiB body holds', () => {
  it.each(Object.entries(hostile))('%s: refused naming the field, after a few hundred reads', (_, input) => {
    expect(JSON.stringify(input).length).toBeLessThanOrEqual(BODY);
    const { reads, checked } = readsOf(input);
    expect(checked.ok).toBe(false);
    // The largest valid input (50 modifiers of two fields, three fields) takes a few hundred; these held thousands.
    expect(reads).toBeLessThan(2_000);
  });

  it("names a list over its maxItems in the schema's own words, after reading 51 of its items at most", () => {
    const { checked, reads } = readsOf(hostile.numbers);
    expect(checked).toMatchObject({
      ok: false,
      issues: [{ path: ['modifiers'], message: expect.stringMatching(/50/) }],
    });
    expect(reads).toBeLessThan(200);
  });

  it('names at most 20 unknown fields of an object with thousands of them', () => {
    const { checked } = readsOf(hostile.typos);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues).toHaveLength(20);
    expect(checked.issues[0]).toEqual({
      path: ['valu0'],
      message: "unknown field 'valu0': did you mean 'value'?",
    });
  });

  it('still validates the largest valid input in full, and gives every issue of an ordinary one', () => {
    const largest = {
      value: 12,
      name: 'x'.repeat(200),
      modifiers: Array.from({ length: 50 }, (_, i) => ({ label: `m${i}`, amount: i })),
    };
    expect(readsOf(largest).checked.ok).toBe(true);
    expect(validateWith(check, { value: 'x', modifers: [] })).toEqual({
      ok: false,
      issues: [
        { path: ['modifers'], message: "unknown field 'modifers': did you mean 'modifiers'?" },
        { path: ['value'], message: expect.stringMatching(/expected number/i) },
      ],
    });
    expect(
      validateWith(check, { value: 1, modifiers: Array.from({ length: 51 }, () => ({ amount: 1 })) }),
    ).toMatchObject({ ok: false, issues: [{ path: ['modifiers'] }] });
  });
});
