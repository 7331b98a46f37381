import { createRegistry, resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import { d20RollUnder } from './index.js';

const registry = createRegistry([d20RollUnder]);

describe('README', () => {
  for (const [id, test] of Object.entries(d20RollUnder.tests)) {
    it(`has a section for ${id} whose examples are the test's own`, () => {
      expect(readme).toContain(`### \`${id}\`: ${test.title}`);
      for (const example of test.examples) expect(readme).toContain(example.title);
      const [first] = test.examples;
      const { outcome } = resolveTest(registry, {
        system: d20RollUnder.id,
        test: id,
        input: first!.input,
        dice: first!.dice!,
      });
      expect(readme).toContain(JSON.stringify({ input: first!.input, dice: first!.dice }));
      expect(readme).toContain(JSON.stringify(outcome, null, 2));
    });
  }
});
