import { compileRoller } from '../fast-roller.js';
import { seededSource } from '../seeded-source.js';

/** A seeded roller of a notation's totals, for simulations. */
export function fastRollerFor(text: string, seed: string): () => number {
  const roll = compileRoller(text);
  const source = seededSource(seed);
  return () => roll(source);
}
