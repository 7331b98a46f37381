import { describe, expect, it } from 'vitest';
import { resolveTest } from './engine.js';
import { isVerdictError } from './errors.js';
import { coinSystem } from './fixtures/coin-system.js';
import { createRegistry } from './registry.js';
import { stepTest } from './step-test.js';

const registry = createRegistry([coinSystem]);

describe('seeds', () => {
  it('refuses a seed the shared rule refuses (empty, over 256 characters, control characters), naming seed', () => {
    for (const seed of ['', 'x'.repeat(257), 'olaf\u001b[31m']) {
      for (const run of [
        () => resolveTest(registry, { system: 'coin', test: 'check', input: { target: 3 }, seed }),
        () => stepTest(registry, { system: 'coin', test: 'duel', input: {}, seed }),
      ]) {
        try {
          run();
          expect.unreachable(`seed ${JSON.stringify(seed)} was accepted`);
        } catch (error) {
          expect(isVerdictError(error) && error.code).toBe('invalid_input');
          expect(isVerdictError(error) && error.issues[0]?.path).toEqual(['seed']);
        }
      }
    }
  });

  it('accepts any other seed of up to 256 characters', () => {
    const seed = `Verdict 🎲 ${'x'.repeat(240)}`;
    expect(resolveTest(registry, { system: 'coin', test: 'check', input: { target: 3 }, seed }).seed).toBe(
      seed,
    );
  });
});
