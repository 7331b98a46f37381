import { seededSource } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { coinSystem } from '../fixtures/coin-system.js';
import { createRegistry } from '../registry.js';
import { createPlayController } from './controller.js';

const registry = createRegistry([coinSystem]);
let seeds = 0;
const make = (input: unknown = { maxRounds: 50 }) =>
  createPlayController({
    registry,
    newSeed: () => `seed-${++seeds}`,
    engine: { random: seededSource('controller') },
    initial: { system: 'coin', test: 'duel', input },
  });

describe('createPlayController', () => {
  it('gives a new snapshot only when something changed, and tells its listeners', () => {
    const play = make();
    let told = 0;
    const stop = play.subscribe(() => told++);
    const first = play.getSnapshot();
    expect(play.getSnapshot()).toBe(first);
    play.keepPlaying(); // nothing pending: no change
    play.selectTest('nope'); // unknown test: no change
    expect(play.getSnapshot()).toBe(first);
    expect(told).toBe(0);
    play.playRound([1, 2]);
    expect(play.getSnapshot()).not.toBe(first);
    expect(told).toBe(1);
    stop();
    play.playRound([1, 2]);
    expect(told).toBe(1);
  });

  it('plays round by round with entered and generated dice, and files the finished play', () => {
    const play = make({ maxRounds: 3 });
    play.playRound([2, 5]);
    expect(play.getSnapshot().view.kind).toBe('playing');
    play.playRound([6]);
    const { view, history } = play.getSnapshot();
    expect(view.kind).toBe('done');
    expect(history.map((r) => r.status)).toEqual(['finished']);
  });

  it('keeps the rounds played when a round is refused, and says why', () => {
    const play = make();
    play.playRound([1, 2]);
    play.playRound([9, 9]);
    const { view } = play.getSnapshot();
    expect(view.kind === 'playing' && view.session.rounds.length).toBe(1);
    expect(view.kind === 'playing' && (view.error as { code: string }).code).toBe('face_out_of_range');
  });

  it('keeps the rounds played beside the error when a whole roll is refused, and files nothing', () => {
    const play = make();
    play.playRound([1, 2]);
    play.roll([9, 9]); // a whole roll with faces that do not fit: refused
    const { view, history } = play.getSnapshot();
    expect(view.kind).toBe('playing');
    expect(view.kind === 'playing' && view.session.rounds.length).toBe(1);
    expect(view.kind === 'playing' && (view.error as { code: string }).code).toBe('face_out_of_range');
    expect(history).toEqual([]);
    play.playRound([1, 2]); // the play goes on
    const next = play.getSnapshot().view;
    expect(next.kind === 'playing' && next.session.rounds.length).toBe(2);
  });

  it('keeps the rounds played through a renaming edit that makes the input invalid, and a roll refused then', () => {
    const play = make();
    play.playRound([1, 2]);
    const long = 'O'.repeat(41); // the name takes at most 40 characters
    expect(play.edit({ maxRounds: 50, name: long })).toBe('free');
    const edited = play.getSnapshot().view;
    expect(edited.kind === 'playing' && edited.session.rounds.length).toBe(1);
    expect(edited.kind === 'playing' && (edited.error as { code: string }).code).toBe('invalid_input');
    play.roll();
    const { view, history } = play.getSnapshot();
    expect(view.kind === 'playing' && view.session.rounds.length).toBe(1);
    expect(view.kind === 'playing' && (view.error as { code: string }).code).toBe('invalid_input');
    expect(history).toEqual([]);
    play.playRound([1, 2]); // a round is refused the same way
    const round = play.getSnapshot().view;
    expect(round.kind === 'playing' && round.session.rounds.length).toBe(1);
    expect(round.kind === 'playing' && (round.error as { code: string }).code).toBe('invalid_input');
    play.edit({ maxRounds: 50, name: 'Olaf' }); // the name fixed: the play goes on with it
    const fixed = play.getSnapshot().view;
    expect(fixed.kind === 'playing' && fixed.error).toBeUndefined();
    expect(fixed.kind === 'playing' && fixed.session.input).toEqual({ maxRounds: 50, name: 'Olaf' });
    play.playRound([1, 2]);
    const next = play.getSnapshot().view;
    expect(next.kind === 'playing' && next.session.rounds.length).toBe(2);
  });

  it('undoes back to a name the test refuses: the rounds kept beside the refusal', () => {
    const play = make();
    play.playRound([1, 2]);
    play.edit({ maxRounds: 50, name: 'O'.repeat(41) });
    play.edit({ maxRounds: 50, name: 'Olaf' });
    expect(play.undo()).toMatchObject({ kind: 'input' });
    const { view } = play.getSnapshot();
    expect(view.kind === 'playing' && view.session.rounds.length).toBe(1);
    expect(view.kind === 'playing' && (view.error as { code: string }).code).toBe('invalid_input');
  });

  it('keeps the play through a renaming edit, and asks before a rules edit', () => {
    const play = make({ maxRounds: 50 });
    play.playRound([1, 2]);
    expect(play.edit({ maxRounds: 50, name: 'Olaf' })).toBe('free');
    const renamed = play.getSnapshot();
    expect(renamed.view.kind === 'playing' && renamed.view.session.input).toEqual({
      maxRounds: 50,
      name: 'Olaf',
    });
    expect(play.edit({ maxRounds: 9, name: 'Olaf' })).toBe('ask');
    expect(play.getSnapshot().pending?.paths).toEqual([['maxRounds']]);
    play.keepPlaying();
    expect(play.getSnapshot().pending).toBeUndefined();
    expect(play.getSnapshot().selection.input).toEqual({ maxRounds: 50, name: 'Olaf' });
    play.edit({ maxRounds: 9 });
    play.confirmRestart();
    const restarted = play.getSnapshot();
    expect(restarted.view.kind).toBe('idle');
    expect(restarted.selection.input).toEqual({ maxRounds: 9 });
    expect(restarted.history.map((r) => r.status)).toEqual(['abandoned']);
  });

  it('undoes a restart: the old play goes on and leaves the history', () => {
    const play = make({ maxRounds: 50 });
    play.playRound([1, 2]);
    play.edit({ maxRounds: 9 });
    play.confirmRestart();
    expect(play.undo()).toMatchObject({ input: { maxRounds: 50 } });
    const back = play.getSnapshot();
    expect(back.selection.input).toEqual({ maxRounds: 50 });
    expect(back.view.kind === 'playing' && back.view.session.rounds.length).toBe(1);
    expect(back.history).toEqual([]);
    expect(play.undo()).toBeUndefined();
  });

  it('undoes a plain edit without a play', () => {
    const play = make({ maxRounds: 50 });
    play.edit({ maxRounds: 7 });
    play.edit({ maxRounds: 8 });
    play.undo();
    expect(play.getSnapshot().selection.input).toEqual({ maxRounds: 7 });
  });

  it('remembers each test’s input and files a play left for another test as abandoned', () => {
    const play = make({ maxRounds: 50 });
    play.edit({ maxRounds: 12 });
    play.playRound([1, 2]);
    play.selectTest('check');
    const away = play.getSnapshot();
    expect(away.selection.input).toEqual({ target: 4 });
    expect(away.history.map((r) => r.status)).toEqual(['abandoned']);
    play.selectTest('duel');
    expect(play.getSnapshot().selection.input).toEqual({ maxRounds: 12 });
    expect(play.getSnapshot().view.kind).toBe('idle');
  });

  it('seeds whole rolls from the injected source, so a seed replays the roll', () => {
    const play = make();
    play.selectTest('check');
    play.roll();
    const { view } = play.getSnapshot();
    expect(view.kind === 'done' && view.session.seed).toMatch(/^seed-\d+$/);
    play.roll([9]);
    expect(play.getSnapshot().view.kind).toBe('problem');
  });

  it('says what the next roll needs, and plays the rest at once', () => {
    const play = make();
    expect(play.needs(true).map((n) => n.group)).toEqual(['first', 'second']);
    play.playRound([1, 2]);
    play.finishRounds();
    expect(play.getSnapshot().view.kind).toBe('done');
  });

  it('tells onRecord of each record as it is filed, finished or abandoned', () => {
    const filed: string[] = [];
    const play = createPlayController({
      registry,
      initial: { system: 'coin', test: 'duel', input: { maxRounds: 50 } },
      onRecord: (record) => filed.push(`${record.test} ${record.status}`),
    });
    play.playRound([1, 2]);
    play.selectTest('check');
    play.roll([3]);
    expect(filed).toEqual(['duel abandoned', 'check finished']);
    expect(play.getSnapshot().history.map((r) => `${r.test} ${r.status}`)).toEqual([...filed].reverse());
  });

  it('redraws the form (a new formKey) when the player keeps playing without the change', () => {
    const play = make({ maxRounds: 50 });
    play.playRound([1, 2]);
    play.edit({ maxRounds: 9 });
    const asked = play.getSnapshot();
    play.keepPlaying();
    const kept = play.getSnapshot();
    expect(kept.selection.formKey).toBe(asked.selection.formKey + 1);
    expect(kept.selection.input).toEqual({ maxRounds: 50 });
    expect(kept.view.kind === 'playing' && kept.view.session.rounds.length).toBe(1);
  });

  it("keeps the GM's choices through a refused round, and drops them once a roll is made", () => {
    const play = make({ maxRounds: 50 });
    play.setChoices({ bogus: 'automatic', unset: undefined });
    play.playRound([1, 2]); // the duel takes no choices: refused, naming them
    const refused = play.getSnapshot();
    expect(refused.view.kind).toBe('problem');
    expect(refused.choices).toEqual({ bogus: 'automatic', unset: undefined });
    play.setChoices({ unset: undefined }); // nothing chosen: the round plays as the test says
    play.playRound([1, 2]);
    expect(play.getSnapshot().view.kind).toBe('playing');
    expect(play.getSnapshot().choices).toBeUndefined();
  });

  it('joins a run of edits (typing in one field) into one undo step, said as the frontend names it', () => {
    const play = make({ maxRounds: 50 });
    play.edit({ maxRounds: 50, name: 'O' }, { run: 'type:name', what: 'typing in Name' });
    play.edit({ maxRounds: 50, name: 'Ol' }, { run: 'type:name', what: 'typing in Name' });
    play.edit({ maxRounds: 50, name: 'Ola' }, { run: 'type:name', what: 'typing in Name' });
    expect(play.getSnapshot().undo).toHaveLength(1);
    expect(play.undo()).toMatchObject({ what: 'typing in Name', input: { maxRounds: 50 } });
    expect(play.getSnapshot().selection.input).toEqual({ maxRounds: 50 });
  });

  it('starts a new step when the run changes or anything else happens between its edits', () => {
    const play = make({ maxRounds: 50 });
    play.edit({ maxRounds: 51 }, { run: 'adjust:rounds' });
    play.edit({ maxRounds: 50, name: 'O' }, { run: 'type:name' });
    play.edit({ maxRounds: 50, name: 'Ol' }, { run: 'type:name' });
    play.playRound([1, 2]); // a round between two keys of the same field ends the run
    play.edit({ maxRounds: 50, name: 'Olaf' }, { run: 'type:name' });
    expect(play.getSnapshot().undo.map((step) => step.input)).toEqual([
      { maxRounds: 50 },
      { maxRounds: 51 },
      { maxRounds: 50, name: 'Ol' },
    ]);
    play.endRun(); // a frontend's own move (another field) ends it too
    play.edit({ maxRounds: 50, name: 'Olafr' }, { run: 'type:name' });
    expect(play.getSnapshot().undo).toHaveLength(4);
  });

  it("keeps a frontend's own state with a step and gives it back on undo", () => {
    const play = make({ maxRounds: 50 });
    play.edit({ maxRounds: 7 }, { keep: { cursor: 3 } });
    expect(play.undo()).toMatchObject({ input: { maxRounds: 50 }, keep: { cursor: 3 } });
  });

  it("files a frontend's own change (faces cleared from a prompt) as a step that undo gives back, input untouched", () => {
    const play = make({ maxRounds: 50 });
    play.edit({ maxRounds: 7 });
    play.note('the cleared faces', { draft: '15' });
    const before = play.getSnapshot().selection;
    expect(play.undo()).toMatchObject({ kind: 'note', what: 'the cleared faces', keep: { draft: '15' } });
    expect(play.getSnapshot().selection).toBe(before);
    expect(play.undo()).toMatchObject({ kind: 'input', input: { maxRounds: 50 } });
  });

  it('undoes a note of any test when it is marked so (a character deleted), and an input step only on its test', () => {
    const play = make({ maxRounds: 50 });
    play.edit({ maxRounds: 7 });
    play.note('Olaf', { name: 'Olaf' }, { anyTest: true });
    play.selectTest('check');
    expect(play.undo()).toMatchObject({ kind: 'note', what: 'Olaf' });
    expect(play.undo()).toBeUndefined(); // the duel's edit: undone on the duel
    expect(play.getSnapshot().undo).toHaveLength(1);
    play.selectTest('duel');
    expect(play.undo()).toMatchObject({ kind: 'input' });
  });

  it('loads an input into the test on screen as one undoable edit (a saved character), asking during a play', () => {
    const play = make({ maxRounds: 50 });
    play.playRound([1, 2]);
    expect(play.edit({ maxRounds: 9, name: 'Olaf' }, { what: 'Loaded Olaf' })).toBe('ask');
    play.confirmRestart();
    expect(play.getSnapshot().undo.at(-1)).toMatchObject({ what: 'Loaded Olaf' });
    expect(play.undo()?.resumes).toBeDefined();
    const back = play.getSnapshot();
    expect(back.view.kind === 'playing' && back.view.session.rounds.length).toBe(1);
  });

  it("joins a run of a frontend's notes (characters deleted from a prompt) into one step, keeping the first", () => {
    const play = make({ maxRounds: 50 });
    play.note('the deleted characters', { draft: '156' }, { run: 'delete:prompt' });
    play.note('the deleted characters', { draft: '15' }, { run: 'delete:prompt' });
    expect(play.getSnapshot().undo).toHaveLength(1);
    expect(play.undo()?.keep).toEqual({ draft: '156' });
  });
});
