// The heaviest inputs of this system, as families for the API's "heaviest admitted computation" bench
// (apps/api/bench/heaviest.mjs reads `bench/heaviest.mjs` of every game system package it serves): each family is a
// test, a kind of request, and inputs by a whole parameter in [lo, hi] whose cost grows with it; the bench finds the
// largest the cost model admits and times it.
const family = (test, kind, name, lo, hi, input) => ({ system: '2d6-pool', test, kind, name, lo, hi, input });
const participants = (n) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, rating: 3, bonusDice: 2 }));
const extended = (n, maxTurns, progressRequired) => ({
  difficulty: 9,
  progressRequired,
  participants: participants(n),
  maxTurns,
});

export const heaviest = [
  family('extended', 'odds', '100 participants, 10,000 turns, progress N', 1, 1_000_000, (n) =>
    extended(100, 10_000, n),
  ),
  family('extended', 'odds', '4 participants, 10,000 turns, progress N', 1, 1_000_000, (n) =>
    extended(4, 10_000, n),
  ),
  family('extended', 'odds', '100 participants, N turns, progress 1,000,000', 1, 10_000, (n) =>
    extended(100, n, 1_000_000),
  ),
  family('extended', 'odds', '1 participant of rating 0, 10,000 turns, progress N', 1, 1_000_000, (n) => ({
    difficulty: 11,
    progressRequired: n,
    participants: [{ rating: 0 }],
    maxTurns: 10_000,
  })),
  family('extended', 'resolve', '100 participants, N turns', 1, 10_000, (n) => extended(100, n, 1_000_000)),
  family('extended', 'resolve', '1 participant of rating 98, N turns', 1, 10_000, (n) => ({
    difficulty: 11,
    progressRequired: 1_000_000,
    participants: [{ rating: 98 }],
    maxTurns: n,
  })),
];
