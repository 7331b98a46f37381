// Issue 16: after a critical success the GM chooses each time between -5 on the next Will test and an automatic
// win ("GM's fiat"); a round played on its own may take that choice, and the odds show both.
import {
  createRegistry,
  describeRegistry,
  isVerdictError,
  oddsTest,
  stepTest,
  type VerdictError,
} from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './index.js';
import { enumerateSteps, exactOdds } from './test-helpers.js';

const registry = createRegistry([d20RollUnder]);
const directed = {
  system: 'd20-roll-under',
  test: 'directed-contest',
  input: { attacker: { name: 'Sorcerer', will: 12 }, target: { name: 'Knight', will: 11 } },
};
const mutual = {
  system: 'd20-roll-under',
  test: 'mutual-contest',
  input: {
    parties: [
      { name: 'Witch', will: 12, wits: 10 },
      { name: 'Abbot', will: 11, wits: 14 },
    ],
  },
};
const notes = (steps: readonly { kind: string; text: string }[]) =>
  steps.filter((s) => s.kind === 'note').map((s) => s.text);
const errorOf = (fn: () => unknown): VerdictError => {
  try {
    fn();
  } catch (error) {
    if (isVerdictError(error)) return error;
    throw error;
  }
  throw new Error('expected a VerdictError');
};

describe('directed contest: the GM chooses at each critical success', () => {
  it("the attacker's critical success wins at once when the GM so chooses for the round", () => {
    const round = stepTest(registry, {
      ...directed,
      dice: [1],
      choices: { criticalSuccess: { attacker: 'automatic' } },
    });
    expect(round).toMatchObject({ done: true, outcome: { label: 'Attacker wins (critical)', rounds: 1 } });
    expect(round.outcome?.ending).toBe('attacker-critical-success');
    expect(notes(round.steps)).toEqual([
      "Sorcerer's critical success wins at once (the GM's fiat, this round)",
    ]);
    // Without a choice, the input's criticalSuccess ('penalty' by default) decides: the Knight resists at -5.
    const plain = stepTest(registry, { ...directed, dice: [1, 9] });
    expect(plain.outcome).toMatchObject({ label: 'Attacker wins', ending: 'attacker-won' });
  });

  it("the target's critical success wins at once, or puts -5 on the attacker, as chosen", () => {
    const fiat = stepTest(registry, {
      ...directed,
      dice: [5, 2],
      choices: { criticalSuccess: { target: 'automatic' } },
    });
    expect(fiat.outcome).toMatchObject({ label: 'Target wins', winner: 'target' });
    const automatic = { ...directed, input: { ...directed.input, criticalSuccess: 'automatic' } };
    const penalty = stepTest(registry, {
      ...automatic,
      dice: [5, 2],
      choices: { criticalSuccess: { target: 'penalty' } },
    });
    expect(penalty).toMatchObject({ done: false, state: { round: 1, penalty: -5 } });
    expect(notes(penalty.steps)).toEqual([
      "Knight resists with a critical success: Sorcerer's next Will test is at -5 (the GM's choice, this round)",
    ]);
  });

  it('a choice holds for its round only; the next round follows the input again', () => {
    const automatic = { ...directed, input: { ...directed.input, criticalSuccess: 'automatic' } };
    const first = stepTest(registry, {
      ...automatic,
      dice: [1, 5],
      choices: { criticalSuccess: { attacker: 'penalty' } },
    });
    expect(first).toMatchObject({ done: false, state: { round: 1, penalty: 0 } });
    const second = stepTest(registry, { ...automatic, state: first.state, dice: [2] });
    expect(second.outcome).toMatchObject({ label: 'Attacker wins (critical)', rounds: 2 });
  });
});

describe('mutual contest: choices by party, in input order', () => {
  it("Party A (the second party, higher Wits) wins at once on the GM's fiat", () => {
    const round = stepTest(registry, {
      ...mutual,
      dice: [2],
      choices: { criticalSuccess: { second: 'automatic' } },
    });
    expect(round.outcome).toMatchObject({ label: 'Second party wins (critical)', winner: 'second' });
  });

  it("Party A's -5 by default, then Party B's critical success wins at once as chosen", () => {
    const round = stepTest(registry, {
      ...mutual,
      dice: [2, 1],
      choices: { criticalSuccess: { first: 'automatic' } },
    });
    expect(round.outcome).toMatchObject({ label: 'First party wins (critical)', winner: 'first' });
    expect(notes(round.steps)).toEqual([
      'Abbot has the higher Wits (14 against 10): Party A, tests first; Witch is Party B',
      "Abbot's critical success: Witch's next Will test is at -5",
      "Witch's critical success wins at once (the GM's fiat, this round)",
    ]);
  });
});

describe('bad choices are refused, naming the field', () => {
  it.each([
    [
      { criticalSuccess: { attacker: 'fiat' } },
      ['choices', 'criticalSuccess', 'attacker'],
      /'penalty' or 'automatic'/,
    ],
    [
      { criticalSuccess: { defender: 'automatic' } },
      ['choices', 'criticalSuccess', 'defender'],
      /unknown field 'defender'/,
    ],
    [{ penalty: true }, ['choices', 'penalty'], /unknown field 'penalty'/],
    ['automatic', ['choices'], /object/],
  ])('%j', (choices, path, message) => {
    const error = errorOf(() => stepTest(registry, { ...directed, dice: [1], choices }));
    expect(error.code).toBe('invalid_input');
    expect(error.issues[0]?.path).toEqual(path);
    expect(error.message).toMatch(message);
  });

  it('Resisting takes no choices: every critical success wins at once there', () => {
    const resist = {
      system: 'd20-roll-under',
      test: 'resist',
      input: { attacker: { skill: 12 }, target: { will: 10 } },
    };
    const error = errorOf(() =>
      stepTest(registry, { ...resist, dice: [2], choices: { criticalSuccess: { attacker: 'penalty' } } }),
    );
    expect(error).toMatchObject({ code: 'invalid_input', issues: [{ path: ['choices'] }] });
  });

  it('the manifest describes the choices as JSON Schema, for the two Contests of Wills', () => {
    const tests = describeRegistry(registry).systems[0]!.tests;
    const schema = (id: string) => tests.find((t) => t.id === id)?.choicesSchema;
    expect(schema('directed-contest')).toMatchObject({
      additionalProperties: false,
      properties: {
        criticalSuccess: {
          additionalProperties: false,
          properties: {
            attacker: { enum: ['penalty', 'automatic'] },
            target: { enum: ['penalty', 'automatic'] },
          },
        },
      },
    });
    expect(schema('mutual-contest')).toMatchObject({
      properties: { criticalSuccess: { properties: { first: {}, second: {} } } },
    });
    expect(schema('resist')).toBeUndefined();
    expect(schema('check')).toBeUndefined();
  });
});

describe('odds under each choice, against brute force through round-by-round play', () => {
  const both = (mode: string) => ({ criticalSuccess: { attacker: mode, target: mode } });
  const parties = (mode: string) => ({ criticalSuccess: { first: mode, second: mode } });

  it.each([
    ['directed-contest', { ...directed.input, maxRounds: 2 }, both],
    ['mutual-contest', { ...mutual.input, maxRounds: 2 }, parties],
  ] as const)(
    '%s: choosing the same at every critical success is the contest-wide option',
    (id, input, choose) => {
      const odds = oddsTest(registry, { system: 'd20-roll-under', test: id, input }) as unknown as {
        criticalSuccess: string;
        byCriticalSuccess: Record<string, { label: string; fraction: string }[]>;
      };
      expect(odds.criticalSuccess).toBe('penalty');
      for (const mode of ['penalty', 'automatic']) {
        const brute = enumerateSteps(id, input, choose(mode));
        const listed = new Map(odds.byCriticalSuccess[mode]!.map((o) => [o.label, o.fraction]));
        expect(listed).toEqual(brute);
        expect(exactOdds(id, { ...input, criticalSuccess: mode }).labels).toEqual(brute);
      }
      // The choice matters: the win at once is likelier than the -5.
      expect(odds.byCriticalSuccess.automatic).not.toEqual(odds.byCriticalSuccess.penalty);
    },
  );
});
