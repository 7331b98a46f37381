// The protocol 2 golden room (docs/vectors/protocol-2.json): `decide` writes it byte for byte, and
// `verifyLog` verifies it whole. The dice and hashes of the same file are recomputed in @verdict/fair.
// The generator is `vectorRoom()`: after a change to the room (new entries, a new rule of protocol 2
// before its release), `WRITE_VECTORS=1 npx vitest run packages/room/src/verify/verify-vectors.test.ts`
// rewrites the file's log from it (then `npx biome format --write docs/vectors`), never by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vectorRegistry, vectorRoom } from '../test-support/vector-room.js';
import { verifyLog } from './verify-log.js';

const path = new URL('../../../../docs/vectors/protocol-2.json', import.meta.url);
if (process.env.WRITE_VECTORS === '1') {
  const vectors = JSON.parse(readFileSync(path, 'utf8'));
  vectors.log.entries = vectorRoom();
  writeFileSync(path, `${JSON.stringify(vectors, null, 2)}\n`);
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
      0,
      1,
      null,
      null,
      null,
    ]);
  });

  it('seals what its gm and blind rolls roll: their public entries name no system or test, their reveals do', () => {
    const entries = file.log.entries as Record<string, unknown>[];
    const sealed = entries.filter((e) => e.visibility === 'gm' || e.visibility === 'blind');
    expect(sealed.map((e) => e.visibility)).toEqual(['gm', 'blind']);
    for (const entry of sealed) {
      expect(Object.keys(entry).sort()).toEqual(
        ['at', 'by', 'epoch', 'hash', 'nonce', 'prev', 'sealed', 'seq', 'type', 'visibility'].sort(),
      );
      const reveal = entries.find((e) => e.type === 'reveal' && e.of === entry.seq);
      expect(reveal?.content).toMatchObject({ system: 'd20-roll-under', test: 'check' });
    }
  });
});
