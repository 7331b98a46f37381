import { playNext, playToEnd, resolveTest, startPlay } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { replayOf, replayText } from './replay-command.js';

const registry = createAppRegistry();
const directed = {
  system: 'd20-roll-under',
  test: 'directed-contest',
  input: { attacker: { name: 'Grim Sorcerer', will: 12 }, target: { will: 11 } },
};

describe('replayOf: what replays a finished play', () => {
  it('the seed alone, when every die was generated and no choice made: the shown command resolves the same', () => {
    const play = playToEnd(registry, startPlay(registry, { ...directed, mode: 'rounds', seed: 'olaf' }));
    const replay = replayOf(registry, play)!;
    expect(replay).toMatchObject({ kind: 'seed', seed: 'olaf' });
    expect(replayText(replay)).toMatch(
      /^Seed olaf replays it: verdict resolve d20-roll-under directed-contest /,
    );
    // A name with a space is one quoted word.
    expect(replay.kind === 'seed' && replay.command).toContain("'attacker.name=Grim Sorcerer'");
    const again = resolveTest(registry, { ...directed, seed: 'olaf' });
    expect(again.outcome).toEqual(play.outcome!.outcome);
  });

  it('every die, when a round was entered: never the seed, which would replay a different contest', () => {
    let play = startPlay(registry, { ...directed, mode: 'rounds', seed: 'olaf' });
    play = playNext(registry, play, { dice: [8, 5] });
    play = playToEnd(registry, play);
    const replay = replayOf(registry, play)!;
    expect(replay.kind).toBe('dice');
    const faces = play.outcome!.dice.map((die) => die.face);
    expect(replayText(replay)).toContain(`--dice ${faces.join(',')}`);
    expect(replayText(replay)).not.toContain('olaf');
    expect(resolveTest(registry, { ...directed, dice: faces }).outcome).toEqual(play.outcome!.outcome);
  });

  it("none, with why, when a GM's choice made for one round changed how it ended", () => {
    // The attacker's 2 is a critical success; the GM's fiat wins at once, where the input's default would not.
    let play = startPlay(registry, { ...directed, mode: 'rounds' });
    play = playNext(registry, play, { dice: [2], choices: { criticalSuccess: { attacker: 'automatic' } } });
    expect(play.status).toBe('done');
    const replay = replayOf(registry, play)!;
    expect(replay.kind).toBe('none');
    expect(replayText(replay)).toMatch(/GM's choices/);
  });

  it('nothing for a play not finished', () => {
    const play = playNext(registry, startPlay(registry, { ...directed, mode: 'rounds' }), { dice: [8, 5] });
    expect(replayOf(registry, play)).toBeUndefined();
  });
});
