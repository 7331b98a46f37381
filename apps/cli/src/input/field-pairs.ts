import { applyFieldPairs as apply, coerce, FieldPairError, type SchemaNode } from '@verdict/fields';
import { UsageError } from '../errors.js';

export { coerce };

/**
 * Applies `field=value` pairs to an input (see `@verdict/fields`), as usage errors for the command line.
 *
 * @example
 * applyFieldPairs({}, ['value=12', 'modifiers.0.amount=-3'], schema); // { value: 12, modifiers: [{ amount: -3 }] }
 */
export function applyFieldPairs(input: unknown, pairs: readonly string[], schema: SchemaNode): unknown {
  try {
    return apply(input, pairs, schema);
  } catch (error) {
    if (error instanceof FieldPairError) throw new UsageError(error.message);
    throw error;
  }
}
