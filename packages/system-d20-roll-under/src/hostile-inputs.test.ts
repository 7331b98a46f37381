// Issue 17: finding 6, a misspelt `modifers` resolved as if there were no modifier; finding 7, the JSON Schema gave
// maxRounds a maximum of 2^53; and a 1,000-round contest answered every round's steps at once.
import { createRegistry, describeSystem, estimateCost, resolveTest, stepTest } from '@verdict/core';
import { verdictErrorOf } from '@verdict/test-utils';
import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './index.js';

const registry = createRegistry([d20RollUnder]);
// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema read by its well-known keys.
type JsonSchema = Record<string, any>;

describe('d20 roll-under against hostile inputs', () => {
  it('refuses {value: 12, modifers: [...]} with a did-you-mean instead of ignoring the modifier', () => {
    const error = verdictErrorOf(() =>
      resolveTest(registry, {
        system: 'd20-roll-under',
        test: 'check',
        input: { value: 12, modifers: [{ amount: -3 }] },
        dice: [11],
      }),
    );
    expect(error.code).toBe('invalid_input');
    expect(error.issues).toEqual([
      { path: ['input', 'modifers'], message: "unknown field 'modifers': did you mean 'modifiers'?" },
    ]);
  });

  it('refuses unknown fields deep inside a contest', () => {
    const input = { attacker: { will: 12, modifiers: [{ amount: 1, lable: 'x' }] }, target: { wil: 11 } };
    const error = verdictErrorOf(() =>
      resolveTest(registry, { system: 'd20-roll-under', test: 'directed-contest', input, dice: [5, 5] }),
    );
    expect(error.issues.slice(0, 2)).toEqual([
      {
        path: ['input', 'attacker', 'modifiers', 0, 'lable'],
        message: "unknown field 'lable': did you mean 'label'?",
      },
      { path: ['input', 'target', 'wil'], message: "unknown field 'wil': did you mean 'will'?" },
    ]);
  });

  it('states maxRounds: at most 1000 and additionalProperties: false in every JSON Schema', () => {
    for (const test of describeSystem(registry, 'd20-roll-under').tests) {
      const schema = test.inputSchema as JsonSchema;
      expect(schema.additionalProperties, test.id).toBe(false);
      if (schema.properties.maxRounds) expect(schema.properties.maxRounds.maximum, test.id).toBe(1000);
    }
  });

  it('summarises a 1,000-round contest to its first and last rounds, every round still playable', () => {
    // Equal Wills of 10 and no criticals in the faces: both succeed every round, so the contest goes the distance.
    const input = { attacker: { will: 10 }, target: { will: 10 }, maxRounds: 1000 };
    const dice = Array.from({ length: 2000 }, () => 5);
    const request = { system: 'd20-roll-under', test: 'directed-contest', input, dice };
    const response = resolveTest(registry, request);
    expect(response.outcome).toMatchObject({ label: 'Unresolved', rounds: 1000 });
    expect(JSON.stringify(response).length).toBeLessThan(200_000);
    expect(response.steps.some((s) => /rounds not shown/.test(s.text))).toBe(true);
    expect(response.diceSummary?.total).toBe(2000);
    expect(estimateCost(registry, request, 'resolve').issues).toEqual([]);
    const round = stepTest(registry, { ...request, dice: [5, 5], state: { round: 500, penalty: 0 } });
    expect(round.steps.filter((s) => s.kind === 'roll')).toHaveLength(2);
  });
});
