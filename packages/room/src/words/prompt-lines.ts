/**
 * @module
 * A line typed at a room's prompt, understood: a roll (`d20-roll-under check value=12 seed:my-seed`, or plain notation
 * `4d6kh3 name=Strength`) and a GM's request (`d20-roll-under check value=12 to:Grog,Pia hidden note:the door is
 * trapped`), and what the request line asks of whom, before it is sent. Moved from the CLI's room screen (issue 36),
 * so every client that takes typed lines reads them the same way. A line that cannot be read throws an Error whose
 * message names the word: a notation's `DiceError` keeps its place, so a terminal can draw a caret under it.
 */
import { describeSystem, oddsTest, type Registry } from '@verdict/core';
import { parseNotation } from '@verdict/dice';
import { checkClientSeed } from '@verdict/fair';
import { applyFieldPairs, oddsHeadline } from '@verdict/form';
import { formatChance } from '../chance.js';
import type { RoomMember } from '../client/types.js';
import { notationWords } from '../notation/notation-words.js';
import { withNotation } from '../notation/with-notation.js';
import { memberIdsByName } from './addressing.js';

/** A test named on a prompt with its input. */
export interface PromptTest {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
}

/** A roll typed on a prompt; `clientSeed` when the player typed `seed:...`. */
export interface PromptRoll extends PromptTest {
  readonly clientSeed?: string;
}

/** A request typed by the GM: to whom (member ids, or everyone), hidden or not, and the GM's note. */
export interface PromptRequest extends PromptTest {
  readonly to: 'all' | string[];
  readonly hidden: boolean;
  readonly note?: string;
}

/** What a Request prompt shows while nothing is typed: its syntax, with an example. */
export const REQUEST_HINT =
  'Type: <system> <test> field=value ... [to:Name,Name] [hidden] [note:text]  e.g. d20-roll-under check value=12 to:Grog';

/** `<system> <test> field=value ...` (or notation) into a test and its input; throws a readable Error. */
function readTest(words: readonly string[], registry: Registry): PromptTest {
  const notation = notationWords(words, registry);
  if (notation) {
    // Read here, so a typo is refused (with its place, for a caret) before anything is sent.
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
 * readRollLine('d20-roll-under check value=12 seed:lucky', registry); // { ..., clientSeed: 'lucky' }
 */
export function readRollLine(line: string, registry: Registry): PromptRoll {
  const words = line.trim().split(/\s+/).filter(Boolean);
  const seed = words.find((word) => word.startsWith('seed:'));
  const test = readTest(
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
 * A request line: `to:` names members (by name, as the server compares names, or id; comma-separated; everyone by
 * default), `hidden` seals the input, and `note:` takes the rest of the line.
 *
 * @example
 * readRequestLine('d20-roll-under check value=9 to:grog hidden note:the lock', registry, view.members);
 * // { system: 'd20-roll-under', test: 'check', input: { value: 9 }, to: ['m_3f…'], hidden: true, note: 'the lock' }
 */
export function readRequestLine(
  line: string,
  registry: Registry,
  members: readonly RoomMember[],
): PromptRequest {
  const noteAt = line.indexOf('note:');
  const note = noteAt < 0 ? undefined : line.slice(noteAt + 5).trim();
  const words = (noteAt < 0 ? line : line.slice(0, noteAt)).trim().split(/\s+/).filter(Boolean);
  const toWord = words.find((word) => word.startsWith('to:'));
  const hidden = words.includes('hidden');
  const test = readTest(
    words.filter((word) => word !== toWord && word !== 'hidden'),
    registry,
  );
  let to: 'all' | string[] = 'all';
  if (toWord && toWord !== 'to:all') {
    const ids = memberIdsByName(members, toWord.slice(3), 'to');
    if (!ids.ok) throw new Error(ids.problem);
    to = ids.value;
  }
  return { ...test, to, hidden, ...(note ? { note } : {}) };
}

/**
 * What a request asks of whom, in words, before it is sent: `Asks Grog, Pia to roll Check (input hidden)`.
 *
 * @example
 * requestAsks(readRequestLine('d20-roll-under check value=12 to:Grog', registry, members), registry, members);
 * // 'Asks Grog to roll Check'
 */
export function requestAsks(
  request: PromptRequest,
  registry: Registry,
  members: readonly RoomMember[],
): string {
  const who =
    request.to === 'all'
      ? 'everyone'
      : request.to.map((id) => members.find((m) => m.id === id)?.name ?? id).join(', ');
  const title = registry.systems.some((system) => system.id === request.system)
    ? registry.test(request.system, request.test).title
    : (request.input as { notation?: string }).notation;
  return `Asks ${who} to roll ${title}${request.hidden ? ' (input hidden)' : ''}`;
}

/**
 * The exact odds of the roll typed so far, in one line: the headline (each kind of result, then the test's own
 * numbers), then each outcome. Plain notation is worked out as the room's pseudo-system. Throws as `readRollLine`.
 *
 * @example
 * rollOddsWords('d20-roll-under check value=12', registry); // 'Odds: Success 60% · … | Success 60% · Failure 40%'
 */
export function rollOddsWords(line: string, registry: Registry): string {
  const rolls = withNotation(registry);
  const roll = readRollLine(line, rolls);
  const odds = oddsTest(rolls, roll);
  const headline = oddsHeadline(odds, rolls.test(roll.system, roll.test).labels).map(
    (fact) => `${fact.label} ${fact.text}`,
  );
  const outcomes = odds.outcomes.map((o) => `${o.label} ${formatChance(o.probability)}`);
  return `Odds: ${headline.join(' · ')} | ${outcomes.join(' · ')}`;
}
