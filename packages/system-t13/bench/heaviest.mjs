// The heaviest inputs of this system, as families for the API's "heaviest admitted computation" bench
// (apps/api/bench/heaviest.mjs reads `bench/heaviest.mjs` of every game system package it serves): each family is a
// test, a kind of request, and inputs by a whole parameter in [lo, hi] whose cost grows with it; the bench finds the
// largest the cost model admits and times it.
const family = (test, kind, name, lo, hi, input) => ({ system: 't13', test, kind, name, lo, hi, input });
const t13Dice = (dice) => ({ main: { dice }, descendant: { dice }, proficiencies: 3, difficulty: 20 });

export const heaviest = [
  family('dice', 'odds', 'main and Descendant 1dN', 1, 1_000_000, (n) => t13Dice(`1d${n}`)),
  family('dice', 'odds', 'main and Descendant Nd6', 1, 10_000, (n) => t13Dice(`${n}d6`)),
  // One large main die alone: its time grows faster than its estimate past about 1d20000 (issue 25, left open).
  family('dice', 'odds', 'main 1dN alone, no Proficiency Dice', 1, 1_000_000, (n) => ({
    main: { dice: `1d${n}` },
    proficiencies: 0,
    difficulty: 500,
  })),
  family('dice', 'resolve', 'main and Descendant Nd1000000', 1, 10_000, (n) => t13Dice(`${n}d1000000`)),
];
