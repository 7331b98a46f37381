import { createRegistry, resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import { d20RollUnder } from './index.js';

const registry = createRegistry([d20RollUnder]);
// Every ```json block of the README, parsed (so formatting does not matter).
const blocks: unknown[] = [...readme.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!));

describe('README', () => {
  for (const [id, test] of Object.entries(d20RollUnder.tests)) {
    it(`has a section for ${id} whose example is the test's own, with its real outcome`, () => {
      expect(readme).toContain(`### \`${id}\`: ${test.title}`);
      for (const example of test.examples) expect(readme).toContain(example.title);
      const [first] = test.examples;
      const { outcome } = resolveTest(registry, {
        system: d20RollUnder.id,
        test: id,
        input: first!.input,
        dice: first!.dice!,
      });
      expect(blocks).toContainEqual({ input: first!.input, dice: first!.dice });
      expect(blocks).toContainEqual(outcome);
    });
  }
});
