// The forms of a room's tests of rounds (issue 36: the web panel kept them itself): a round with the faces typed
// (read as whole numbers, a misread said in words and nothing sent), the GM's choices offered only once something
// is chosen, a refusal said on its test, the start form's visibility, and each test's heading words.
import { describe, expect, it } from 'vitest';
import type { RoundsTestView } from '../client/room-view-rounds.js';
import { registry } from '../test-support/build-room.js';
import { createRoundsForms, roundsLabels, roundsTestWords } from './rounds-forms.js';
import { createTestChoice } from './test-choice.js';

/** A test in play whose actions keep what they were asked (`refusal`: each refuses with it). */
function playing(refusal?: string) {
  const sent: { action: string; args: unknown[] }[] = [];
  const record = (action: string) => ({
    allowed: true,
    run: async (...args: unknown[]) => {
      sent.push({ action, args });
      if (refusal) throw new Error(refusal);
      return { entry: { seq: 30 } };
    },
  });
  const test = {
    seq: 12,
    who: 'Ada',
    title: 'Mutual Contest of Wills',
    visibility: 'public',
    status: 'playing',
    rounds: [{ seq: 13, round: 1 }],
    nextChosen: true,
    takesChoices: true,
    subject: { system: 'd20-roll-under', test: 'mutual-contest' },
    next: record('next'),
    choose: record('choose'),
    abandon: record('abandon'),
  } as unknown as RoundsTestView;
  return { test, sent };
}

describe("the forms of a room's tests of rounds", () => {
  it('heads a test with who plays it, where it stands and whether the GM chose for the next round', () => {
    const { test } = playing();
    expect(roundsTestWords(test)).toEqual({
      heading: '#12 Ada: Mutual Contest of Wills',
      state: 'in play',
      nextChosen: 'The GM has chosen for round 2.',
    });
    expect(roundsTestWords({ ...test, status: 'ended', nextChosen: false })).toEqual({
      heading: '#12 Ada: Mutual Contest of Wills',
      state: 'ended',
    });
    expect(roundsLabels(registry, test.subject)?.sides).toBeDefined();
    expect(roundsLabels(registry, { system: 'nowhere', test: 'x' })).toBeUndefined();
  });

  it('plays a round with drawn dice, or with the faces typed; a misread is said and nothing is sent', async () => {
    const forms = createRoundsForms();
    const { test, sent } = playing();
    await forms.next(test);
    forms.setFaces(12, '4 2');
    await forms.playFaces(test);
    forms.setFaces(12, '4 two');
    await forms.playFaces(test);
    expect(sent).toEqual([
      { action: 'next', args: [] },
      { action: 'next', args: [{ dice: [4, 2] }] },
    ]);
    expect(forms.test(12).problem).toMatch(/two/);
    forms.setFaces(12, '4 2');
    expect(forms.test(12).problem).toBeUndefined();
  });

  it("offers the GM's choices once something is chosen, and says a refusal on its test", async () => {
    const forms = createRoundsForms();
    expect(forms.canChoose(12)).toBe(false);
    forms.setChoices(12, { first: 'focus' });
    expect(forms.canChoose(12)).toBe(true);
    const { test, sent } = playing('Only the GM chooses');
    await forms.choose(test);
    expect(sent).toEqual([{ action: 'choose', args: [{ first: 'focus' }] }]);
    expect(forms.test(12).problem).toBe('Only the GM chooses');
    await forms.abandon(playing().test);
    expect(forms.test(12).problem).toBeUndefined();
  });

  it('starts the chosen test round by round, seen by the visibility chosen', async () => {
    const forms = createRoundsForms();
    const started: unknown[] = [];
    const start = {
      allowed: true,
      run: async (command: unknown) => {
        started.push(command);
        if (started.length > 1) throw new Error('The table is closed');
        return { entry: { seq: 40 } };
      },
    } as never;
    const choice = createTestChoice(registry).getSnapshot().choice;
    forms.setStartVisibility('secret');
    await forms.start(start, choice);
    expect(started).toEqual([
      { system: 'd20-roll-under', test: 'check', input: choice.input, visibility: 'secret' },
    ]);
    await forms.start(start, choice);
    expect(forms.getSnapshot().start).toEqual({ visibility: 'secret', problem: 'The table is closed' });
  });
});
