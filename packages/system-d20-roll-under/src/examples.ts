import type { TestExample } from '@verdict/core';
import type { z } from 'zod';

/**
 * Types a test's examples by the schema's input (what a user types: defaults may be left out) and hands
 * them over as the contract's examples. The engine parses every example's input before resolving it, so
 * the defaults are filled in exactly as for a user's request.
 */
export function defineExamples<TSchema extends z.ZodType>(
  _schema: TSchema,
  examples: readonly TestExample<z.input<TSchema>>[],
): readonly TestExample<z.output<TSchema>>[] {
  return examples as readonly TestExample<unknown>[] as readonly TestExample<z.output<TSchema>>[];
}
