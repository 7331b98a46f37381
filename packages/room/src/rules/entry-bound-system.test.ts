// A system's own bound on what its roll records (the T13 Dice Test's `maxEntryBytes`), as the room's
// admission uses it (`entryBound`): never below the real size of the roll's entry, on the examples and on
// the largest inputs the schema allows (10,000 dice of a million sides, every option, names of 100
// characters beyond ASCII), for generated and entered dice alike; and much tighter than the generic bound.
import { estimateCost, maxEntryBytes } from '@verdict/core';
import { FACET_NAMES } from '@verdict/system-t13';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RoomLog, registry } from '../test-support/build-room.js';
import { entryBound } from './admission.js';

const request = (input: unknown) => ({ system: 't13', test: 'dice', input });
const encoder = new TextEncoder();
const diceExamples = registry.test('t13', 'dice').examples;
/** A real member id: 32 hex digits. */
const BY = 'f'.repeat(32);

/** Bytes of the roll's entry as a room stores it (public: its input, outcome and dice in the open). */
function recorded(input: unknown, from: { clientSeed: string } | { dice: number[] }): number {
  const entry = new RoomLog().roll(BY, { ...request(input), visibility: 'public' }, from);
  return encoder.encode(JSON.stringify(entry)).byteLength;
}

/** The room's bound on that entry, from the system's own hook. */
const bound = (input: unknown) => entryBound(input, undefined, maxEntryBytes(registry, request(input)))!;

const label = fc.string({ unit: 'grapheme', maxLength: 100 }).map((s) => s.slice(0, 100));
const spec = (count: fc.Arbitrary<number>) =>
  fc.oneof(
    fc.record({ label, boon: fc.integer({ min: 1, max: 40 }) }),
    fc
      .record({
        label,
        count,
        sides: fc.integer({ min: 1, max: 1_000_000 }),
        bonus: fc.integer({ min: -9, max: 9 }),
      })
      .map(({ label: l, count: n, sides, bonus }) => ({
        label: l,
        dice: `${n}d${sides}${bonus < 0 ? bonus : `+${bonus}`}`,
      })),
  );
const options = fc.record({
  doubles: fc.boolean(),
  multiples: fc.boolean(),
  numerology: fc.boolean(),
  geometry: fc.oneof(fc.integer({ min: 1, max: 13 }), fc.constantFrom('Desi', 'Thomas', 'Ashby', 'Olaf')),
});
/** Inputs up to the schema's limits: up to 100 extra groups, 100 Proficiencies, Difficulties up to a million. */
const input = (count: fc.Arbitrary<number>) =>
  fc
    .record({
      facet: fc.constantFrom(...FACET_NAMES),
      trump: fc.constantFrom(...FACET_NAMES),
      main: spec(count),
      descendant: spec(count),
      extra: fc.array(spec(fc.integer({ min: 1, max: 20 })), { maxLength: 100 }),
      proficiencies: fc.integer({ min: 0, max: 100 }),
      apt: fc.integer({ min: 0, max: 100 }),
      difficulty: fc.integer({ min: 1, max: 1_000_000 }),
      tie: fc.constantFrom('borderline', 'stalemate'),
      options,
    })
    .map(({ options: o, apt, ...rest }) => ({
      ...rest,
      aptProficiencies: Math.min(apt, rest.proficiencies),
      ...o,
    }));

describe('the Dice Test bounds what its roll records', () => {
  it('on every example, with its own dice and with generated ones', () => {
    for (const example of diceExamples) {
      const most = bound(example.input);
      if (example.dice)
        expect(recorded(example.input, { dice: [...example.dice] })).toBeLessThanOrEqual(most);
      for (const clientSeed of ['a', 'b', 'c'])
        expect(recorded(example.input, { clientSeed })).toBeLessThanOrEqual(most);
    }
  });

  it('on any input up to the schema’s limits', () => {
    fc.assert(
      fc.property(input(fc.integer({ min: 1, max: 300 })), fc.string({ minLength: 1 }), (i, seed) => {
        expect(recorded(i, { clientSeed: seed })).toBeLessThanOrEqual(bound(i));
      }),
      { numRuns: 200 },
    );
  });

  it('on the largest pools: 10,000 dice of a million sides, and every Proficiency', () => {
    const largest = [
      { main: { label: 'Ü'.repeat(100), dice: '9999d1000000+9' }, proficiencies: 0, difficulty: 1_000_000 },
      {
        main: { dice: '4800d1000000' },
        descendant: { dice: '4800d999999' },
        proficiencies: 100,
        aptProficiencies: 100,
        difficulty: 7,
        multiples: true,
        doubles: true,
        numerology: true,
        geometry: 'Olaf',
        facet: FACET_NAMES[0],
        trump: FACET_NAMES[0],
      },
      {
        main: { boon: 40 },
        extra: Array.from({ length: 100 }, () => ({ label: '语'.repeat(100), dice: '90d1000000' })),
        proficiencies: 100,
        aptProficiencies: 50,
        difficulty: 1,
      },
    ];
    for (const i of largest) {
      for (const clientSeed of ['x', 'y']) expect(recorded(i, { clientSeed })).toBeLessThanOrEqual(bound(i));
    }
  });

  it('bounds a pool of 10,000 dice within a factor of two, where the generic bound fell short', () => {
    const i = { main: { dice: '9999d1000000' }, proficiencies: 0, difficulty: 8 };
    const real = recorded(i, { clientSeed: 's' });
    expect(bound(i)).toBeGreaterThanOrEqual(real);
    expect(bound(i)).toBeLessThan(2 * real);
    // The resolve answer lists at most 1,000 dice (the cost model estimates that answer), but the entry
    // keeps every die: twice the estimate was below the real entry.
    const cost = estimateCost(registry, request(i), 'resolve');
    expect(entryBound(i, cost.output)).toBeLessThan(real);
  });
});
