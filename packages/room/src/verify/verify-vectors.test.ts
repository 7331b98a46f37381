// The protocol 2 golden room (docs/vectors/protocol-2.json): `decide` writes it byte for byte, and
// `verifyLog` verifies it whole. The dice and hashes of the same file are recomputed in @verdict/fair.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vectorRegistry, vectorRoom } from '../test-support/vector-room.js';
import { verifyLog } from './verify-log.js';

const path = fileURLToPath(new URL('../../../../docs/vectors/protocol-2.json', import.meta.url));

// The generator: `UPDATE_VECTORS=1 npx vitest run packages/room/src/verify/verify-vectors.test.ts` writes the golden
// room's log as `vectorRoom` writes it (the rest of the file is left as it is), formatted by Biome as the repo is.
// Protocol 2 is not released yet: once it is, its vectors never change.
if (process.env.UPDATE_VECTORS) {
  const current = JSON.parse(readFileSync(path, 'utf8')) as { log: { entries: unknown[] } };
  writeFileSync(
    path,
    `${JSON.stringify({ ...current, log: { ...current.log, entries: vectorRoom() } }, null, 2)}\n`,
  );
  execFileSync('npx', ['biome', 'format', '--write', path], { stdio: 'ignore' });
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
      1,
      0,
      1,
      2,
      null,
      null,
      3,
      4,
      null,
      null,
      null,
      null, // the secret contest's round 1: entered dice, no nonce
      2,
      null,
      null, // a third test: its round 1 lapsed (round.lapsed, olaf nonce 5), then played (nonce 6), then ended
      5,
      6,
      null,
      null, // the GM's hidden request, answered round by round: its held test's rounds take olaf's nonces 7, 8, 9
      null,
      7,
      8,
      9, // a held round (the contest was decided at round 2): no dice, its nonce spent all the same
      null,
      ...Array(14).fill(null), // the close's reveals
      null,
    ]);
  });

  it('seals what its gm and blind rolls and tests roll: their public entries name no system or test, their reveals do', () => {
    const entries = file.log.entries as Record<string, unknown>[];
    // A request names its test in the open (what the GM asks for is public; a hidden one seals its input alone).
    const sealed = entries.filter(
      (e) => e.type !== 'request' && (e.visibility === 'gm' || e.visibility === 'blind'),
    );
    expect(sealed.map((e) => `${e.type} ${e.visibility}`)).toEqual([
      'roll gm',
      'roll gm',
      'roll blind',
      'rounds.started gm',
      'rounds.started blind',
    ]);
    const subjects: unknown[] = [];
    for (const entry of sealed) {
      const nonce = entry.type === 'roll' ? ['nonce'] : [];
      const request = entry.request === undefined ? [] : ['request'];
      expect(Object.keys(entry).sort()).toEqual(
        [
          'at',
          'by',
          'epoch',
          'hash',
          ...nonce,
          ...request,
          'prev',
          'sealed',
          'seq',
          'type',
          'visibility',
        ].sort(),
      );
      const reveal = entries.find((e) => e.type === 'reveal' && e.of === entry.seq);
      const { system, test } = (reveal?.content ?? {}) as { system?: string; test?: string };
      subjects.push([system, test]);
    }
    expect(subjects).toEqual([
      ['dice', 'notation'],
      ['d20-roll-under', 'check'],
      ['d20-roll-under', 'check'],
      ['d20-roll-under', 'mutual-contest'],
      ['d20-roll-under', 'mutual-contest'],
    ]);
  });
});
