import { seededSource } from '@verdict/dice';
import { roundChoices } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { playScreen } from '../../test/play-screen-state.js';
import { createAppRegistry } from '../registry.js';
import { playRound } from './actions.js';
import { adjustChoice, choiceRows } from './round-choices.js';
import type { PlayState } from './state.js';

const registry = createAppRegistry();
const screen = playScreen(registry, { random: seededSource('round-choices') });
const { deps, read } = screen;

/** The play screen on d20 roll-under's test `id`. */
function screenOn(id: string): PlayState {
  return screen.on('d20-roll-under', id);
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
    state = read(adjustChoice(state, attacker(), 1, deps));
    expect(roundChoices(state.choices)).toEqual({ criticalSuccess: { attacker: 'penalty' } });
    state = read(adjustChoice(state, attacker(), 1, deps));
    expect(roundChoices(state.choices)).toEqual({ criticalSuccess: { attacker: 'automatic' } });
    state = read(adjustChoice(state, attacker(), 1, deps));
    expect(roundChoices(state.choices)).toBeUndefined();
    state = read(adjustChoice(state, attacker(), -1, deps));
    expect(roundChoices(state.choices)).toEqual({ criticalSuccess: { attacker: 'automatic' } });
  });

  it('plays the round with them, records them with the round, and starts the next round afresh', () => {
    let state = screenOn('directed-contest');
    // Will 12 against Will 12: the attacker's 2 with 'penalty' chosen puts -5 on the target, who resists with a 3.
    deps.play.edit({ attacker: { will: 12 }, target: { will: 12 } });
    state = read(state);
    state = read(adjustChoice(state, choiceRows(state)[2]!, 1, deps));
    state = read(playRound(state, deps, [2, 3]));
    expect(state.play?.rounds[0]?.choices).toEqual({ criticalSuccess: { attacker: 'penalty' } });
    expect(state.choices).toBeUndefined();
    expect(choiceRows(state)[0]!.field.label).toBe("GM's choices for round 2");
    // Round 2: the attacker's 1 with 'automatic' chosen wins at once.
    state = read(adjustChoice(state, choiceRows(state)[2]!, -1, deps));
    state = read(playRound(state, deps, [1]));
    expect(state.result?.session?.outcome?.outcome.label).toBe('Attacker wins (critical)');
  });
});
