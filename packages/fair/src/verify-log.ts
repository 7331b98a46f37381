import type { Registry } from '@verdict/core';
import { isObject } from './shape-rules.js';
import { checkChain } from './verify-chain.js';
import { Findings, type VerifyOptions, type VerifyResult } from './verify-result.js';
import { checkRolls } from './verify-rolls.js';
import { walkRoom } from './verify-room.js';

/**
 * Verifies a room's exported log offline, by every point of the protocol: the chain (seq, prev, hash),
 * server seeds against their commitments, nonces without gap or repeat, reveals against seals, the faces
 * of generated dice against the seeds, and every known roll against the rules of `registry` (build it
 * with the game systems at the versions room.opened names). Takes the export as parsed JSON or as JSON
 * text, and never throws: a malformed export is a failure that names the entry and field.
 *
 * `ok` is true when nothing failed; what cannot be checked yet (an epoch whose seed is not revealed, a
 * sealed entry not revealed, a system the registry lacks) is listed in `unverifiable` and does not fail.
 *
 * @example
 * const result = verifyLog(await (await fetch(exportUrl)).json(), createRegistry([d20RollUnder]));
 * result.ok; // true
 * result.failures; // [{ seq: 7, check: 'outcome', message: 'the rules give Failure, but the log says Success' }]
 */
export function verifyLog(exported: unknown, registry: Registry, options: VerifyOptions = {}): VerifyResult {
  const findings = new Findings();
  let count = 0;
  try {
    count = verifyInto(exported, registry, options, findings);
  } catch (error) {
    // A bug of the verifier, or a registry whose system throws something unexpected: still an answer.
    findings.fail(
      null,
      'format',
      `the export could not be verified: ${(error as Error)?.message ?? String(error)}`,
    );
  }
  const bySeq = (a: { seq: number | null }, b: { seq: number | null }) => (a.seq ?? 0) - (b.seq ?? 0);
  return {
    ok: findings.failures.length === 0,
    entries: count,
    failures: [...findings.failures].sort(bySeq),
    unverifiable: [...findings.unverifiable].sort(bySeq),
  };
}

/** Runs every check into `findings` and returns how many entries the export holds. */
function verifyInto(
  exported: unknown,
  registry: Registry,
  options: VerifyOptions,
  findings: Findings,
): number {
  let log = exported;
  if (typeof exported === 'string') {
    try {
      log = JSON.parse(exported);
    } catch (error) {
      findings.fail(null, 'format', `the export is not JSON: ${(error as Error).message}`);
      return 0;
    }
  }
  if (!isObject(log)) {
    findings.fail(null, 'format', 'expected an export object { format, version, entries }');
    return 0;
  }
  if (log.format !== 'verdict-room-log')
    findings.fail(null, 'format', `format must be "verdict-room-log", got ${JSON.stringify(log.format)}`);
  if (log.version !== 1)
    findings.fail(null, 'format', `version must be 1, got ${JSON.stringify(log.version)}`);
  for (const key of Object.keys(log)) {
    if (!['format', 'version', 'entries'].includes(key))
      findings.fail(null, 'format', `unknown field ${key}`);
  }
  if (!Array.isArray(log.entries)) {
    findings.fail(null, 'format', 'entries must be an array');
    return 0;
  }
  if (log.entries.length === 0)
    findings.fail(null, 'format', 'entries is empty: a log begins with room.opened');
  if (findings.failures.length > 0) return log.entries.length;
  const entries = checkChain(log.entries, findings);
  const state = walkRoom(entries, findings);
  checkRolls(state, registry, options, findings);
  return log.entries.length;
}
