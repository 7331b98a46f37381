import { describe, expect, it } from 'vitest';
import { goodSystem } from './fixtures/good-system.js';
import * as esm from './index.js';
import * as cjs from './require.js';

describe('the CommonJS entry', () => {
  it('exports the same names as the ESM entry', () => {
    expect(Object.keys(cjs).sort()).toEqual(Object.keys(esm).sort());
    expect(cjs.arbitraryFromSchema).toBe(esm.arbitraryFromSchema);
  });

  it('says to import testGameSystem instead of requiring it (vitest cannot be required)', () => {
    expect(() => cjs.testGameSystem(goodSystem)).toThrow(
      /testGameSystem\(fixture\) was loaded with require\(\), but vitest can only be imported as an ES module/,
    );
  });
});
