import { deref, type JsonSchema } from './json-schema.js';
import { type FieldPath, formatPath } from './paths.js';
import { schemaAt } from './text.js';

/** The deepest field path a `field=value` pair may name (the bundled systems' inputs go four deep). */
export const MAX_PATH_DEPTH = 16;

/**
 * What is wrong with setting the field at `path` of `value` (the value so far), checked against the schema before
 * anything is allocated; undefined when nothing is. A list index must be a whole number below the list's
 * `maxItems` and at most its current length (rows go in order: no sparse lists, whatever the schema knows), and a
 * path at most {@link MAX_PATH_DEPTH} deep. Each problem names the field.
 *
 * @example
 * pathProblem(schema, ['modifiers', 999_999_999], {}); // 'modifiers.999999999: index out of range, at most 50 items'
 */
export function pathProblem(root: JsonSchema, path: FieldPath, value: unknown): string | undefined {
  if (path.length > MAX_PATH_DEPTH) {
    return `${formatPath(path.slice(0, MAX_PATH_DEPTH + 1))}…: more than ${MAX_PATH_DEPTH} levels deep`;
  }
  let current = value;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    if (typeof segment === 'number') {
      const here = path.slice(0, i + 1);
      const list = Array.isArray(current) ? current : [];
      const node = schemaAt(root, path.slice(0, i), value);
      const maxItems = node ? deref(node, root).maxItems : undefined;
      if (!Number.isSafeInteger(segment) || (maxItems !== undefined && segment >= maxItems)) {
        const most = maxItems === undefined ? '' : `, at most ${maxItems} item${maxItems === 1 ? '' : 's'}`;
        return `${formatPath(here)}: index out of range${most}`;
      }
      if (segment > list.length) {
        const next = formatPath([...path.slice(0, i), list.length]);
        return `${formatPath(here)}: index out of range, the next row is ${next} (rows go in order)`;
      }
    }
    current =
      typeof current === 'object' && current !== null && Object.hasOwn(current, segment)
        ? (current as Record<string | number, unknown>)[segment]
        : undefined;
  }
  return undefined;
}
