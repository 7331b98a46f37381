/**
 * @module
 * Before a roll is computed: what it rolls (its own test, or the request it answers), with which
 * visibility, whether its input is hidden from the roller, and whether the member may roll it at all.
 * Decided from the command and the room alone, before any die is drawn.
 */
import type { Visibility } from '@verdict/fair';
import { type Decision, type RoomCommand, refuse } from './commands.js';
import { type CountLimits, limitRefusal } from './limits.js';
import { mergeAnswerInput } from './request-parts.js';
import { nextNonce, type RoomMember, type RoomState } from './state.js';
import { mayRollVisibility } from './vocabulary.js';

/** What a roll rolls. */
export interface RollPlan {
  readonly system: string;
  readonly test: string;
  /** The input to resolve (a hidden request's too: only the server knows it), its parts merged. */
  readonly input: unknown;
  /** The fields the request it answers fixes (the GM's part), when it fixes parts. */
  readonly fixes?: readonly string[];
  readonly visibility: Visibility;
  /** It answers a request whose input is still hidden: sealed, and not opened to the roller. */
  readonly hidden: boolean;
  readonly epoch: number;
  /** The nonce it takes, for generated dice. */
  readonly nonce?: number;
  readonly request?: number;
}

type RollCommand = Extract<RoomCommand, { kind: 'roll' | 'answer' }>;

/**
 * The plan of a roll or answer, or why it is refused (past the server's `limits` too, when given).
 *
 * @example
 * planRoll(state, olaf, { kind: 'answer', request: 8, clientSeed: 'abc' }); // { ok: true, plan: { visibility: 'blind', hidden: true, ... } }
 */
export function planRoll(
  state: RoomState,
  member: RoomMember,
  command: RollCommand,
  limits?: CountLimits,
): { readonly ok: true; readonly plan: RollPlan } | Extract<Decision, { ok: false }> {
  if (state.closed) return refused('room_closed', 'The room is closed: only reveals are accepted');
  const overLimit = limitRefusal(state, command, limits);
  if (overLimit) return { ok: false, refusal: overLimit };
  const asked = command.kind === 'answer' ? answering(state, member, command) : ownRoll(command);
  if ('ok' in asked) return asked;
  if (!mayRollVisibility(member.role, asked.visibility))
    return refused('forbidden', `Only the GM rolls with visibility ${asked.visibility}`, '/visibility');
  const generated = command.clientSeed !== undefined;
  return {
    ok: true,
    plan: {
      ...asked,
      epoch: state.epoch,
      ...(generated ? { nonce: nextNonce(state, member.id) } : {}),
      ...(command.kind === 'answer' ? { request: command.request } : {}),
    },
  };
}

/** What a roll, or a test of rounds, is asked to roll. */
export type Asked = Pick<RollPlan, 'system' | 'test' | 'input' | 'visibility' | 'hidden' | 'fixes'>;

/** An answer to a request: the request's seq, and what the answer says of it (the player's part of the input). */
export interface AnswerTo {
  readonly request: number;
  readonly input?: unknown;
  readonly system?: string;
  readonly test?: string;
  readonly visibility?: Visibility;
}

const ownRoll = (command: Extract<RollCommand, { kind: 'roll' }>): Asked => ({
  system: command.system,
  test: command.test,
  input: command.input,
  visibility: command.visibility ?? 'public',
  hidden: false,
});

/**
 * The request an answer follows (a roll, or a test of rounds): named members only, each once; its system, test
 * and visibility, and its input merged with the answer's part (a field the request fixes is refused by name,
 * never by value).
 *
 * @example
 * answering(state, olaf, { request: 8, input: { skill: 12 } }); // { system, test, input, visibility, hidden }
 */
export function answering(
  state: RoomState,
  member: RoomMember,
  command: AnswerTo,
): Asked | Extract<Decision, { ok: false }> {
  const seq = command.request;
  const request = state.requests.get(seq);
  if (!request) return refused('invalid_body', `Entry ${seq} is not a request`, '/request');
  const { entry } = request;
  if (entry.to !== 'all' && !entry.to.includes(member.id))
    return refused('forbidden', `Request ${seq} does not ask this member to roll`);
  if (request.answeredBy.has(member.id))
    return refused('already_done', `This member has already answered request ${seq}`);
  for (const key of ['system', 'test', 'visibility'] as const) {
    if (command[key] !== undefined && command[key] !== entry[key])
      return refused('invalid_body', `/${key}: request ${seq} asks for ${entry[key]}`, `/${key}`);
  }
  if (request.input === undefined) throw new Error(`The input of request ${seq} is not known here`);
  const merged = mergeAnswerInput(seq, { input: request.input, fixes: entry.fixes }, command.input);
  if (!merged.ok) return refused('invalid_body', merged.problem.message, merged.problem.path);
  return {
    system: entry.system,
    test: entry.test,
    input: merged.input,
    visibility: entry.visibility,
    hidden: request.hidden,
    ...(entry.fixes === undefined ? {} : { fixes: entry.fixes }),
  };
}

const refused = (code: Parameters<typeof refuse>[0], message: string, path?: string) =>
  refuse(code, message, path) as Extract<Decision, { ok: false }>;
