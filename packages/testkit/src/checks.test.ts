import { describe, expect, it } from 'vitest';
import { checkAgreement } from './check-agreement.js';
import { checkContract, checkManifest } from './check-contract.js';
import { checkCost } from './check-cost.js';
import { checkEnteredDice, checkSameSeed } from './check-entered-dice.js';
import { checkExample } from './check-examples.js';
import { checkOddsSum, checkOutcomes } from './check-odds.js';
import { checkGeneratedInputs, checkMutatedInputs } from './check-properties.js';
import { checkStrictInput } from './check-strict-input.js';
import {
  badHeadline,
  futureApi,
  hiddenState,
  laxSchema,
  looseSchema,
  noCost,
  notJson,
  oddsOffByOne,
  oddsShort,
  throwsOnThree,
  undercount,
  unlistedLabel,
  wrongExample,
} from './fixtures/broken-systems.js';
import { contextOf } from './fixtures/context.js';
import { goodSystem } from './fixtures/good-system.js';

describe('every check passes on a correct system', () => {
  for (const testId of Object.keys(goodSystem.tests)) {
    it(`test '${testId}'`, () => {
      const context = contextOf(goodSystem, testId);
      checkManifest(context.registry, goodSystem.id);
      for (const example of context.test.examples) checkExample(context, example);
      checkOddsSum(context);
      checkStrictInput(context);
      checkCost(context);
      checkOutcomes(context);
      checkAgreement(context);
      checkEnteredDice(context);
      checkSameSeed(context);
      checkGeneratedInputs(context);
      checkMutatedInputs(context);
    });
  }
});

describe('each broken system is caught by the check for it', () => {
  it('a system for another apiVersion is refused by the registry', () => {
    expect(() => checkContract(futureApi)).toThrow(/unsupported apiVersion 2, expected 1/);
  });

  it('an example with a wrong expected outcome does not reproduce', () => {
    const context = contextOf(wrongExample);
    expect(() => checkExample(context, context.test.examples[0]!)).toThrow(
      /example "A 3 against 4": the outcome/,
    );
  });

  it('odds that sum to 0.99 fail the sum check', () => {
    expect(() => checkOddsSum(contextOf(oddsShort))).toThrow(/the probabilities sum to 0\.99\d*, expected 1/);
  });

  it('a headline with a percent over 1 or a fraction that is not its value fails the odds check', () => {
    expect(() => checkOddsSum(contextOf(badHeadline))).toThrow(
      /headline 0 \('six'\): a percent must be a probability from 0 to 1, got 1\.5[\s\S]*headline 1 \('mean'\): fraction 7\/3 is 2\.33\d*, but value is 3\.5/,
    );
  });

  it('odds that sum to 1 but are off by a face disagree with a seeded run', () => {
    expect(() => checkAgreement(contextOf(oddsOffByOne))).toThrow(
      /'Success': \d+ of 5000 .* the odds say 50\.00%/,
    );
  });

  it('a resolve that throws a TypeError on an input no example uses fails the generated-input property', () => {
    expect(() => checkGeneratedInputs(contextOf(throwsOnThree))).toThrow(
      /resolve threw TypeError: .*expected a user error, for input \{"target":3/,
    );
    // The examples alone would not have found it.
    const context = contextOf(throwsOnThree);
    for (const example of context.test.examples) checkExample(context, example);
  });

  it('a NaN in an outcome is not JSON', () => {
    expect(() => checkOutcomes(contextOf(notJson))).toThrow(/response\.outcome\.margin: NaN is not JSON/);
  });

  it('a label the odds do not list is caught', () => {
    expect(() => checkOutcomes(contextOf(unlistedLabel))).toThrow(/'Critical Success' is not in the odds/);
  });

  it('hidden state breaks both seeded replay and entered dice', () => {
    expect(() => checkSameSeed(contextOf(hiddenState))).toThrow(/twice with seed/);
    expect(() => checkEnteredDice(contextOf(hiddenState))).toThrow(/faces/);
  });

  it('garbage that gets past a lax schema and crashes resolve fails the mutated-input property', () => {
    const context = contextOf(laxSchema);
    checkGeneratedInputs(context); // valid inputs are fine
    expect(() => checkMutatedInputs(context)).toThrow(/resolve threw TypeError: .*expected a user error/);
  });

  it('a schema that does not say additionalProperties: false fails the strict-input check', () => {
    expect(() => checkStrictInput(contextOf(looseSchema))).toThrow(
      /\(input\): no additionalProperties: false/,
    );
  });

  it('a test without a cost, or one that undercounts its output, fails the cost check', () => {
    expect(() => checkCost(contextOf(noCost))).toThrow(/has no cost\(input, kind\)/);
    expect(() => checkCost(contextOf(undercount))).toThrow(/but its cost estimated 10/);
  });
});
