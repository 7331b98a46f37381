import type { TestManifest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { startingInput } from './starting-input.js';

const manifest = (examples: { input: unknown }[], inputSchema: Record<string, unknown>) =>
  ({ id: 't', title: 'T', description: '', inputSchema, examples, rounds: false }) as unknown as TestManifest;

describe('startingInput', () => {
  const schema = {
    type: 'object',
    properties: { value: { type: 'integer', default: 10 } },
    required: ['value'],
  };

  it('is a copy of the example asked for, the first by default', () => {
    const examples = [{ input: { value: 12 } }, { input: { value: 7 } }];
    const test = manifest(examples, schema);
    expect(startingInput(test)).toEqual({ value: 12 });
    expect(startingInput(test, 1)).toEqual({ value: 7 });
    expect(startingInput(test)).not.toBe(examples[0]!.input);
  });

  it("falls back to the schema's defaults (its required fields)", () => {
    expect(startingInput(manifest([], schema))).toEqual({ value: 10 });
    expect(
      startingInput(manifest([], { type: 'object', properties: { value: { type: 'integer' } } })),
    ).toEqual({});
  });
});
