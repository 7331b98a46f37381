import type { GameSystemV1, Registry } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { checkAgreement } from './check-agreement.js';
import { checkContract, checkManifest } from './check-contract.js';
import { checkCost } from './check-cost.js';
import { checkEnteredDice, checkSameSeed } from './check-entered-dice.js';
import { checkExample } from './check-examples.js';
import { checkOddsSum, checkOutcomes } from './check-odds.js';
import {
  checkFollowUps,
  checkRoundsMatchWhole,
  checkToolExamples,
  checkToolInputs,
  corePlays,
} from './check-play.js';
import { checkGeneratedInputs, checkMutatedInputs } from './check-properties.js';
import { checkStrictInput } from './check-strict-input.js';
import { type CheckContext, settle, type TestGameSystemOptions } from './options.js';

/**
 * Checks a game system against the Verdict contract, through the real `@verdict/core` entry points.
 * Call it at the top level of a vitest file: it registers one `describe` per system and per test, with
 * an `it` per check, so a failure names the test, the check, the input and the seed.
 *
 * - the registry accepts it (shape, `apiVersion: 1`, ids) and its manifest is JSON;
 * - every example reproduces (entered dice or seed, expected fields, faces back in `dice`);
 * - odds of every example input sum to 1 (1e-12), and their `headline` (if any) is well formed; outcomes are JSON
 *   and have a label the odds list;
 * - resolve agrees with the odds over a seeded run (20,000 resolutions of each input, 4 standard errors);
 * - entered dice round-trip; too few, too many and out-of-range faces are the right errors;
 * - the same seed gives the same outcome;
 * - unknown fields are refused at any depth, and the JSON Schema says `additionalProperties: false`;
 * - `cost(input, kind)` is given, finite and within the engine's budget for the examples, and not an undercount of
 *   the output;
 * - inputs generated from the schema, and mutated or garbage ones, make resolve throw nothing but a
 *   user error (`USER_ERROR_CODES`);
 * - a test with rounds, played round by round from a seed, gives the Outcome of resolving it whole with that seed;
 * - each follow-up an example proposes names a test of the system and fits its input;
 * - each tool's examples run (and give their `lines`), and mutated or garbage inputs throw only user errors.
 *
 * @example
 * // src/index.test.ts of your system package
 * import { testGameSystem } from '@verdict/testkit';
 * import { mySystem } from './index.js';
 *
 * testGameSystem(mySystem);
 */
export function testGameSystem(system: GameSystemV1, options: TestGameSystemOptions = {}): void {
  const settings = settle(options);
  const id = typeof system?.id === 'string' ? system.id : '(no id)';
  let registry: Registry | undefined;
  // Built lazily, so a system the registry refuses fails its first check instead of the whole file.
  const registered = () => {
    registry ??= checkContract(system);
    return registry;
  };
  const tests =
    typeof system?.tests === 'object' && system.tests !== null ? Object.entries(system.tests) : [];

  describe(`${id}: the Verdict game-system contract`, () => {
    it('is accepted by createRegistry (shape, apiVersion 1, ids)', () => {
      registered();
      expect(system.apiVersion).toBe(1);
    });
    it('describes itself as JSON (the manifest frontends draw forms from)', () => {
      checkManifest(registered(), id);
    });

    for (const [testId, test] of tests) {
      const context = (): CheckContext => ({ registry: registered(), system, testId, test, settings });
      const slow = { timeout: settings.timeout };

      describe(`test '${testId}'`, () => {
        it('has at least one example', () => {
          expect(
            Array.isArray(test.examples) && test.examples.length > 0,
            `test '${testId}' needs examples`,
          ).toBe(true);
        });
        for (const example of Array.isArray(test.examples) ? test.examples : []) {
          it(`example "${example.title}" reproduces`, () => checkExample(context(), example));
        }
        it('odds of every example input sum to 1', () => checkOddsSum(context()));
        it('refuses unknown fields, and its JSON Schema says so (additionalProperties: false)', () =>
          checkStrictInput(context()));
        it('estimates its cost (work and output) from the input, and the output estimate holds', slow, () =>
          checkCost(context()),
        );
        it('outcomes are JSON and have a label the odds list', slow, () => checkOutcomes(context()));
        it(`resolve agrees with the odds over ${settings.runs} seeded runs of each example input`, slow, () =>
          checkAgreement(context()),
        );
        it('entered dice round-trip; too few, too many and out-of-range faces are errors', slow, () =>
          checkEnteredDice(context()),
        );
        it('the same seed gives the same outcome', slow, () => checkSameSeed(context()));
        it('inputs generated from the schema throw nothing but user errors', slow, () =>
          checkGeneratedInputs(context()),
        );
        it('mutated and garbage inputs throw nothing but user errors', slow, () =>
          checkMutatedInputs(context()),
        );
        if (test.rounds && corePlays) {
          it('played round by round from a seed, it gives the Outcome resolved whole', slow, () =>
            checkRoundsMatchWhole(context()),
          );
        }
        it("its examples' follow-ups name a test of the system and fit its input", () =>
          checkFollowUps(context()));
      });
    }

    const tools =
      typeof system?.tools === 'object' && system.tools !== null ? Object.entries(system.tools) : [];
    for (const [toolId, tool] of tools) {
      describe(`tool '${toolId}'`, () => {
        it('its examples run and give their lines', () =>
          checkToolExamples(registered(), system, toolId, tool));
        it('mutated and garbage inputs throw nothing but user errors', { timeout: settings.timeout }, () =>
          checkToolInputs(registered(), system, toolId, tool, settings),
        );
      });
    }
  });
}
