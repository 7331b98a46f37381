import { describe, expect, it } from 'vitest';
import { FAILED_OUTCOME, LAPSED_OUTCOME } from '../rules/lapsed.js';
import { buildRoom, rechain, registry } from '../test-support/build-room.js';
import { verifyLog } from './verify-log.js';

type Raw = Record<string, unknown>;
const room = buildRoom();
const fresh = () => room.export() as unknown as { format: string; version: number; entries: Raw[] };
const checks = (result: ReturnType<typeof verifyLog>) => result.failures.map((f) => `${f.seq}:${f.check}`);
const publicRoll = (entries: Raw[], generated: boolean) =>
  entries.findIndex(
    (e) => e.type === 'roll' && e.visibility === 'public' && (e.nonce !== undefined) === generated,
  );

/** The log with roll `index` made into one that ran out of time (`dice` kept when asked), rechained. */
function lapsedAt(index: number, keepDice = false, outcome: object = LAPSED_OUTCOME) {
  const log = fresh();
  const roll = log.entries[index]!;
  const label = (roll.outcome as { label: string }).label;
  log.entries[index] = { ...roll, outcome, ...(keepDice ? {} : { dice: [] }) };
  log.entries = rechain(log.entries as never) as unknown as Raw[];
  return { log, seq: roll.seq as number, label };
}

describe('a roll that ran out of time', () => {
  it('verifies, and the verifier notes what its seeds give', () => {
    const { log, seq, label } = lapsedAt(publicRoll(fresh().entries, true));
    const result = verifyLog(log, registry);
    expect(result.failures).toEqual([]);
    expect(result.notes).toContainEqual({
      seq,
      message: `#${seq} ran out of time on the server; its seeds give ${label}`,
    });
  });

  it('with dice left in it: dice', () => {
    const { log, seq } = lapsedAt(publicRoll(fresh().entries, true), true);
    expect(checks(verifyLog(log, registry))).toEqual([`${seq}:dice`]);
  });

  it('of entered dice (no nonce was spent): outcome', () => {
    const { log, seq } = lapsedAt(publicRoll(fresh().entries, false));
    expect(checks(verifyLog(log, registry))).toEqual([`${seq}:outcome`]);
  });
});

describe('a roll whose computation failed after its draw', () => {
  it('verifies, and the verifier notes what its seeds give here', () => {
    const { log, seq, label } = lapsedAt(publicRoll(fresh().entries, true), false, FAILED_OUTCOME);
    const result = verifyLog(log, registry);
    expect(result.failures).toEqual([]);
    expect(result.notes).toContainEqual({
      seq,
      message: `#${seq} failed to compute on the server; its seeds give ${label}`,
    });
  });

  it('with a no-result outcome that is not the documented one: outcome', () => {
    const forged = { ...FAILED_OUTCOME, label: 'No result: the dice were bad' };
    const { log, seq } = lapsedAt(publicRoll(fresh().entries, true), false, forged);
    const result = verifyLog(log, registry);
    expect(checks(result)).toEqual([`${seq}:outcome`]);
    expect(result.failures[0]!.message).toContain('noResult: failed');
  });

  it('of entered dice (no nonce was spent): outcome', () => {
    const { log, seq } = lapsedAt(publicRoll(fresh().entries, false), false, FAILED_OUTCOME);
    expect(checks(verifyLog(log, registry))).toEqual([`${seq}:outcome`]);
  });
});
