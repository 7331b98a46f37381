// The heaviest inputs of this system, as families for the API's "heaviest admitted computation" bench
// (apps/api/bench/heaviest.mjs reads `bench/heaviest.mjs` of every game system package it serves): each family is a
// test, a kind of request, and inputs by a whole parameter in [lo, hi] whose cost grows with it; the bench finds the
// largest the cost model admits and times it.
const family = (test, kind, name, lo, hi, input) => ({
  system: 'd20-roll-under',
  test,
  kind,
  name,
  lo,
  hi,
  input,
});
const contest = (maxRounds) => ({ attacker: { will: 11 }, target: { will: 11 }, maxRounds });

export const heaviest = [
  family('directed-contest', 'odds', 'N rounds', 1, 1_000, contest),
  family('directed-contest', 'resolve', 'N rounds', 1, 1_000, contest),
];
