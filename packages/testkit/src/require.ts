/**
 * @module
 * The CommonJS entry of the testkit. vitest can only be loaded as an ES module (its `require` entry
 * throws), so `testGameSystem`, which registers vitest tests, lives in the ESM build; here it explains
 * that instead of failing inside vitest. `arbitraryFromSchema` works the same from both.
 *
 * @example
 * const { arbitraryFromSchema } = require('@verdict/testkit');
 */
import type { GameSystemV1 } from '@verdict/core';
import type { TestGameSystemOptions } from './options.js';

export type { TestGameSystemOptions } from './options.js';
export { type ArbitraryFromSchemaOptions, arbitraryFromSchema } from './schema-arbitrary.js';
export type { JsonSchema } from './schema-numbers.js';

/**
 * Throws: call it from an ES module. vitest test files are ES modules, so
 * `import { testGameSystem } from '@verdict/testkit'` in one gets the real thing.
 *
 * @example
 * import { testGameSystem } from '@verdict/testkit'; // not require()
 */
export function testGameSystem(system: GameSystemV1, options?: TestGameSystemOptions): void {
  void options;
  throw new Error(
    `@verdict/testkit: testGameSystem(${system?.id ?? 'system'}) was loaded with require(), but vitest can only be ` +
      "imported as an ES module. Import it instead, from a test file: import { testGameSystem } from '@verdict/testkit'",
  );
}
