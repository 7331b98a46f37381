import { applyFieldPairs as apply, FieldPairError } from '@verdict/form';
import { UsageError } from '../errors.js';

/**
 * Applies `field=value` pairs to an input with `@verdict/form` (each value read as the type the test's schema
 * expects there); a pair that cannot be read, or a field given twice (naming both pairs), is a usage error (exit 2).
 *
 * @example
 * applyFieldPairs({}, ['value=12', 'modifiers.0.amount=-3'], schema); // { value: 12, modifiers: [{ amount: -3 }] }
 */
export function applyFieldPairs(
  input: unknown,
  pairs: readonly string[],
  schema: Record<string, unknown>,
): unknown {
  try {
    return apply(input, pairs, schema);
  } catch (error) {
    if (error instanceof FieldPairError) throw new UsageError(error.message);
    throw error;
  }
}
