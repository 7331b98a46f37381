import { describeFields } from '@verdict/form';

/**
 * A test's fields (from `@verdict/form`'s reading of its JSON Schema) as aligned text lines, for `--help`. A field
 * of one shape of a union says so (`required in {boon}`), beside its union's `either {boon} or {value}` (N14).
 */
export function formatFields(schema: Record<string, unknown>): string[] {
  const lines = describeFields(schema);
  const pathWidth = Math.min(32, Math.max(8, ...lines.map((l) => l.path.length)));
  const typeWidth = Math.min(28, Math.max(8, ...lines.map((l) => l.type.length)));
  return lines.map((l) =>
    `  ${l.path.padEnd(pathWidth)}  ${l.type.padEnd(typeWidth)}  ${l.required ? 'required' : 'optional'}${l.shape ? ` in ${l.shape}` : ''}${l.note ? `  ${l.note}` : ''}`.trimEnd(),
  );
}
