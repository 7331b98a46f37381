// Issue 12: the play session in the core, with the real systems: the same dice checks as the API, follow-ups as data,
// names that keep a play and rules that do not, and records that replay.
import {
  classifyEdit,
  createRegistry,
  isVerdictError,
  playNext,
  recordPlay,
  relabelPlay,
  replayRecord,
  startPlay,
} from '@verdict/core';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';

const registry = createRegistry([d20RollUnder]);
const resist = { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } };
const where = { system: 'd20-roll-under', test: 'resist' };

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (isVerdictError(error)) return { code: error.code, path: error.issues[0]?.path };
    throw error;
  }
  return undefined;
};

describe('one play session for every frontend', () => {
  it('refuses three faces for a two-dice resist round (dice_left_over), keeping the play', () => {
    const play = startPlay(registry, { ...where, input: resist, mode: 'rounds' });
    expect(play.needs.map((n) => [n.group, n.conditional ?? false])).toEqual([
      ['attacker', false],
      ['target', true],
    ]);
    expect(codeOf(() => playNext(registry, play, { dice: [8, 5, 7] }))).toEqual({
      code: 'dice_left_over',
      path: ['dice', 2],
    });
    expect(playNext(registry, play, { dice: [8, 5] }).status).toBe('playing');
  });

  it("plays the Horror Check's recovery check from the outcome's follow-up, with entered dice", () => {
    const horror = playNext(
      registry,
      startPlay(registry, { system: 'd20-roll-under', test: 'horror', input: { value: 11 } }),
      {
        dice: [14],
      },
    );
    expect(horror.followUps).toHaveLength(1);
    const [recover] = horror.followUps;
    expect(recover).toMatchObject({ test: 'check', label: 'Recover' });
    const check = playNext(
      registry,
      startPlay(registry, { system: 'd20-roll-under', test: recover!.test, input: recover!.input }),
      { dice: [7] },
    );
    expect(check.outcome!.dice).toEqual([
      { sides: 20, face: 7, kept: true, group: 'check', source: 'entered' },
    ]);
    expect(check.outcome!.outcome.result).toBe('success');
  });

  it('keeps a play when a name changes, and asks to restart when a modifier is added', () => {
    const play = playNext(registry, startPlay(registry, { ...where, input: resist, mode: 'rounds' }), {
      dice: [8, 5],
    });
    const renamed = { ...resist, target: { name: 'Sentry', will: 10 } };
    expect(classifyEdit(registry, where, resist, renamed)).toEqual({
      kind: 'labels',
      paths: [['target', 'name']],
    });
    const kept = relabelPlay(registry, play, renamed);
    expect(kept.rounds.map((r) => r.dice)).toEqual(play.rounds.map((r) => r.dice));
    expect(kept.rounds[0]!.steps.map((s) => s.text).join(' ')).toContain('Sentry');
    const modified = {
      ...resist,
      attacker: { ...resist.attacker, modifiers: [{ label: 'bribe', amount: 2 }] },
    };
    expect(classifyEdit(registry, where, resist, modified).kind).toBe('rules');
    const abandoned = recordPlay(registry, play);
    expect(abandoned.status).toBe('abandoned');
    expect(replayRecord(registry, abandoned)).toEqual(play);
  });
});
