/**
 * @module
 * What a client checks before anything is sent (issue 38, N6-N8), so that a mistake is said once in the log's own
 * words, not as a refusal naming the API's fields: a roll's input and entered dice (the engine's own checks, as a
 * resolve makes them), the entry a reveal names, and an answer's part to a request in parts.
 */
import { type Registry, resolveTest } from '@verdict/core';
import type { RequestEntry, RoomEntry } from '@verdict/fair';
import type { RoomScreen } from '../client/room-view.js';
import { playerFields } from '../describe/input-words.js';
import { viewOf } from '../log-view.js';
import { answerPartIssues, mergeAnswerInput } from '../rules/request-parts.js';
import { unrevealedSeqs } from '../table-state.js';
import type { Addressed } from './addressing.js';

/**
 * Resolves the roll once, only to check it: an unknown or bad field, or an entered die the test cannot take,
 * throws the engine's named error (a usage error) before the server is asked.
 *
 * @example
 * checkRollHere(registry, { system: 'd20-roll-under', test: 'check', input: { skill: 13 } });
 */
export function checkRollHere(
  registry: Registry,
  roll: { system: string; test: string; input: unknown; dice?: readonly number[] },
): void {
  resolveTest(registry, {
    system: roll.system,
    test: roll.test,
    input: roll.input,
    ...(roll.dice === undefined ? { seed: 'checked here, never sent' } : { dice: [...roll.dice] }),
  });
}

/** `sealed: 4, 5`, or `no entry is sealed`. */
const sealedList = (sealed: readonly number[]): string =>
  sealed.length === 0 ? 'no entry is sealed' : `sealed: ${sealed.join(', ')}`;

/**
 * The seq a Reveal prompt names (`7` or `#7`), checked against the sealed entries the screen lists: an empty line,
 * a word or an entry that seals nothing is refused, saying so (N6).
 *
 * @example
 * revealSeqOf('#5', [4, 5]); // { ok: true, value: 5 }
 * revealSeqOf('', [4, 5]); // { ok: false, problem: 'Type the seq of a sealed entry (sealed: 4, 5)' }
 */
export function revealSeqOf(line: string, sealed: readonly number[]): Addressed<number> {
  const text = line.trim();
  if (text === '') return { ok: false, problem: `Type the seq of a sealed entry (${sealedList(sealed)})` };
  if (!/^#?\d{1,9}$/.test(text))
    return { ok: false, problem: `reveal: expected an entry's seq, got '${text}' (${sealedList(sealed)})` };
  const seq = Number(text.replace('#', ''));
  if (!sealed.includes(seq))
    return { ok: false, problem: `reveal: entry ${seq} seals nothing (${sealedList(sealed)})` };
  return { ok: true, value: seq };
}

/**
 * Why `seq` cannot be revealed (it seals nothing not yet revealed), naming the sealed entries; undefined when it can.
 *
 * @example
 * revealRefusal(entries, 3); // 'reveal: entry 3 is revealed already (sealed: 5)'
 */
export function revealRefusal(entries: readonly RoomEntry[], seq: number): string | undefined {
  const sealed = unrevealedSeqs(entries);
  if (sealed.includes(seq)) return undefined;
  const why = viewOf(entries).revealed.has(seq) ? 'is revealed already' : 'seals nothing';
  return `reveal: entry ${seq} ${why} (${sealedList(sealed)})`;
}

/**
 * Why the room view's reveal of `seq` would be refused, in the view's words: the reveal action's reason when this
 * member may not reveal (`reveal: Only the GM reveals sealed entries`), else what `seq` is, naming the sealed
 * entries the view lists; undefined when `seq` is one of them. A client reads the view, not the log.
 *
 * @example
 * revealRefusalIn(view.getSnapshot(), 3); // 'reveal: entry 3 is revealed already (sealed: 5)'
 */
export function revealRefusalIn(
  screen: Pick<RoomScreen, 'gm' | 'sealed' | 'log' | 'actions'>,
  seq: number,
): string | undefined {
  const { reveal } = screen.actions;
  if (!screen.gm && !reveal.allowed) return `reveal: ${reveal.why}`;
  const sealed = screen.sealed.map((choice) => choice.seq);
  if (sealed.includes(seq)) return reveal.allowed ? undefined : `reveal: ${reveal.why}`;
  const revealed = screen.log.some((line) => line.kind === 'reveal' && line.of === seq);
  return `reveal: entry ${seq} ${revealed ? 'is revealed already' : 'seals nothing'} (${sealedList(sealed)})`;
}

/**
 * Why an answer's part to a request in parts would be refused, as the server would (N8): a field the GM fixed, and
 * the player's own fields against the test's schema; undefined when it fits. A field of the player's left out is
 * said with the command that gives it (`command`, the client's own: `Request #11 leaves Rating (rating) to you:
 * verdict room answer 11 rating=…`). Nothing of a hidden GM part is needed or said. A request with a whole input, or of a system not
 * known here, is left to the server.
 *
 * @example
 * answerPartRefusal({ registry, request, part: { rating: 3 }, command: 'verdict room answer' }); // undefined
 */
export function answerPartRefusal(at: {
  readonly registry: Registry;
  readonly request: RequestEntry;
  readonly part: unknown;
  /** How the client's person answers a request (followed by its seq and the fields). */
  readonly command: string;
}): string | undefined {
  const { registry, request, part } = at;
  const { fixes, seq } = request;
  if (fixes === undefined || !registry.systems.some((system) => system.id === request.system))
    return undefined;
  const merged = mergeAnswerInput(seq, { input: {}, fixes }, part);
  if (!merged.ok) return `answer: ${merged.problem.message}`;
  const issues = answerPartIssues(registry.test(request.system, request.test), part, fixes);
  if (issues.length === 0) return undefined;
  const given = (typeof part === 'object' && part !== null ? part : {}) as Record<string, unknown>;
  const missing = [...new Set(issues.map((issue) => String(issue.path[0])))].filter(
    (field) => given[field] === undefined,
  );
  if (missing.length > 0) {
    const titles = playerFields(registry, request.system, request.test, fixes)
      .filter(({ field }) => missing.includes(field))
      .map(({ field, title }) => `${title} (${field})`);
    return `Request #${seq} leaves ${titles.join(', ')} to you: ${at.command} ${seq} ${missing.map((f) => `${f}=…`).join(' ')}`;
  }
  return issues.map((issue) => `answer: input.${issue.path.join('.')}: ${issue.message}`).join('\n');
}
