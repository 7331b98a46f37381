// The bound a room admits a 2d6-pool roll by (`entryBound` of its input, the engine's estimate and the test's own
// `maxEntryBytes`, as the server computes it) is never below the real size of the roll's entry: for the check and the
// extended test, on their examples and on inputs up to the schema's limits (100 participants, 10,000 turns, pools of
// 10,000 dice, names of 100 characters beyond ASCII or of control characters), for generated and entered dice alike;
// and within a factor of two of the largest entry the input can make.
import { estimateCost, maxEntryBytes } from '@verdict/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RoomLog, registry } from '../test-support/build-room.js';
import { entryBound } from './admission.js';

const request = (test: string, input: unknown) => ({ system: '2d6-pool', test, input });
const encoder = new TextEncoder();
/** A real member id: 32 hex digits. */
const BY = 'f'.repeat(32);
/** Dice one generated run may draw here, so that the property runs in seconds (the bound does not depend on it). */
const MOST_DICE = 8_000;

/**
 * Bytes of the roll's entry as a room stores it (public: its input, outcome and dice in the open), with generated
 * dice, and with the same faces entered.
 */
function recorded(test: string, input: unknown, clientSeed: string): { generated: number; entered: number } {
  const log = new RoomLog();
  const roll = (from: { clientSeed: string } | { dice: number[] }) =>
    log.roll(BY, { ...request(test, input), visibility: 'public' }, from);
  const generated = roll({ clientSeed });
  const faces = (generated as unknown as { dice: { face: number }[] }).dice.map((d) => d.face);
  const entered = roll({ dice: faces });
  const bytes = (entry: unknown) => encoder.encode(JSON.stringify(entry)).byteLength;
  return { generated: bytes(generated), entered: bytes(entered) };
}

/** The bound the room admits the roll by: what the server computes before the draw. */
function bound(test: string, input: unknown): number {
  const r = request(test, input);
  return entryBound(input, estimateCost(registry, r, 'resolve').output, maxEntryBytes(registry, r))!;
}

function expectBounded(test: string, input: unknown, clientSeed: string): void {
  const most = bound(test, input);
  const real = recorded(test, input, clientSeed);
  expect(real.generated, JSON.stringify(input).slice(0, 200)).toBeLessThanOrEqual(most);
  expect(real.entered, JSON.stringify(input).slice(0, 200)).toBeLessThanOrEqual(most);
}

/** Names of up to 100 UTF-16 units: graphemes beyond ASCII (cut mid-pair too), any code unit, control characters. */
const name = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 100 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 100 }),
    fc.constantFrom('\u0001'.repeat(100), '"'.repeat(100), '语'.repeat(100), '😀'.repeat(50)),
  )
  .map((s) => s.slice(0, 100))
  .filter((s) => s.length > 0);

/** Pools of 2 to about 60 dice, negative ones included. */
const participant = fc.record(
  {
    name,
    rating: fc.integer({ min: -30, max: 40 }),
    bonusDice: fc.integer({ min: 0, max: 10 }),
    penaltyDice: fc.integer({ min: 0, max: 10 }),
  },
  { requiredKeys: ['rating'] },
);

const poolDice = (p: { rating: number; bonusDice?: number; penaltyDice?: number }) => {
  const size = 2 + p.rating + (p.bonusDice ?? 0) - (p.penaltyDice ?? 0);
  return size >= 2 ? size : 4 - size;
};

/** Extended tests up to the schema's limits, their turns cut so that a run draws at most `MOST_DICE` dice. */
const extended = fc
  .record({
    difficulty: fc.integer({ min: 6, max: 11 }),
    progressRequired: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constant(1_000_000)),
    made: fc.integer({ min: 0, max: 1_000_000 }),
    participants: fc.array(participant, { minLength: 1, maxLength: 100 }),
    limit: fc.boolean(),
    timescale: fc.constantFrom('turn', 'hour', 'day', 'week'),
    maxTurns: fc.integer({ min: 1, max: 10_000 }),
    roll: fc.constantFrom('pool', 'flat'),
  })
  .map(({ made, limit, maxTurns, ...rest }) => {
    const perTurn = rest.participants.reduce((n, p) => n + (rest.roll === 'flat' ? 2 : poolDice(p)), 0);
    return {
      ...rest,
      progressMade: made % rest.progressRequired,
      ...(limit ? { maxParticipants: rest.participants.length } : {}),
      maxTurns: Math.max(1, Math.min(maxTurns, Math.floor(MOST_DICE / perTurn))),
    };
  });

/** Checks with pools of every kind, up to 10,000 dice, labels beyond ASCII, a fatigue cost. */
const check = fc
  .record(
    {
      attribute: fc.constantFrom('might', 'knack', 'will'),
      rating: fc.oneof(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -9_996, max: 9_998 })),
      bonusDice: fc.integer({ min: 0, max: 10 }),
      penaltyDice: fc.integer({ min: 0, max: 10 }),
      bonusLabel: name,
      penaltyLabel: name,
      difficulty: fc.integer({ min: 6, max: 11 }),
      fatigueCost: fc.integer({ min: 0, max: 1_000 }),
    },
    { requiredKeys: ['rating', 'difficulty'] },
  )
  .filter((i) => poolDice(i) <= 10_000);

describe('the 2d6-pool tests bound what their rolls record', () => {
  it('on every example, with generated dice and the same faces entered', () => {
    for (const test of ['check', 'extended']) {
      for (const example of registry.test('2d6-pool', test).examples) {
        for (const seed of ['a', 'b', 'c']) expectBounded(test, example.input, seed);
      }
    }
  });

  it('the extended test, on any input up to the schema’s limits', () => {
    fc.assert(
      fc.property(extended, fc.string({ minLength: 1, maxLength: 20 }), (i, seed) => {
        expectBounded('extended', i, seed);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('the check, on any pool up to 10,000 dice', () => {
    fc.assert(
      fc.property(check, fc.string({ minLength: 1, maxLength: 20 }), (i, seed) => {
        expectBounded('check', i, seed);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('the largest entries: every turn played by 100 participants with the longest names, 10,000-die pools', () => {
    const names = ['\u0001'.repeat(100), '😀'.repeat(50), '语'.repeat(100), 'x'.repeat(100)];
    for (const n of names) {
      const i = {
        difficulty: 11,
        progressRequired: 1_000_000,
        maxTurns: 50,
        roll: 'flat',
        participants: Array.from({ length: 100 }, () => ({ name: n, rating: 0 })),
      };
      expectBounded('extended', i, n);
    }
    // The most turns, 10,000, of a flat roll that can never make progress (at most 12 - 6 against 6).
    expectBounded(
      'extended',
      {
        difficulty: 6,
        progressRequired: 1,
        maxTurns: 10_000,
        roll: 'flat',
        participants: [{ name: 'Ü', rating: -6 }],
      },
      't',
    );
    // One 10,000-die pool, turn after turn; and every participant unnamed ("Participant 100").
    expectBounded(
      'extended',
      { difficulty: 11, progressRequired: 1_000_000, maxTurns: 2, participants: [{ rating: 9_998 }] },
      'p',
    );
    expectBounded(
      'extended',
      {
        difficulty: 11,
        progressRequired: 1_000_000,
        maxTurns: 20,
        participants: Array.from({ length: 100 }, () => ({ rating: 8 })),
      },
      'q',
    );
    expectBounded('check', { rating: 9_998, difficulty: 11, fatigueCost: 1_000 }, 'r');
    expectBounded('check', { rating: -9_996, difficulty: 6, fatigueCost: 1_000 }, 's');
  }, 120_000);

  it('within a factor of two of the largest entry, where the generic bound fell short', () => {
    // Every turn is played (a million progress is out of reach): the entry is as large as the input allows.
    const crowd = {
      difficulty: 11,
      progressRequired: 1_000_000,
      maxTurns: 8,
      participants: [
        { name: 'Able', rating: 0 },
        ...Array.from({ length: 99 }, (_, i) => ({ name: `Weak ${i + 1}`, rating: -46 })),
      ],
    };
    const pool = { rating: 9_998, difficulty: 8 };
    for (const [test, i] of [
      ['extended', crowd],
      ['check', pool],
    ] as const) {
      const real = recorded(test, i, 'largest').generated;
      expect(bound(test, i)).toBeGreaterThanOrEqual(real);
      expect(bound(test, i)).toBeLessThan(2 * real);
      // The resolve answer lists at most 1,000 dice (the cost model estimates that answer), but the entry keeps every
      // die: twice the estimate is below the real entry.
      const r = request(test, i);
      expect(entryBound(i, estimateCost(registry, r, 'resolve').output)).toBeLessThan(real);
    }
  }, 120_000);
});
