// The protocol 2 golden room (docs/vectors/protocol-2.json): `decide` writes it byte for byte, and
// `verifyLog` verifies it whole. The dice and hashes of the same file are recomputed in @verdict/fair.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vectorRegistry, vectorRoom } from '../test-support/vector-room.js';
import { verifyLog } from './verify-log.js';

const file = JSON.parse(
  readFileSync(new URL('../../../../docs/vectors/protocol-2.json', import.meta.url), 'utf8'),
) as { log: { entries: unknown[] } };

describe('the protocol 2 golden room', () => {
  it('is what decide writes, entry for entry', () => {
    expect(vectorRoom()).toEqual(file.log.entries);
  });

  it('verifies completely (its system version is fixed at 1.0.0: a note says it reproduces)', () => {
    const result = verifyLog(file.log, vectorRegistry);
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');
    expect(file.log.entries.map((e) => (e as { nonce?: number }).nonce ?? null)).toEqual([
      null,
      null,
      null,
      0,
      0,
      1,
      null,
      0,
      null,
    ]);
  });
});
