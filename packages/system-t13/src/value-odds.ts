import type { OddsResult } from '@verdict/core';
import { addLevels, type ExtraLevel, type LevelLabel, ladderRung } from './levels.js';
import { createTally, levelDistribution } from './tally.js';
import { percentagePlan, readFace } from './value-percentage.js';
import { directVerdict, sideTotal, valueMisfit } from './value-rules.js';
import type { ValueInput } from './value-schema.js';

/**
 * The exact odds of a Value Test: certain in direct mode; over the d100's 100 faces in percentage mode,
 * with the probability of each label, of each count of Success and Failure Levels, and of each pair.
 *
 * @example
 * valueOdds({ ...input, mode: 'percentage' }).outcomes; // Moderate Success 37/100, Moderate Failure 63/100
 */
export function valueOdds(input: ValueInput): OddsResult {
  const tested = sideTotal(input.tested, 'Tested').total;
  const opposing = sideTotal(input.opposing, 'Opposing').total;
  const misfit = valueMisfit(input);
  const totals = { tested, opposing };
  if (input.mode === 'direct') {
    const rung = ladderRung(directVerdict(tested, opposing).label);
    const levels = addLevels(rung, misfit);
    const certain = { probability: 1, fraction: '1/1' };
    return {
      outcomes: [{ label: rung.label, result: rung.result, tier: rung.tier, ...certain }],
      certain: true,
      note: 'Direct comparison rolls no dice: the outcome is certain',
      totals,
      successLevels: [{ value: levels.successLevels, ...certain }],
      failureLevels: [{ value: levels.failureLevels, ...certain }],
      levels: [{ label: rung.label, ...levels, ...certain }],
    };
  }
  const plan = percentagePlan(input, tested, opposing);
  const labels = createTally<LevelLabel>(100n);
  const sl = createTally<number>(100n);
  const fl = createTally<number>(100n);
  const joint = createTally<[LevelLabel, number, number]>(100n);
  for (let face = 1; face <= 100; face++) {
    const reading = readFace(plan, face);
    const rung = ladderRung(reading.success ? 'Moderate Success' : 'Moderate Failure');
    const extras: ExtraLevel[] = [...misfit, ...reading.extras];
    const levels = addLevels(rung, extras);
    labels.add(rung.label, 0.01, 1n);
    sl.add(levels.successLevels, 0.01, 1n);
    fl.add(levels.failureLevels, 0.01, 1n);
    joint.add([rung.label, levels.successLevels, levels.failureLevels], 0.01, 1n);
  }
  return {
    outcomes: labels
      .entries()
      .map(([label, t]) => {
        const rung = ladderRung(label);
        return { label, result: rung.result, tier: rung.tier, ...t };
      })
      .sort((a, b) => b.tier - a.tier),
    certain: false,
    totals,
    chance: plan.chance,
    rolledFor: plan.rolled,
    successLevels: levelDistribution(sl),
    failureLevels: levelDistribution(fl),
    levels: joint
      .entries()
      .map(([[label, successLevels, failureLevels], t]) => ({ label, successLevels, failureLevels, ...t }))
      .sort(
        (a, b) =>
          ladderRung(b.label).tier - ladderRung(a.label).tier ||
          b.successLevels - a.successLevels ||
          a.failureLevels - b.failureLevels,
      ),
  };
}
