import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closestName, editDistance } from './did-you-mean.js';
import { resolveTest } from './engine.js';
import { isVerdictError } from './errors.js';
import { coinSystem } from './fixtures/coin-system.js';
import { createRegistry } from './registry.js';
import { validateWith } from './validate.js';

const modifier = z.strictObject({ label: z.string().optional(), amount: z.int() });
const check = z.strictObject({
  value: z.int(),
  modifiers: z.array(modifier).default([]),
  name: z.string().optional(),
});

describe('unknown fields', () => {
  it('refuses a misspelt field with a did-you-mean, instead of ignoring it', () => {
    expect(validateWith(check, { value: 12, modifers: [{ amount: -3 }] })).toEqual({
      ok: false,
      issues: [{ path: ['modifers'], message: "unknown field 'modifers': did you mean 'modifiers'?" }],
    });
  });

  it('finds them at any depth, in arrays too, and lists the known fields when none is close', () => {
    const checked = validateWith(check, {
      value: 12,
      modifiers: [{ amount: 1 }, { amount: 2, lable: 'x' }],
      zzz: 1,
    });
    expect(checked).toEqual({
      ok: false,
      issues: [
        { path: ['modifiers', 1, 'lable'], message: "unknown field 'lable': did you mean 'label'?" },
        { path: ['zzz'], message: "unknown field 'zzz', expected one of: value, modifiers, name" },
      ],
    });
  });

  it('refuses them even when the schema library would strip them (a plain z.object)', () => {
    const loose = z.object({ bonusDice: z.int().default(0) });
    expect(validateWith(loose, { bonusdice: 2 })).toEqual({
      ok: false,
      issues: [{ path: ['bonusdice'], message: "unknown field 'bonusdice': did you mean 'bonusDice'?" }],
    });
  });

  it('keeps the other problems of the input beside them', () => {
    const checked = validateWith(check, { value: 'x', modifers: [] });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.issues.map((i) => i.path)).toEqual([['modifers'], ['value']]);
  });

  it('knows a key if any variant of a union knows it, and allows what a schema allows', () => {
    const dice = z.union([z.strictObject({ boon: z.int() }), z.strictObject({ dice: z.string() })]);
    const schema = z.strictObject({ main: dice, extra: z.record(z.string(), z.int()).optional() });
    expect(validateWith(schema, { main: { dice: '2d6' }, extra: { anything: 1 } }).ok).toBe(true);
    const checked = validateWith(schema, { main: { dcie: '2d6' } });
    // The union's own complaint (neither variant fits) stays beside it.
    expect(!checked.ok && checked.issues[0]).toEqual({
      path: ['main', 'dcie'],
      message: "unknown field 'dcie': did you mean 'dice'?",
    });
  });

  it('escapes control characters in the field it names', () => {
    const checked = validateWith(check, { value: 1, 'x\u001b[2J': 1 });
    expect(!checked.ok && checked.issues[0]?.message).toMatch(/^unknown field 'x\\u001b\[2J'/);
  });

  it('is refused by resolveTest as invalid_input naming the field, before any die', () => {
    const registry = createRegistry([coinSystem]);
    try {
      resolveTest(registry, { system: 'coin', test: 'check', input: { target: 4, targte: 2 }, dice: [] });
      expect.unreachable();
    } catch (error) {
      expect(isVerdictError(error) && error.code).toBe('invalid_input');
      expect(isVerdictError(error) && error.issues).toEqual([
        { path: ['input', 'targte'], message: "unknown field 'targte': did you mean 'target'?" },
      ]);
    }
  });
});

describe('closestName', () => {
  it('suggests a close name and nothing for a far one', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(closestName('modifers', ['value', 'modifiers'])).toBe('modifiers');
    expect(closestName('bonusdice', ['bonusDice', 'penaltyDice'])).toBe('bonusDice');
    expect(closestName('maxRound', ['maxRounds', 'criticalSuccess'])).toBe('maxRounds');
    expect(closestName('q', ['value', 'name'])).toBeUndefined();
    expect(closestName('colour', ['value', 'name'])).toBeUndefined();
  });
});
