import { resolveTest, type TestExample } from '@verdict/core';
import { expect } from 'vitest';
import { type CheckContext, requestFor } from './options.js';

/**
 * One example reproduces: resolved with its entered dice (or its seed), the outcome has every
 * expected field, and the entered faces come back in `dice`, in order, marked as entered.
 * An example with neither dice nor seed is resolved with its title as the seed.
 */
export function checkExample(context: CheckContext, example: TestExample<unknown>): void {
  const request = requestFor(context, example.input);
  const response = resolveTest(
    context.registry,
    example.dice ? { ...request, dice: example.dice } : { ...request, seed: example.seed ?? example.title },
  );
  expect(response.outcome, `example "${example.title}": the outcome`).toMatchObject(example.expected);
  if (example.dice) {
    const faces = response.dice.map((die) => die.face);
    expect(faces, `example "${example.title}": the entered faces come back in dice`).toEqual(example.dice);
    expect(response.dice.every((die) => die.source === 'entered')).toBe(true);
  }
}
