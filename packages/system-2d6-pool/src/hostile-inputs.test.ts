// Issue 17: requests that cost a server far more than they look. Finding 3: a 2d6 extended test of 100
// participants and 5,000 turns answered 138 MB from a 1 KB request. Finding 6: a misspelt `bonusdice` was ignored.
// Finding 7: the JSON Schema gave maxTurns a maximum of 2^53 instead of the real limit.
import { createRegistry, describeSystem, estimateCost, oddsTest, resolveTest, stepTest } from '@verdict/core';
import { verdictErrorOf } from '@verdict/test-utils';
import { describe, expect, it } from 'vitest';
import { twoD6Pool } from './index.js';

const registry = createRegistry([twoD6Pool]);
// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema read by its well-known keys.
type JsonSchema = Record<string, any>;
const party = Array.from({ length: 100 }, (_, i) => ({ name: `Worker ${i + 1}`, rating: 0 }));
// Difficulty 11 on flat 2d6 + 0: only a 12 makes progress, so 5,000 turns are played to the end.
const long = {
  difficulty: 11,
  progressRequired: 1_000_000,
  participants: party,
  maxTurns: 5_000,
  roll: 'flat',
};

describe('2d6 extended tests and checks against hostile inputs', () => {
  it('refuses a 100-participant, 5,000-turn extended test by default, for its work, before any die', () => {
    const error = verdictErrorOf(() =>
      resolveTest(registry, { system: '2d6-pool', test: 'extended', input: long, seed: 'long' }),
    );
    expect(error.code).toBe('limit_exceeded');
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toMatchObject({
      path: ['input', 'maxTurns'],
      message: expect.stringMatching(/maxWork/),
    });
  });

  it('answers it in under 1 MB, its turns summarised, where a budget allows the work', {
    timeout: 60_000,
  }, () => {
    const budget = { maxWork: 2_000_000_000 };
    const request = { system: '2d6-pool', test: 'extended', input: long, seed: 'long' };
    const response = resolveTest(registry, request, { budget });
    const bytes = JSON.stringify(response).length;
    expect(bytes).toBeLessThan(1_000_000);
    expect(response.outcome).toMatchObject({ label: 'Unresolved', turns: 5_000 });
    expect(response.diceSummary).toMatchObject({ total: 1_000_000, omitted: 999_000 });
    expect(response.steps.find((s) => s.kind === 'note' && /turns not shown/.test(s.text))).toBeDefined();
    // Its estimate agrees: the output is within the budget.
    const cost = estimateCost(registry, request, 'resolve', budget);
    expect(cost.output).toBeGreaterThan(bytes / 2);
    expect(cost.output).toBeLessThan(1_000_000);
    expect(cost.issues).toEqual([]);
  });

  it('still shows every turn in full through round-by-round play', () => {
    const request = { system: '2d6-pool', test: 'extended', input: long, seed: 'long' };
    const first = stepTest(registry, request);
    expect(first.steps.filter((s) => s.kind === 'roll')).toHaveLength(100);
    expect(first.dice).toHaveLength(200);
  });

  it('refuses a misspelt field with a did-you-mean, instead of rolling without it', () => {
    const error = verdictErrorOf(() =>
      resolveTest(registry, {
        system: '2d6-pool',
        test: 'check',
        input: { rating: 1, bonusdice: 3, difficulty: 8 },
        dice: [6, 6, 6],
      }),
    );
    expect(error.code).toBe('invalid_input');
    expect(error.issues).toEqual([
      { path: ['input', 'bonusdice'], message: "unknown field 'bonusdice': did you mean 'bonusDice'?" },
    ]);
  });

  it('says the real maxima and additionalProperties: false in its JSON Schemas', () => {
    const tests = describeSystem(registry, '2d6-pool').tests;
    const extended = tests.find((t) => t.id === 'extended')!.inputSchema as JsonSchema;
    expect(extended.additionalProperties).toBe(false);
    expect(extended.properties.maxTurns.maximum).toBe(10_000);
    expect(extended.properties.participants.maxItems).toBe(100);
    expect(extended.properties.maxParticipants.maximum).toBe(100);
    expect(extended.properties.participants.items.additionalProperties).toBe(false);
    const check = tests.find((t) => t.id === 'check')!.inputSchema as JsonSchema;
    expect(check.additionalProperties).toBe(false);
  });

  it('refuses odds of an extended test too costly to compute before computing them', () => {
    const input = { difficulty: 6, progressRequired: 1_000_000, participants: party, maxTurns: 10_000 };
    const error = verdictErrorOf(() => oddsTest(registry, { system: '2d6-pool', test: 'extended', input }));
    expect(error.code).toBe('limit_exceeded');
    expect(error.message).toMatch(/maxWork/);
    expect(error.issues[0]?.path).toEqual(['input', 'progressRequired']);
  });
});
