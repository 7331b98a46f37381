/**
 * @module
 * The room screen's prompt lines, parsed: a roll (`d20-roll-under check value=12 seed:my-seed`, or plain notation
 * `4d6kh3 name=Strength`) and a GM
 * request (`d20-roll-under check value=12 to:Grog,Pia hidden note:the door is trapped`).
 */
import type { Registry } from '@verdict/core';
import { describeSystem } from '@verdict/core';
import { DiceError, parseNotation } from '@verdict/dice';
import { checkClientSeed } from '@verdict/fair';
import { notationWords, type TableMember } from '@verdict/room';
import { notationCaretLines } from '../../format/notation-caret.js';
import { applyFieldPairs } from '../../input/field-pairs.js';

/** A test named on the prompt with its input. */
export interface PromptTest {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
}

/** A roll typed on the prompt; `clientSeed` when the player typed `seed:...`. */
export interface PromptRoll extends PromptTest {
  readonly clientSeed?: string;
}

/** A request typed by the GM. */
export interface PromptRequest extends PromptTest {
  readonly to: 'all' | string[];
  readonly hidden: boolean;
  readonly note?: string;
}

/** `<system> <test> field=value ...` into a test and its input; throws a readable Error. */
function parseTest(words: readonly string[], registry: Registry): PromptTest {
  const notation = notationWords(words, registry);
  if (notation) {
    // Checked here, so a typo is shown with its caret and did-you-mean before anything is sent.
    parseNotation(notation.input.notation);
    return notation;
  }
  const [system, test, ...pairs] = words;
  if (!system || !test)
    throw new Error(
      'type: <system> <test> field=value ...  (e.g. d20-roll-under check value=12), or dice notation (4d6kh3)',
    );
  registry.test(system, test);
  const manifest = describeSystem(registry, system).tests.find((t) => t.id === test)!;
  return { system, test, input: applyFieldPairs({}, pairs, manifest.inputSchema) };
}

/**
 * A roll line: `seed:VALUE` sets the client seed (the protocol's rule: 1 to 128 characters), the rest is the test.
 *
 * @example
 * parseRollLine('d20-roll-under check value=12 seed:lucky', registry); // { ..., clientSeed: 'lucky' }
 */
export function parseRollLine(line: string, registry: Registry): PromptRoll {
  const words = line.trim().split(/\s+/).filter(Boolean);
  const seed = words.find((word) => word.startsWith('seed:'));
  const test = parseTest(
    words.filter((word) => word !== seed),
    registry,
  );
  if (!seed) return test;
  const clientSeed = seed.slice(5);
  const problem = checkClientSeed(clientSeed);
  if (problem) throw new Error(`seed: the client seed ${problem}`);
  return { ...test, clientSeed };
}

/**
 * A request line: `to:` names members (by name or id, comma-separated; everyone by default), `hidden`
 * seals the input, and `note:` takes the rest of the line.
 */
export function parseRequestLine(
  line: string,
  registry: Registry,
  members: readonly TableMember[],
): PromptRequest {
  const noteAt = line.indexOf('note:');
  const note = noteAt < 0 ? undefined : line.slice(noteAt + 5).trim();
  const words = (noteAt < 0 ? line : line.slice(0, noteAt)).trim().split(/\s+/).filter(Boolean);
  const toWord = words.find((word) => word.startsWith('to:'));
  const hidden = words.includes('hidden');
  const test = parseTest(
    words.filter((word) => word !== toWord && word !== 'hidden'),
    registry,
  );
  let to: 'all' | string[] = 'all';
  if (toWord && toWord !== 'to:all') {
    to = toWord
      .slice(3)
      .split(',')
      .filter(Boolean)
      .map((who) => {
        const member = members.find((m) => m.id === who || m.name.toLowerCase() === who.toLowerCase());
        if (!member) throw new Error(`to: no member is called '${who}'`);
        return member.id;
      });
  }
  return { ...test, to, hidden, ...(note ? { note } : {}) };
}

/** What the Request prompt shows while nothing is typed: its syntax, with an example. */
export const REQUEST_HINT =
  'Type: <system> <test> field=value ... [to:Name,Name] [hidden] [note:text]  e.g. d20-roll-under check value=12 to:Grog';

/**
 * The Request prompt's live check (as the Roll prompt's odds): what the line asks of whom, or what is wrong with it,
 * before Enter sends it.
 *
 * @example
 * requestCheckText('d20-roll-under check value=12 to:Grog', registry, members); // 'Asks Grog to roll Check · Enter sends'
 */
export function requestCheckText(line: string, registry: Registry, members: readonly TableMember[]): string {
  if (line.trim() === '') return REQUEST_HINT;
  try {
    const request = parseRequestLine(line, registry, members);
    const who =
      request.to === 'all'
        ? 'everyone'
        : request.to.map((id) => members.find((m) => m.id === id)?.name ?? id).join(', ');
    const title = registry.systems.some((system) => system.id === request.system)
      ? registry.test(request.system, request.test).title
      : (request.input as { notation?: string }).notation;
    return `Asks ${who} to roll ${title}${request.hidden ? ' (input hidden)' : ''} · Enter sends`;
  } catch (error) {
    return problemText(error);
  }
}

/**
 * A prompt line's problem for its live check: the first line of the message, and for a notation error the notation
 * with a caret under its character and the did-you-mean, on lines of their own.
 *
 * @example
 * problemText(notationError); // "Unexpected 'o' at 3, expected ...\n  d2o\n    ^\n  Did you mean 'd20'?"
 */
export function problemText(error: unknown): string {
  const first = (error as Error).message.split('\n')[0]!;
  return error instanceof DiceError ? [first, ...notationCaretLines(error)].join('\n') : first;
}
