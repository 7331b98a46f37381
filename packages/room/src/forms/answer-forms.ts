/**
 * @module
 * The answer forms of the requests waiting for a member, as one observable model: per request, the character its
 * part comes from, the fields typed over it (and which were touched, or whether an answer was tried: only then are
 * a field's problems said), the client seed typed (none: a fresh one per answer) and a refused answer in the test's
 * words; which request is being answered. A card is worked out from that state and the room view's
 * `WaitingRequest`: the player's fields with their text and problem, whether the part is complete, and the input
 * its odds are over. Each screen draws the cards (the web's request cards, the popover's through them).
 */
import type { Registry } from '@verdict/core';
import type { RequestEntry } from '@verdict/fair';
import type { RoomAction, RoomActions } from '../client/room-view-actions.js';
import type { WaitingRequest } from '../client/room-view-requests.js';
import type { Appended } from '../client/types.js';
import { playerFields } from '../describe/input-words.js';
import { answerProblem, partIssues } from '../words/part-issues.js';
import { createFormStore } from './form-store.js';
import { mergedPart, partOf, type SavedInput, shownValue } from './part-input.js';

/** One request's form, as typed so far. */
export interface AnswerFormState {
  /** The character chosen, by id ('' for none); absent: the first saved for the request's test. */
  readonly character?: string;
  readonly typed: Readonly<Record<string, string>>;
  readonly touched: ReadonlySet<string>;
  /** An answer was tried: every field's problem is said, not only those typed in. */
  readonly tried: boolean;
  readonly seed: string;
  readonly problem?: string;
}

/** Every waiting request's form, and the one being answered. */
export interface AnswerFormsSnapshot {
  readonly forms: Readonly<Record<number, AnswerFormState>>;
  readonly busy?: number;
}

/** A field of the player's part: its title, its text (typed, else the character's) and its problem to say now. */
export interface PartField {
  readonly field: string;
  readonly title: string;
  readonly text: string;
  readonly issue?: string;
}

/** A request's card worked out: what to draw and what an answer sends. */
export interface AnswerCard {
  readonly seq: number;
  /** The player's part of a request in parts; absent when the request fixes the whole input. */
  readonly part?: {
    readonly characters: readonly SavedInput[];
    readonly character: string;
    readonly fields: readonly PartField[];
  };
  /** The part is not filled in yet, and the odds wait for it (they show over the merged input after). */
  readonly oddsWait: boolean;
  /** The input the odds are over, when it is not the request's own (a request in parts with the GM's in the open). */
  readonly oddsInput?: unknown;
  readonly seed: string;
  readonly problem?: string;
  /** Some answer is on its way: no other is sent meanwhile. */
  readonly busy: boolean;
}

/** What the answer forms need: the registry (the fields' words) and where a fresh client seed comes from. */
export interface AnswerFormsOptions {
  readonly registry: Registry;
  readonly freshSeed: () => string;
}

const EMPTY: AnswerFormState = { typed: {}, touched: new Set(), tried: false, seed: '' };

const inParts = (request: RequestEntry): request is RequestEntry & { fixes: readonly string[] } =>
  request.fixes !== undefined;

/**
 * The answer forms' model.
 *
 * @example
 * const forms = createAnswerForms({ registry, freshSeed });
 * forms.type(4, 'value', '14');
 * const card = forms.card(waiting[0], characters);
 * await forms.submit(waiting[0], { answer: actions.answer, characters });
 */
export function createAnswerForms(options: AnswerFormsOptions) {
  const { registry } = options;
  const store = createFormStore<AnswerFormsSnapshot>({ forms: {} });
  const formOf = (seq: number) => store.getSnapshot().forms[seq] ?? EMPTY;
  const change = (seq: number, edit: (form: AnswerFormState) => AnswerFormState) =>
    store.update((s) => ({ ...s, forms: { ...s.forms, [seq]: edit(s.forms[seq] ?? EMPTY) } }));
  const mine = (request: RequestEntry, characters: readonly SavedInput[]) =>
    characters.filter((c) => c.system === request.system && c.test === request.test);
  const characterOf = (request: RequestEntry, characters: readonly SavedInput[]) =>
    formOf(request.seq).character ?? mine(request, characters)[0]?.id ?? '';
  const partFor = (
    request: RequestEntry & { fixes: readonly string[] },
    characters: readonly SavedInput[],
  ) => {
    const character = characters.find((c) => c.id === characterOf(request, characters));
    return mergedPart(partOf(character, request.fixes), formOf(request.seq).typed);
  };
  const cleared = (form: AnswerFormState): AnswerFormState => {
    const { problem: _problem, ...rest } = form;
    return rest;
  };

  /** A request's card from the state and the characters saved for its test. */
  function card({ request }: WaitingRequest, characters: readonly SavedInput[]): AnswerCard {
    const form = formOf(request.seq);
    const common = {
      seq: request.seq,
      seed: form.seed,
      ...(form.problem ? { problem: form.problem } : {}),
      busy: store.getSnapshot().busy !== undefined,
    };
    if (!inParts(request)) return { ...common, oddsWait: false };
    const part = partFor(request, characters);
    const issues = partIssues(registry, request, part);
    const complete = Object.keys(issues).length === 0;
    const base = partOf(
      characters.find((c) => c.id === characterOf(request, characters)),
      request.fixes,
    );
    const fields = playerFields(registry, request.system, request.test, request.fixes).map(
      ({ field, title }) => {
        const issue = form.tried || form.touched.has(field) ? issues[field] : undefined;
        return {
          field,
          title,
          text: form.typed[field] ?? shownValue(base[field]),
          ...(issue ? { issue } : {}),
        };
      },
    );
    const open = request.input !== undefined;
    return {
      ...common,
      part: { characters: mine(request, characters), character: characterOf(request, characters), fields },
      oddsWait: open && !complete,
      ...(open && complete ? { oddsInput: { ...part, ...(request.input as object) } } : {}),
    };
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    card,
    /** Chooses the character a request's part comes from ('' for none): what was typed over the last one goes. */
    chooseCharacter(seq: number, id: string) {
      change(seq, (form) => ({ ...cleared(form), character: id, typed: {} }));
    },
    /** Types a field of a request's part. */
    type(seq: number, field: string, text: string) {
      change(seq, (form) => ({
        ...cleared(form),
        typed: { ...form.typed, [field]: text },
        touched: new Set(form.touched).add(field),
      }));
    },
    /** Types the client seed of a request's answer ('' for a fresh one). */
    setSeed(seq: number, seed: string) {
      change(seq, (form) => ({ ...form, seed }));
    },
    /**
     * Answers a request (round by round when `rounds` is its `answerRounds`). A part with problems sends nothing
     * and answers the first field to look at; a refusal is kept in the test's words.
     */
    async submit(
      waiting: WaitingRequest,
      how: {
        readonly answer: RoomActions['answer'];
        readonly characters: readonly SavedInput[];
        readonly rounds?: RoomAction<(input?: unknown) => Promise<Appended>>;
      },
    ): Promise<{ readonly wrong?: string }> {
      const { request } = waiting;
      if (store.getSnapshot().busy !== undefined) return {};
      const part = inParts(request) ? partFor(request, how.characters) : undefined;
      if (inParts(request)) {
        const wrong = Object.keys(partIssues(registry, request, part!));
        if (wrong.length > 0) {
          change(request.seq, (form) => ({ ...form, tried: true }));
          return { wrong: wrong[0]! };
        }
      }
      change(request.seq, cleared);
      store.update((s) => ({ ...s, busy: request.seq }));
      try {
        const input = part === undefined ? {} : { input: part };
        const clientSeed = formOf(request.seq).seed.trim() || options.freshSeed();
        if (how.rounds) await how.rounds.run(input.input);
        else await how.answer.run(request.seq, { ...input, clientSeed });
      } catch (error) {
        const problem = answerProblem(registry, request, error);
        change(request.seq, (form) => ({ ...form, problem }));
      } finally {
        store.update(({ busy: _busy, ...s }) => s);
      }
      return {};
    },
  };
}

/** The answer forms' model (`createAnswerForms`). */
export type AnswerForms = ReturnType<typeof createAnswerForms>;
