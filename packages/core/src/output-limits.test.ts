import type { DieRecord } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { OUTPUT_LIMITS, roundSteps, showDice } from './output-limits.js';

const die = (face: number, group = 'pool'): DieRecord => ({
  sides: 6,
  face,
  kept: face > 3,
  group,
  source: 'generated',
});

describe('showDice', () => {
  it('shows up to 1,000 dice as they are', () => {
    const records = Array.from({ length: OUTPUT_LIMITS.maxDiceShown }, (_, i) => die((i % 6) + 1));
    expect(showDice(records)).toEqual({ dice: records });
  });

  it('past that, the first and last 500 and a summary of the rest by group', () => {
    const records = [
      ...Array.from({ length: 600 }, () => die(6, 'a')),
      ...Array.from({ length: 600 }, () => die(2, 'b')),
    ];
    const { dice, diceSummary } = showDice(records);
    expect(dice).toHaveLength(1000);
    expect(dice.slice(0, 500).every((d) => d.group === 'a')).toBe(true);
    expect(dice.slice(500).every((d) => d.group === 'b')).toBe(true);
    expect(diceSummary).toEqual({
      total: 1200,
      omittedFrom: 500,
      omitted: 200,
      groups: [
        { group: 'a', sides: 6, count: 100, kept: 100, sum: 600 },
        { group: 'b', sides: 6, count: 100, kept: 0, sum: 200 },
      ],
    });
  });
});

describe('roundSteps', () => {
  const round = (n: number, size: number) =>
    Array.from({ length: size }, (_, i) => ({
      kind: i === 0 ? 'round' : 'roll',
      text: `Turn ${n} step ${i}`,
    }));

  it('keeps every step of a short test', () => {
    const steps = roundSteps('turn');
    for (let n = 1; n <= 10; n++) steps.add(round(n, 5));
    expect(steps.list()).toHaveLength(50);
  });

  it('keeps whole first and last rounds of a long one, and says which rounds it left out', () => {
    const steps = roundSteps('turn');
    for (let n = 1; n <= 5000; n++) steps.add(round(n, 102));
    const list = steps.list();
    const note = list.find((s) => s.kind === 'note');
    // 250 steps of the first half hold 2 turns of 102; the last half holds 2 more.
    expect(note).toEqual({
      kind: 'note',
      text: '… 4,996 turns not shown (turns 3 to 4,998): play turn by turn to see each …',
      omittedRounds: 4996,
      from: 3,
      to: 4998,
    });
    expect(list).toHaveLength(4 * 102 + 1);
    expect(list.at(-1)?.text).toBe('Turn 5000 step 101');
    expect(list[0]?.text).toBe('Turn 1 step 0');
  });

  it('always keeps the first and last round, however long', () => {
    const steps = roundSteps();
    for (let n = 1; n <= 3; n++) steps.add(round(n, 400));
    const list = steps.list();
    expect(list.filter((s) => s.kind === 'round').map((s) => s.text)).toEqual([
      'Turn 1 step 0',
      'Turn 3 step 0',
    ]);
    expect(list.find((s) => s.kind === 'note')?.text).toMatch(/1 round not shown \(rounds 2 to 2\)/);
  });
});
