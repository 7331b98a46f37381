import { parseInput, type Registry } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import type { RollEntry, RollSubject, VerifyOptions } from '@verdict/fair';
import { canonicalJson, hmacFaces, subjectOf } from '@verdict/fair';
import { visibilityName } from '../describe/visibility.js';
import { isLapsed } from '../rules/lapsed.js';
import { mergeAnswerInput, playerPart } from '../rules/request-parts.js';
import type { Findings } from './findings.js';
import { checkLapsed } from './verify-lapsed.js';
import type { WalkedRoom } from './verify-room.js';
import { checkRules, type RulesCheck } from './verify-rules.js';

/** The parts of a roll that only its seal or the entry itself holds. */
export interface RollParts {
  readonly clientSeed?: string;
  readonly input: unknown;
  readonly outcome: Record<string, unknown>;
  readonly dice: readonly DieRecord[];
}

/** A roll with what it rolls: from its entry, or (protocol 2's gm and blind rolls) from its revealed part. */
export type NamedRoll = RollEntry & RollSubject;

/**
 * Points 5 and 6 of the protocol for each roll whose parts are known: the faces of generated dice are
 * the ones the seeds give, and the rules give exactly the logged outcome and dice from those faces. Each
 * system checked under other versions than the log's is counted in `underOtherVersions` (see `noteOtherVersions`).
 */
export function checkRolls(
  state: WalkedRoom,
  registry: Registry,
  options: VerifyOptions,
  findings: Findings,
  underOtherVersions: Map<string, RulesCheck[]>,
): void {
  for (const entry of state.rolls) {
    const parts = partsOf(entry, state);
    if (!parts) {
      // Its visibility in the table's words (a "result-only" roll, as the select and the badge say; issue 37, N6).
      const words = (visibilityName(entry.visibility) ?? entry.visibility).replace(' ', '-');
      findings.later(entry.seq, 'sealed', `a sealed ${words} roll, not revealed yet`);
      continue;
    }
    const subject = subjectOf(entry, parts);
    if (!subject) continue; // its shape failed (entryProblems): nothing names what it rolls
    const roll = { ...entry, ...subject } as NamedRoll;
    const generated = roll.nonce !== undefined;
    const sourceOk = checkSources(roll, parts, generated, findings);
    if (roll.visibility === 'outcome') checkPublicResult(roll, parts, findings);
    if (roll.request !== undefined) checkRequestInput(roll, parts, state, registry, findings);
    if (isLapsed(parts.outcome)) {
      if (sourceOk) checkLapsed(roll, parts, state, registry, findings);
      continue;
    }
    if (generated && sourceOk) checkFaces(roll, parts, state, findings);
    const rules = checkRules(roll, parts, state, registry, options, findings);
    if (rules === 'reproduced' || rules === 'failed')
      underOtherVersions.set(roll.system, [...(underOtherVersions.get(roll.system) ?? []), rules]);
  }
  for (const request of state.requests.values()) {
    if (request.sealed !== undefined && !state.revealed.has(request.seq))
      findings.later(request.seq, 'sealed', 'a request with a hidden input, not revealed yet');
  }
}

/** A note for each system checked under other versions than the log's, where every roll (and round) reproduced. */
export function noteOtherVersions(
  checks: ReadonlyMap<string, readonly RulesCheck[]>,
  state: WalkedRoom,
  registry: Registry,
  options: VerifyOptions,
  findings: Findings,
): void {
  const engine = state.opened?.engine.version;
  for (const [system, results] of checks) {
    if (results.includes('failed')) continue;
    const stated = state.opened?.systems[system];
    const here = registry.system(system).version;
    const versions = [
      ...(stated === here
        ? []
        : [
            stated === undefined
              ? `${system}: the log states no version of it (a room opened before notation rolls), checked with ${here}`
              : `${system}: the log names ${stated}, checked with ${here}`,
          ]),
      ...(options.engineVersion !== undefined && options.engineVersion !== engine
        ? [
            `${stated === here ? `${system}: ` : ''}the log names engine ${engine}, checked with ${options.engineVersion}`,
          ]
        : []),
    ];
    findings.note(null, `${versions.join('; ')}; every roll of it reproduces`);
  }
}

function partsOf(roll: RollEntry, state: WalkedRoom): RollParts | undefined {
  if ('sealed' in roll) return state.revealed.get(roll.seq) as RollParts | undefined;
  return roll as unknown as RollParts;
}

/** Generated rolls (with a nonce) have a client seed and generated dice; entered rolls neither. */
function checkSources(roll: RollEntry, parts: RollParts, generated: boolean, findings: Findings): boolean {
  const want = generated ? 'generated' : 'entered';
  const wrong = parts.dice.findIndex((die) => die.source !== want);
  let ok = true;
  if (wrong >= 0) {
    findings.fail(
      roll.seq,
      'dice',
      `die ${wrong + 1} is ${parts.dice[wrong]!.source}, but the roll ${generated ? 'has a nonce' : 'has no nonce'}, so its dice are ${want}`,
    );
    ok = false;
  }
  if (generated !== (parts.clientSeed !== undefined)) {
    findings.fail(
      roll.seq,
      'dice',
      generated ? 'a generated roll without its clientSeed' : 'a roll of entered dice with a clientSeed',
    );
    ok = false;
  }
  return ok;
}

/** An outcome roll's public result is the revealed outcome's result, label and tier. */
function checkPublicResult(
  roll: RollEntry & { visibility: 'outcome' },
  parts: RollParts,
  findings: Findings,
): void {
  const { result, label, tier } = parts.outcome;
  if (canonicalJson({ result, label, tier }) !== canonicalJson(roll.result))
    findings.fail(
      roll.seq,
      'outcome',
      `the public result ${roll.result.label} is not the revealed outcome's (${String(label)})`,
    );
}

/**
 * An answer to a request (a roll, or a test of rounds) was resolved with the request's input: the whole one, or the
 * answer's own part merged with the fields the request fixes, by `decide`'s own merge (compared once both are parsed).
 */
export function checkRequestInput(
  roll: Pick<NamedRoll, 'seq' | 'request' | 'system' | 'test'>,
  parts: Pick<RollParts, 'input'>,
  state: WalkedRoom,
  registry: Registry,
  findings: Findings,
): void {
  const request = state.requests.get(roll.request!);
  if (!request) return;
  const asked = request.sealed === undefined ? request.input : state.revealed.get(request.seq)?.input;
  if (asked === undefined) return; // hidden and not revealed: listed as not verifiable
  try {
    const test = registry.test(roll.system, roll.test);
    const parse = (input: unknown) => canonicalJson(parseInput(test, input));
    const { fixes } = request;
    const merged = mergeAnswerInput(request.seq, { input: asked, fixes }, playerPart(parts.input, fixes));
    if (!merged.ok || parse(merged.input) !== parse(parts.input))
      findings.fail(
        roll.seq,
        'request',
        fixes === undefined
          ? `its input is not the input of request ${request.seq}`
          : `its input does not keep the fields request ${request.seq} fixes (${fixes.join(', ')})`,
      );
  } catch {
    // An unknown system or an input the rules refuse is reported by checkRules.
  }
}

/** Point 5: the faces are the derivation's, in order, for the sides the dice have. */
function checkFaces(roll: RollEntry, parts: RollParts, state: WalkedRoom, findings: Findings): void {
  // A test that rolls no dice (T13's Value Test) has no faces for the seeds to check: nothing waits for them.
  if (parts.dice.length === 0) return;
  const serverSeed = state.seeds.get(roll.epoch);
  if (serverSeed === undefined) {
    const why = state.badSeeds.has(roll.epoch) ? 'does not match its commitment' : 'is not revealed yet';
    findings.later(
      roll.seq,
      'epoch',
      `the server seed of epoch ${roll.epoch} ${why}: its dice cannot be checked`,
    );
    return;
  }
  const sides = parts.dice.map((die) => die.sides);
  const member = state.opened?.protocol === 2 && roll.by !== null ? { member: roll.by } : {};
  const faces = hmacFaces({
    serverSeed,
    clientSeed: parts.clientSeed!,
    nonce: roll.nonce!,
    sides,
    ...member,
  });
  const wrong = faces.findIndex((face, i) => face !== parts.dice[i]!.face);
  if (wrong >= 0)
    findings.fail(
      roll.seq,
      'dice',
      `die ${wrong + 1} (d${sides[wrong]}) is ${parts.dice[wrong]!.face}, but the seeds give ${faces[wrong]}`,
    );
}
