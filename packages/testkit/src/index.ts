/**
 * @module
 * A testkit for Verdict game-system authors: one call in your own vitest suite checks your system
 * against the contract (examples, odds, seeded agreement, entered dice, seeds, and property tests
 * generated from your input schema).
 *
 * @example
 * import { testGameSystem } from '@verdict/testkit';
 * import { mySystem } from './index.js';
 *
 * testGameSystem(mySystem);
 */
export type { TestGameSystemOptions } from './options.js';
export { type ArbitraryFromSchemaOptions, arbitraryFromSchema } from './schema-arbitrary.js';
export type { JsonSchema } from './schema-numbers.js';
export { testGameSystem } from './test-game-system.js';
