// Issue 37, N5: "Attack fails · 85.8% chance of this or better" counted the attacker's side (the outcomes' tiers run
// from the attacker's view) while the words say the target won. A contest's chance of this or better is counted from
// the side its outcome names as the winner, and says whose side it is, in every room screen's sentence and line.
import { oddsTest } from '@verdict/core';
import { formatPercent } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { logLines } from '../client/room-view-lines.js';
import { buildRoom, registry } from '../test-support/build-room.js';

const directed = (attacker: object, target: object) => ({
  system: 'd20-roll-under',
  test: 'directed-contest',
  input: { attacker, target },
});

/** The chance of the outcomes at or below `tier` (the target's side: its wins are the negative tiers). */
function atOrBelow(request: { system: string; test: string; input: unknown }, tier: number): number {
  return oddsTest(registry, request)
    .outcomes.filter((o) => o.tier <= tier)
    .reduce((sum, o) => sum + o.probability, 0);
}

describe("a contest's chance of this or better, from the side its words speak of", () => {
  it("counts a failed attack from the target's side, by the target's name", () => {
    const log = buildRoom(4);
    const request = directed({ name: 'Grog', will: 12 }, { name: 'Ulla', will: 11 });
    // Grog rolls 15 against 12: the attack fails, and Ulla has won.
    log.roll('olaf', { ...request, visibility: 'public' }, { dice: [15] });
    const line = logLines(log.entries, new Map(), registry).lines.at(-1)!;
    expect(line.outcome).toBe("Grog's attack fails");
    const chance = atOrBelow(request, -1);
    // Not the attacker's side's chance of an attack failing or better, which the line said before.
    expect(1 - chance + atOrBelow(request, -1) - atOrBelow(request, -2)).not.toBeCloseTo(chance, 3);
    expect(line.orBetter).toBeCloseTo(chance, 12);
    expect(line.orBetterSide).toBe("Ulla's side");
    expect(line.chanceWords).toBe(`${formatPercent(chance)} chance of this or better, from Ulla's side`);
    expect(line.sentence).toMatch(
      new RegExp(
        `: Grog's attack fails \\(${formatPercent(chance).replace('.', '\\.')} for this or better, from Ulla's side\\)$`,
      ),
    );
  });

  it("says an unnamed side by the test's words, and a winning attacker from the attacker's side", () => {
    const log = buildRoom(4);
    const request = directed({ will: 12 }, { will: 11 });
    log.roll('olaf', { ...request, visibility: 'public' }, { dice: [15] });
    log.roll('olaf', { ...request, visibility: 'public' }, { dice: [5, 14] });
    const [fails, wins] = logLines(log.entries, new Map(), registry).lines.slice(-2);
    expect(fails!.orBetterSide).toBe("the target's side");
    expect(fails!.sentence).toMatch(/for this or better, from the target's side\)$/);
    expect(wins!.outcome).toMatch(/^Attacker wins/);
    expect(wins!.orBetterSide).toBe("the attacker's side");
  });

  it('leaves a test with one side as it was', () => {
    const log = buildRoom(4);
    log.roll(
      'olaf',
      { system: 'd20-roll-under', test: 'check', input: { value: 12 }, visibility: 'public' },
      { dice: [9] },
    );
    const line = logLines(log.entries, new Map(), registry).lines.at(-1)!;
    expect(line.orBetterSide).toBeUndefined();
    expect(line.sentence).toMatch(/ \(\d+(\.\d+)?% for this or better\)$/);
  });
});
