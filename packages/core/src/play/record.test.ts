import { SEED_ALGORITHM } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { isVerdictError } from '../errors.js';
import { coinSystem } from '../fixtures/coin-system.js';
import { createRegistry } from '../registry.js';
import { recordPlay, replayRecord } from './record.js';
import { playNext, playToEnd, startPlay } from './session.js';

const registry = createRegistry([coinSystem]);
const duel = { system: 'coin', test: 'duel', input: { maxRounds: 50 }, mode: 'rounds' } as const;

describe('recordPlay', () => {
  it('records a finished play with the engine and system versions and the seed algorithm', () => {
    const play = playToEnd(
      registry,
      playNext(registry, startPlay(registry, { ...duel, seed: 's' }), { dice: [1, 2] }),
    );
    const record = recordPlay(registry, play);
    expect(record).toMatchObject({
      format: 'verdict-play-record/1',
      status: 'finished',
      engine: packageJson.version,
      system: { id: 'coin', version: '1.0.0' },
      seedAlgorithm: SEED_ALGORITHM,
      test: 'duel',
      mode: 'rounds',
      seed: 's',
    });
    expect(record.rounds[0]).toEqual({ source: 'entered', entered: [1, 2] });
    expect(record.rounds.slice(1).every((r) => r.source === 'generated')).toBe(true);
    expect(record.outcome).toEqual(play.outcome);
  });

  it('records a play left before its end as abandoned, with the rounds played so far', () => {
    const play = playNext(registry, startPlay(registry, duel), { dice: [1, 2] });
    const record = recordPlay(registry, play);
    expect(record.status).toBe('abandoned');
    expect(record.outcome).toBeUndefined();
    expect(record.dice.map((d) => d.face)).toEqual([1, 2]);
  });
});

describe('replayRecord', () => {
  it('plays a record again to the same session, through JSON', () => {
    const play = playToEnd(
      registry,
      playNext(registry, startPlay(registry, { ...duel, seed: 'again' }), { dice: [3, 4] }),
    );
    const record = JSON.parse(JSON.stringify(recordPlay(registry, play)));
    expect(replayRecord(registry, record)).toEqual(play);
  });

  it('refuses a record from another seed algorithm when it has generated dice', () => {
    const play = playToEnd(registry, startPlay(registry, { ...duel, seed: 'x' }));
    try {
      replayRecord(registry, { ...recordPlay(registry, play), seedAlgorithm: 'other-v9' });
      expect.unreachable();
    } catch (error) {
      expect(isVerdictError(error) && error.issues[0]!.path).toEqual(['seedAlgorithm']);
    }
  });
});
