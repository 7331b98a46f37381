// Heroic Inspiration rerolls one die and "the new roll must be used" (rules: srd52.md, section 3): the die it
// replaces is shown dropped, wherever it was drawn (an earlier round of the play, or the damage roll), and under
// Advantage the kept d20 is the one the new roll makes it. Resolved whole, played round by round, and one step at a
// time through `stepTest`.
import { createRegistry, playNext, resolveTest, startPlay, stepTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { srd52 } from './index.js';

const registry = createRegistry([srd52]);
const shown = (dice: readonly { face: number; kept: boolean }[]) => dice.map((d) => [d.face, d.kept]);

const missed = { abilityModifier: 5, ac: 15, heroicInspiration: true };
const advantaged = { abilityModifier: 0, dc: 10, advantage: ['Help'], heroicInspiration: true, reroll: 0 };
const longsword = [{ label: 'Longsword', count: 1, sides: 8, modifier: 3, type: 'Slashing' }];

describe('a die rerolled with Heroic Inspiration is dropped, the new roll kept', () => {
  it('resolved whole: the missed d20 is dropped, the rerolled 20 counts', () => {
    const rolled = resolveTest(registry, { system: 'srd52', test: 'attack', input: missed, dice: [3, 20] });
    expect(rolled.outcome.label).toBe('Critical Hit');
    expect(shown(rolled.dice)).toEqual([
      [3, false],
      [20, true],
    ]);
  });

  it('under Advantage, the other d20 becomes the kept one when the new roll is lower', () => {
    // 10 and 4: 10 kept. The 10 is rolled again: 2. Now 4 and 2 under Advantage: 4 kept, 2 and the 10 dropped.
    const rolled = resolveTest(registry, {
      system: 'srd52',
      test: 'check',
      input: advantaged,
      dice: [10, 4, 2],
    });
    expect(rolled.outcome).toMatchObject({ natural: 4, label: 'Failure' });
    expect(shown(rolled.dice)).toEqual([
      [10, false],
      [4, true],
      [2, false],
    ]);
  });

  it('a damage die rolled again is dropped', () => {
    const input = { abilityModifier: 5, ac: 10, heroicInspiration: true, reroll: 1, damage: longsword };
    const rolled = resolveTest(registry, { system: 'srd52', test: 'attack', input, dice: [15, 2, 7] });
    expect(rolled.outcome).toMatchObject({ label: 'Hit', damage: 10 });
    expect(shown(rolled.dice)).toEqual([
      [15, true],
      [2, false],
      [7, true],
    ]);
  });

  it('played round by round: the first round’s die is dropped once the offer round rerolls it', () => {
    let play = startPlay(registry, { system: 'srd52', test: 'check', input: advantaged, mode: 'rounds' });
    play = playNext(registry, play, { dice: [10, 4] });
    expect(shown(play.rounds[0]!.dice)).toEqual([
      [10, true],
      [4, false],
    ]);
    play = playNext(registry, play, { dice: [2] });
    expect(shown(play.rounds[0]!.dice)).toEqual([
      [10, false],
      [4, true],
    ]);
    expect(shown(play.rounds[1]!.dice)).toEqual([[2, false]]);
    expect(shown(play.outcome!.dice)).toEqual([
      [10, false],
      [4, true],
      [2, false],
    ]);
  });

  it('one step at a time: the offer round says which dice of the round before now count', () => {
    const first = stepTest(registry, { system: 'srd52', test: 'attack', input: missed, dice: [3] });
    const second = stepTest(registry, {
      system: 'srd52',
      test: 'attack',
      input: missed,
      state: first.state,
      dice: [20],
      choices: { reroll: 0 },
    });
    expect(second.previousDice).toEqual([{ index: 0, kept: false }]);
    expect(shown(second.dice)).toEqual([[20, true]]);
  });
});
