/**
 * @module
 * The build's proof that a built-in test's JSON Schema says all its zod schema checks (issue 38): a schema made
 * only of objects, arrays, strings, numbers, booleans, enums, literals, unions, optionals and defaults, with no
 * refinement, no transform, no pipe, and only the checks JSON Schema states (bounds, lengths, whole numbers).
 * Such a schema accepts exactly what its JSON Schema accepts, so check-json.ts may answer for it; the table test
 * (exact.test.ts) holds the two to the same answers. Read from zod's own definitions (`_zod.def`), so this file
 * does not import zod.
 */

interface Def {
  readonly type: string;
  readonly checks?: readonly { readonly _zod?: { readonly def?: CheckDef } }[];
  readonly shape?: Readonly<Record<string, unknown>>;
  readonly catchall?: unknown;
  readonly element?: unknown;
  readonly innerType?: unknown;
  readonly options?: readonly unknown[];
  readonly values?: readonly unknown[];
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly format?: string;
}

interface CheckDef {
  readonly check: string;
  readonly format?: string;
}

const TYPES: ReadonlySet<string> = new Set([
  'object',
  'array',
  'string',
  'number',
  'boolean',
  'enum',
  'literal',
  'union',
  'optional',
  'default',
]);
const CHECKS: ReadonlySet<string> = new Set([
  'less_than',
  'greater_than',
  'max_length',
  'min_length',
  'length_equals',
  'number_format',
]);

/**
 * Whether a zod (4) schema's checks are all in its JSON Schema (see the module comment); false for anything else.
 *
 * @example
 * zodIsExact(z.strictObject({ value: z.int().min(-99).max(99) })); // true
 * zodIsExact(z.string().refine((s) => s !== '')); // false
 */
export function zodIsExact(schema: unknown): boolean {
  return exact(schema, 0);
}

function defOf(schema: unknown): Def | undefined {
  const def = (schema as { _zod?: { def?: Def } } | null | undefined)?._zod?.def;
  return typeof def?.type === 'string' ? def : undefined;
}

function exact(schema: unknown, depth: number): boolean {
  const def = defOf(schema);
  if (!def || depth > 32 || !TYPES.has(def.type)) return false;
  if (def.format !== undefined && def.format !== 'safeint') return false;
  for (const check of def.checks ?? []) {
    const c = check._zod?.def;
    if (!c || !CHECKS.has(c.check)) return false;
    if (c.check === 'number_format' && c.format !== 'safeint') return false;
  }
  const next = (sub: unknown) => exact(sub, depth + 1);
  switch (def.type) {
    case 'object':
      // Only a strict object (catchall never): a stripping one would give back less than it was given.
      return defOf(def.catchall)?.type === 'never' && Object.values(def.shape ?? {}).every(next);
    case 'array':
      return next(def.element);
    case 'union':
      return (def.options ?? []).every(next);
    case 'optional':
    case 'default': {
      // One wrapper: zod's optional-of-default and default-of-optional differ on a missing key.
      const inner = defOf(def.innerType)?.type;
      return inner !== 'optional' && inner !== 'default' && next(def.innerType);
    }
    case 'literal':
      return (def.values ?? []).every(isPrimitive);
    case 'enum':
      return Object.values(def.entries ?? {}).every(isPrimitive);
    default:
      return true;
  }
}

const isPrimitive = (value: unknown): boolean =>
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  typeof value === 'boolean';
