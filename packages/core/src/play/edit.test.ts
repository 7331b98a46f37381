import { describe, expect, it } from 'vitest';
import { isVerdictError } from '../errors.js';
import { coinSystem } from '../fixtures/coin-system.js';
import { createRegistry } from '../registry.js';
import { classifyEdit, relabelPlay } from './edit.js';
import { playNext, startPlay } from './session.js';

const registry = createRegistry([coinSystem]);
const where = { system: 'coin', test: 'duel' };

describe('classifyEdit', () => {
  it('tells names from rules', () => {
    const before = { maxRounds: 5, name: 'Olaf' };
    expect(classifyEdit(registry, where, before, { ...before })).toEqual({ kind: 'none', paths: [] });
    expect(classifyEdit(registry, where, before, { ...before, name: 'Sven' })).toEqual({
      kind: 'labels',
      paths: [['name']],
    });
    expect(classifyEdit(registry, where, { maxRounds: 5 }, before).kind).toBe('labels');
    expect(classifyEdit(registry, where, before, { maxRounds: 6, name: 'Sven' })).toEqual({
      kind: 'rules',
      paths: [['maxRounds']],
    });
  });

  it('treats nested names and hinted labels as labels, and a list that grows as rules', () => {
    const before = { a: { name: 'x', will: 3 }, mods: [{ label: 'rain', amount: -1 }] };
    const renamed = { a: { name: 'y', will: 3 }, mods: [{ label: 'snow', amount: -1 }] };
    expect(classifyEdit(registry, where, before, renamed).kind).toBe('labels');
    const added = { ...before, mods: [...before.mods, { label: 'wind', amount: -1 }] };
    expect(classifyEdit(registry, where, before, added)).toEqual({ kind: 'rules', paths: [['mods']] });
    // A `name` that is not text is not a label.
    expect(classifyEdit(registry, where, { name: 1 }, { name: 2 }).kind).toBe('rules');
  });
});

describe('relabelPlay', () => {
  it('keeps the dice and rounds and names the new names', () => {
    let play = startPlay(registry, { ...where, input: { maxRounds: 5, name: 'Olaf' }, mode: 'rounds' });
    play = playNext(registry, play, { dice: [1, 2] });
    play = playNext(registry, play, { dice: [5, 3] });
    const renamed = relabelPlay(registry, play, { maxRounds: 5, name: 'Sven' });
    expect(renamed.input).toEqual({ maxRounds: 5, name: 'Sven' });
    expect(renamed.rounds.map((r) => r.dice)).toEqual(play.rounds.map((r) => r.dice));
    expect(renamed.outcome!.outcome.parties).toEqual({ first: 'Sven' });
  });

  it('refuses an edit of the rules, naming the field', () => {
    const play = playNext(
      registry,
      startPlay(registry, { ...where, input: { maxRounds: 5 }, mode: 'rounds' }),
      {
        dice: [1, 2],
      },
    );
    try {
      relabelPlay(registry, play, { maxRounds: 6 });
      expect.unreachable();
    } catch (error) {
      expect(isVerdictError(error) && error.issues[0]!.path).toEqual(['input', 'maxRounds']);
    }
  });
});
