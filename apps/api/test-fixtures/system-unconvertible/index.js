// A system the registry accepts whose input schema cannot be described as JSON Schema (zod's `custom` has no
// JSON Schema form): the server refuses it at start-up, naming it, instead of failing its first listing. It is the
// coin system of ../system-coin with that one schema changed.
import { z } from 'zod';
import { coin } from '../system-coin/index.js';

const call = z.custom((value) => value === 'heads' || value === 'tails');

export const unconvertible = {
  ...coin,
  id: 'unconvertible',
  name: 'Unconvertible',
  description: 'A system whose input has no JSON Schema form, for testing the loader.',
  tests: { flip: { ...coin.tests.flip, input: z.object({ call }) } },
};
