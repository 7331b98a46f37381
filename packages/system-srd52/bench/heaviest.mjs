// The heaviest inputs of this system, as families for the API's "heaviest admitted computation" bench
// (apps/api/bench/heaviest.mjs reads `bench/heaviest.mjs` of every game system package it serves): each family is a
// test, a kind of request, and inputs by a whole parameter in [lo, hi] whose cost grows with it; the bench finds the
// largest the cost model admits and times it. The largest of everything a side may have: 20 modifiers, Bless and
// Bane, four riders of 4d20; damage of six types of Nd20-30.
const TYPES = ['Acid', 'Cold', 'Fire', 'Force', 'Lightning', 'Necrotic'];
const parts = (n, modifier) => TYPES.map((type) => ({ count: n, sides: 20, modifier, type }));
const side = {
  abilityModifier: 5,
  modifiers: Array.from({ length: 20 }, () => ({ amount: 1 })),
  dice: Array.from({ length: 4 }, () => ({ count: 4, sides: 20 })),
};

/** @type {{ system: string, test: string, kind: 'odds' | 'resolve', name: string, lo: number, hi: number, input: (n: number) => unknown }[]} */
export const heaviest = [
  {
    system: 'srd52',
    test: 'damage',
    kind: 'odds',
    name: 'six types of Nd20-30',
    lo: 1,
    hi: 10,
    input: (n) => ({ parts: parts(n, -30) }),
  },
  {
    system: 'srd52',
    test: 'attack',
    kind: 'odds',
    name: 'six types of Nd20-30, 18 bonus dice, Heroic Inspiration',
    lo: 1,
    hi: 5,
    input: (n) => ({
      ...side,
      bless: true,
      bane: true,
      heroicInspiration: true,
      ac: 15,
      damage: parts(n, -30),
    }),
  },
  {
    system: 'srd52',
    test: 'save',
    kind: 'odds',
    name: 'six types of Nd20-30, half on a success',
    lo: 1,
    hi: 10,
    input: (n) => ({ ...side, dc: 15, damage: parts(n, -30) }),
  },
  {
    system: 'srd52',
    test: 'group',
    kind: 'odds',
    name: 'N members of 17 bonus dice',
    lo: 1,
    hi: 20,
    input: (n) => ({ dc: 15, members: Array.from({ length: n }, () => ({ ...side, guidance: true })) }),
  },
  {
    system: 'srd52',
    test: 'death-saves',
    kind: 'odds',
    name: 'events in rounds 51 to 50 + N',
    lo: 1,
    hi: 50,
    input: (n) => ({
      modifiers: side.modifiers,
      dice: side.dice,
      bless: true,
      heroicInspiration: true,
      hitPointMaximum: 10,
      events: Array.from({ length: n }, (_, i) => ({ round: 51 + i, kind: 'damage', amount: 1 })),
    }),
  },
];
