import { createRegistry, describeSystem, type TestDefinitionV1, validateInput } from '@verdict/core';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { withManifestSchemas } from './built-in-schemas.js';

const manifest = JSON.parse(JSON.stringify(describeSystem(createRegistry([d20RollUnder]), 'd20-roll-under')));
const wrapped = withManifestSchemas(d20RollUnder, manifest);

describe('a built-in system described by the build manifest', () => {
  it('answers the manifest schema without converting its own', () => {
    const schema = manifest.tests.find((t: { id: string }) => t.id === 'check').inputSchema;
    expect(wrapped.tests.check!.input['~standard'].jsonSchema.input({ target: 'draft-2020-12' })).toBe(
      schema,
    );
  });

  it('validates every input as the system itself does', () => {
    const inputs: unknown[] = [
      { value: 12 },
      { value: 12, modifers: [] },
      { value: 'abc' },
      {},
      { value: 12, modifiers: Array.from({ length: 60 }, () => ({ amount: 1 })) },
      { attacker: { will: 12 }, target: { will: 9 } },
    ];
    const tests = Object.entries(d20RollUnder.tests) as [string, TestDefinitionV1<unknown>][];
    for (const [id, test] of tests)
      for (const input of inputs)
        expect(validateInput(wrapped.tests[id]!, input), `${id} ${JSON.stringify(input)}`).toEqual(
          validateInput(test, input),
        );
  });
});
