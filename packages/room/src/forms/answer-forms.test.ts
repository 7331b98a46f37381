// The answer forms of the requests waiting for a player (issue 36: the web card kept this state itself): the part
// from a saved character with typed fields over it, problems said only once a field is touched or an answer tried,
// a fresh client seed unless one is typed, a refusal in the test's words, and one answer at a time.
import type { RequestEntry } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { RoomCallError } from '../client/call.js';
import type { RoomAction, RoomActions } from '../client/room-view-actions.js';
import { waitingRequest } from '../client/room-view-requests.js';
import type { Appended } from '../client/types.js';
import { registry } from '../test-support/build-room.js';
import { createAnswerForms } from './answer-forms.js';
import type { SavedInput } from './part-input.js';

const common = {
  type: 'request',
  by: 'gm',
  to: ['p'],
  system: 'd20-roll-under',
  test: 'check',
  visibility: 'public',
};
const request = (seq: number, fields: Record<string, unknown>) =>
  waitingRequest({ ...common, seq, ...fields } as unknown as RequestEntry, { from: 'Ada', registry });

/** An open request whose skill is the player's; the GM fixes the modifiers. */
const inParts = request(4, { input: { modifiers: [{ label: 'Dark', amount: -3 }] }, fixes: ['modifiers'] });
const whole = request(5, { input: { value: 12 } });
const olaf: SavedInput = {
  id: 'olaf',
  name: 'Olaf',
  system: 'd20-roll-under',
  test: 'check',
  input: { value: 14, modifiers: [] },
};
const other: SavedInput = { id: 'x', name: 'X', system: 't13', test: 'check', input: {} };

/** An answer action that keeps what it was asked and answers `answer` (a value, or an error to reject with). */
function answering(answer: unknown = { entry: { seq: 9 } }) {
  const sent: unknown[][] = [];
  const action = {
    allowed: true,
    run: async (...args: unknown[]) => {
      sent.push(args);
      if (answer instanceof Error) throw answer;
      return answer as Appended;
    },
  } as unknown as RoomActions['answer'];
  return { action, sent };
}

const seeds = () => {
  let n = 0;
  return () => `fresh-${++n}`;
};

describe("the answer forms of a player's waiting requests", () => {
  it("takes the player's part from the first character saved for the test, and typed fields over it", () => {
    const forms = createAnswerForms({ registry, freshSeed: seeds() });
    const card = forms.card(inParts, [other, olaf]);
    expect(card.part?.characters.map((c) => c.name)).toEqual(['Olaf']);
    expect(card.part?.character).toBe('olaf');
    // The fixed field is the GM's: only the player's fields are asked, by their labels.
    expect(card.part?.fields.map((f) => [f.title, f.text])).toEqual([
      ['Skill', '14'],
      ['Name', ''],
      ['Strong Success', ''],
    ]);
    expect(card.oddsWait).toBe(false);
    expect(card.oddsInput).toEqual({ value: 14, modifiers: [{ label: 'Dark', amount: -3 }] });
    forms.type(4, 'value', '9');
    expect(forms.card(inParts, [olaf]).oddsInput).toMatchObject({ value: 9 });
    // Another character: what was typed over the last one goes.
    forms.chooseCharacter(4, '');
    const typedAway = forms.card(inParts, [olaf]);
    expect(typedAway.part?.character).toBe('');
    expect(typedAway.part?.fields[0]?.text).toBe('');
  });

  it('says a missing field only once it is touched or an answer is tried, and then sends nothing', async () => {
    const forms = createAnswerForms({ registry, freshSeed: seeds() });
    const { action, sent } = answering();
    const card = forms.card(inParts, []);
    expect(card.oddsWait).toBe(true);
    expect(card.part?.fields.every((f) => f.issue === undefined)).toBe(true);
    expect(await forms.submit(inParts, { answer: action, characters: [] })).toEqual({ wrong: 'value' });
    expect(sent).toEqual([]);
    const tried = forms.card(inParts, []).part?.fields.find((f) => f.field === 'value');
    expect(tried?.issue).toMatch(/\S/);
    expect(tried?.issue).not.toMatch(/\/|input\./);
    forms.type(4, 'value', 'twelve');
    expect(forms.card(inParts, []).part?.fields[0]?.issue).toMatch(/\S/);
  });

  it('answers with the part and a fresh client seed, or the one typed', async () => {
    const forms = createAnswerForms({ registry, freshSeed: seeds() });
    const { action, sent } = answering();
    forms.type(4, 'value', '12');
    expect(await forms.submit(inParts, { answer: action, characters: [] })).toEqual({});
    forms.setSeed(5, '  my own seed ');
    await forms.submit(whole, { answer: action, characters: [] });
    expect(sent).toEqual([
      [4, { input: { value: 12 }, clientSeed: 'fresh-1' }],
      [5, { clientSeed: 'my own seed' }],
    ]);
    expect(forms.card(whole, []).seed).toBe('  my own seed ');
  });

  it("answers round by round through the request's own action, with the part only", async () => {
    const forms = createAnswerForms({ registry, freshSeed: seeds() });
    const { action, sent } = answering();
    const started: unknown[] = [];
    const rounds = {
      allowed: true,
      run: async (input?: unknown) => {
        started.push(input);
        return { entry: { seq: 10 } } as unknown as Appended;
      },
    } as RoomAction<(input?: unknown) => Promise<Appended>>;
    forms.type(4, 'value', '12');
    await forms.submit(inParts, { answer: action, characters: [], rounds });
    expect(started).toEqual([{ value: 12 }]);
    expect(sent).toEqual([]);
  });

  it("keeps a refusal in the test's words until the player types again, and answers one request at a time", async () => {
    const forms = createAnswerForms({ registry, freshSeed: seeds() });
    const refusal = new RoomCallError(422, 'Unprocessable', undefined, [
      { path: '/input/value', message: 'must be at most 20' },
    ]);
    let release: (value: Appended) => void = () => {};
    const slow = {
      allowed: true,
      run: () => new Promise<Appended>((resolve) => (release = resolve)),
    } as unknown as RoomActions['answer'];
    const pending = forms.submit(whole, { answer: slow, characters: [] });
    expect(forms.card(inParts, []).busy).toBe(true);
    const { action, sent } = answering();
    await forms.submit(whole, { answer: action, characters: [] });
    expect(sent).toEqual([]);
    release({ entry: { seq: 9 } } as unknown as Appended);
    await pending;
    expect(forms.card(whole, []).busy).toBe(false);
    forms.type(4, 'value', '30');
    await forms.submit(inParts, { answer: answering(refusal).action, characters: [] });
    expect(forms.card(inParts, []).problem).toBe('Skill: must be at most 20');
    forms.type(4, 'value', '12');
    expect(forms.card(inParts, []).problem).toBeUndefined();
  });
});
