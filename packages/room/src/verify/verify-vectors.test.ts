// The protocol 2 golden room (docs/vectors/protocol-2.json): `decide` writes it byte for byte, and
// `verifyLog` verifies it whole. The dice and hashes of the same file are recomputed in @verdict/fair.
// Regenerate the file's log (after a change to vector-room.ts) with
// `WRITE_VECTORS=1 npx vitest run packages/room/src/verify/verify-vectors.test.ts`: only its `log` is rewritten.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vectorRegistry, vectorRoom } from '../test-support/vector-room.js';
import { verifyLog } from './verify-log.js';

const path = new URL('../../../../docs/vectors/protocol-2.json', import.meta.url);
if (process.env.WRITE_VECTORS === '1') {
  const old = JSON.parse(readFileSync(path, 'utf8')) as { log: Record<string, unknown> };
  const log = { ...old.log, entries: vectorRoom() };
  writeFileSync(path, `${JSON.stringify({ ...old, log }, null, 2)}\n`);
}
const file = JSON.parse(readFileSync(path, 'utf8')) as { log: { entries: unknown[] } };

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
      null,
      1,
      2,
      null,
      null,
    ]);
  });
});
