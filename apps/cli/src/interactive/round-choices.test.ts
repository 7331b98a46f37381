import { seededSource } from '@verdict/dice';
import { roundChoices } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { playRound } from './actions.js';
import { adjustChoice, choiceRows } from './round-choices.js';
import { initialState, openTest, type PlayState } from './state.js';

const registry = createAppRegistry();
const deps = { registry, engine: { random: seededSource('round-choices') } };

/** The play screen on d20 roll-under's test `id`. */
function screenOn(id: string): PlayState {
  const state = initialState(registry);
  const system = state.manifest.findIndex((s) => s.id === 'd20-roll-under');
  const test = state.manifest[system]!.tests.findIndex((t) => t.id === id);
  return openTest(state, system, test);
}

describe("the GM's choices on the play screen", () => {
  it("shows the rounds' choices from the manifest's schema, under a heading, and none for a test without them", () => {
    const rows = choiceRows(screenOn('directed-contest'));
    expect(rows.map((r) => [r.depth, r.field.label])).toEqual([
      [0, "GM's choices for round 1"],
      [1, 'Critical success'],
      [2, 'Attacker'],
      [2, 'Target'],
    ]);
    expect(rows.every((r) => r.section === 'choices')).toBe(true);
    expect(
      choiceRows(screenOn('mutual-contest'))
        .map((r) => r.field.label)
        .slice(2),
    ).toEqual(['First', 'Second']);
    expect(choiceRows(screenOn('check'))).toEqual([]);
  });

  it('cycles an optional choice through "as the test says" and its options, both ways', () => {
    let state = screenOn('directed-contest');
    const attacker = () => choiceRows(state)[2]!;
    state = adjustChoice(state, attacker(), 1);
    expect(roundChoices(state.choices)).toEqual({ criticalSuccess: { attacker: 'penalty' } });
    state = adjustChoice(state, attacker(), 1);
    expect(roundChoices(state.choices)).toEqual({ criticalSuccess: { attacker: 'automatic' } });
    state = adjustChoice(state, attacker(), 1);
    expect(roundChoices(state.choices)).toBeUndefined();
    state = adjustChoice(state, attacker(), -1);
    expect(roundChoices(state.choices)).toEqual({ criticalSuccess: { attacker: 'automatic' } });
  });

  it('plays the round with them, records them with the round, and starts the next round afresh', () => {
    let state = screenOn('directed-contest');
    // Will 12 against Will 12: the attacker's 2 with 'penalty' chosen puts -5 on the target, who resists with a 3.
    state = { ...state, input: { attacker: { will: 12 }, target: { will: 12 } } };
    state = adjustChoice(state, choiceRows(state)[2]!, 1);
    state = playRound(state, deps, [2, 3]);
    expect(state.play?.rounds[0]?.choices).toEqual({ criticalSuccess: { attacker: 'penalty' } });
    expect(state.choices).toBeUndefined();
    expect(choiceRows(state)[0]!.field.label).toBe("GM's choices for round 2");
    // Round 2: the attacker's 1 with 'automatic' chosen wins at once.
    state = adjustChoice(state, choiceRows(state)[2]!, -1);
    state = playRound(state, deps, [1]);
    expect(state.result?.session?.outcome?.outcome.label).toBe('Attacker wins (critical)');
  });
});
