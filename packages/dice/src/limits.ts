/** The engine's limits (see the public contract). Checked before any die is drawn. */
export const LIMITS = {
  /** Dice in one pool or one notation. */
  maxDicePerPool: 10_000,
  /** Sides of one die. */
  maxSides: 1_000_000,
  /** Characters of one notation. */
  maxNotationLength: 1_000,
  /** Dice drawn by one request, in all. */
  maxDicePerRequest: 1_000_000,
  /** Explosions, or rerolls, of one die: the peers' cap, so that `1d2!` always ends. */
  maxRepeatsPerDie: 1_000,
  /** Size of a constant in a notation. */
  maxConstant: 1_000_000_000,
} as const;
