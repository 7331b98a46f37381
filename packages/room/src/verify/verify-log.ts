import type { Registry } from '@verdict/core';
import type { LogHead, VerifyOptions, VerifyResult, VerifyStatus } from '@verdict/fair';
import { withNotation } from '../notation/with-notation.js';
import { Findings } from './findings.js';
import { isObject } from './is-object.js';
import { checkChain } from './verify-chain.js';
import { checkExportHead, checkWantedHead, lastOf } from './verify-head.js';
import { checkRolls, noteOtherVersions } from './verify-rolls.js';
import { walkRoom } from './verify-room.js';
import { checkRounds } from './verify-rounds.js';
import type { RulesCheck } from './verify-rules.js';

/**
 * Verifies a room's exported log offline, by every point of the protocol: the chain (seq, prev, hash),
 * server seeds against their commitments, nonces without gap or repeat, reveals against seals, the faces
 * of generated dice against the seeds, and every known roll against the rules of `registry` (build it
 * with the game systems at the versions room.opened names). Takes the export as parsed JSON or as JSON
 * text, and never throws: a malformed export is a failure that names the entry and field.
 *
 * `status` says what was proven: `verified` only when nothing failed, the log is closed and every entry
 * was checked; `incomplete` when nothing failed but the log is open (or cut: give `options.head`, the
 * head a client saw live, to tell) or some entries are not verifiable yet (listed in `unverifiable`: a
 * sealed entry not revealed, an epoch whose seed is not revealed); `failed` otherwise. A system version
 * the registry lacks fails unless every roll still reproduces with the version at hand (then a note
 * says so). `describeVerdict` puts the verdict in words.
 *
 * @example
 * const result = verifyLog(await (await fetch(exportUrl)).json(), createRegistry([d20RollUnder]));
 * result.status; // 'incomplete'
 * result.failures; // [{ seq: 7, check: 'outcome', message: 'outcome differs at outcome.margin: rules -2, log 3 (from faces [14])' }]
 */
export function verifyLog(exported: unknown, registry: Registry, options: VerifyOptions = {}): VerifyResult {
  const findings = new Findings();
  let count = 0;
  let closed = false;
  let last: LogHead | undefined;
  let head: VerifyResult['head'];
  try {
    ({ count, closed, last, head } = verifyInto(exported, withNotation(registry), options, findings));
  } catch (error) {
    // A bug of the verifier, or a registry whose system throws something unexpected: still an answer.
    findings.fail(
      null,
      'format',
      `the export could not be verified: ${(error as Error)?.message ?? String(error)}`,
    );
  }
  const bySeq = (a: { seq: number | null }, b: { seq: number | null }) => (a.seq ?? 0) - (b.seq ?? 0);
  const ok = findings.failures.length === 0;
  const status: VerifyStatus = !ok
    ? 'failed'
    : closed && findings.unverifiable.length === 0
      ? 'verified'
      : 'incomplete';
  return {
    status,
    ok,
    entries: count,
    closed,
    ...(last === undefined ? {} : { last }),
    ...(head === undefined ? {} : { head }),
    failures: [...findings.failures].sort(bySeq),
    unverifiable: [...findings.unverifiable].sort(bySeq),
    notes: findings.notes,
  };
}

interface Walked {
  count: number;
  closed: boolean;
  last?: LogHead;
  head?: VerifyResult['head'];
}

/** Runs every check into `findings`; returns how many entries the export holds, and its head. */
function verifyInto(
  exported: unknown,
  registry: Registry,
  options: VerifyOptions,
  findings: Findings,
): Walked {
  let log = exported;
  if (typeof exported === 'string') {
    try {
      log = JSON.parse(exported);
    } catch (error) {
      findings.fail(null, 'format', `the export is not JSON: ${(error as Error).message}`);
      return { count: 0, closed: false };
    }
  }
  if (!isObject(log)) {
    findings.fail(null, 'format', 'expected an export object { format, version, entries }');
    return { count: 0, closed: false };
  }
  if (log.format !== 'verdict-room-log')
    findings.fail(null, 'format', `format must be "verdict-room-log", got ${JSON.stringify(log.format)}`);
  if (log.version !== 1)
    findings.fail(null, 'format', `version must be 1, got ${JSON.stringify(log.version)}`);
  for (const key of Object.keys(log)) {
    if (!['format', 'version', 'entries', 'head'].includes(key))
      findings.fail(null, 'format', `unknown field ${key}`);
  }
  if (!Array.isArray(log.entries)) {
    findings.fail(null, 'format', 'entries must be an array');
    return { count: 0, closed: false };
  }
  const last = lastOf(log.entries);
  const head = options.head && checkWantedHead(log.entries, options.head, last, findings);
  if ('head' in log) checkExportHead(log.head, last, findings);
  const walked = { count: log.entries.length, ...(last ? { last } : {}), ...(head ? { head } : {}) };
  if (log.entries.length === 0)
    findings.fail(null, 'format', 'entries is empty: a log begins with room.opened');
  if (findings.failures.some((f) => f.check === 'format')) return { ...walked, closed: false };
  const entries = checkChain(log.entries, findings);
  const state = walkRoom(entries, findings);
  const underOtherVersions = new Map<string, RulesCheck[]>();
  checkRolls(state, registry, options, findings, underOtherVersions);
  checkRounds(state, registry, options, findings, underOtherVersions);
  noteOtherVersions(underOtherVersions, state, registry, options, findings);
  return { ...walked, closed: state.closed };
}
