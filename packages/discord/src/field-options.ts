import { deref, type JsonSchema, typeOf, variantsOf } from '@verdict/form';
import { type CommandOption, OptionType } from './discord-types.js';
import { clip, toDiscordName } from './names.js';

/** How one scalar field of a test's input became a Discord option. */
export interface FieldOptionPlan {
  /** The option's name (`strong_success`). */
  readonly name: string;
  /** The field's path in the input (`['attacker', 'will']`). */
  readonly path: readonly string[];
  readonly kind: 'integer' | 'number' | 'boolean' | 'string';
  readonly required: boolean;
  /** Every allowed value of an enum (offered as choices, or through autocomplete when there are many). */
  readonly values?: readonly string[];
  readonly description: string;
  readonly min?: number;
  readonly max?: number;
  readonly maxLength?: number;
}

/** Discord refuses integer bounds beyond ±2^53. */
const SAFE = 2 ** 53;

/**
 * The scalar fields of an input schema that can be options: top-level ones, and those of plain nested
 * objects one level down (`attacker.will` as `attacker_will`). Lists and unions are left to `fields`.
 * Required fields come first (Discord wants required options before optional ones).
 *
 * @example
 * fieldOptions(schema).map((f) => f.name); // ['value', 'name', 'strong_success']
 */
export function fieldOptions(root: JsonSchema, reserved: ReadonlySet<string>): FieldOptionPlan[] {
  const found: FieldOptionPlan[] = [];
  const taken = new Set(reserved);
  const walk = (node: JsonSchema, path: string[], required: boolean, depth: number) => {
    for (const [key, raw] of Object.entries(node.properties ?? {})) {
      const field = deref(raw, root);
      if (!field) continue;
      const isRequired = required && (node.required ?? []).includes(key);
      const at = [...path, key];
      if (typeOf(field) === 'object' && variantsOf(field, root).length === 0) {
        if (depth === 0) walk(field, at, isRequired, depth + 1);
        continue;
      }
      const plan = scalar(field, root, at, isRequired, raw);
      if (plan && !taken.has(plan.name)) {
        taken.add(plan.name);
        found.push(plan);
      }
    }
  };
  const top = deref(root, root);
  if (top) walk(top, [], true, 0);
  return [...found.filter((f) => f.required), ...found.filter((f) => !f.required)];
}

function scalar(
  field: JsonSchema,
  root: JsonSchema,
  path: string[],
  required: boolean,
  raw: JsonSchema,
): FieldOptionPlan | undefined {
  if (variantsOf(field, root).length > 0) return undefined;
  const kind = typeOf(field);
  const name = toDiscordName(path.join('_'));
  const description = clip(field.description ?? raw.description ?? path.join('.'), 100);
  const common = { name, path, required, description };
  if (field.enum) {
    if (!field.enum.every((v) => typeof v === 'string')) return undefined;
    return { ...common, kind: 'string', values: field.enum as string[] };
  }
  if (kind === 'integer' || kind === 'number') {
    const min =
      typeof field.minimum === 'number' && Math.abs(field.minimum) <= SAFE ? field.minimum : undefined;
    const max =
      typeof field.maximum === 'number' && Math.abs(field.maximum) <= SAFE ? field.maximum : undefined;
    return { ...common, kind, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  }
  if (kind === 'boolean') return { ...common, kind };
  if (kind === 'string') {
    const maxLength = typeof field.maxLength === 'number' ? Math.min(field.maxLength, 6000) : 6000;
    return { ...common, kind, maxLength };
  }
  return undefined;
}

/** A field's Discord option; `asChoices` false offers an enum through autocomplete instead of choices. */
export function toCommandOption(
  plan: FieldOptionPlan,
  o: { descriptionMax: number; asChoices: boolean },
): CommandOption {
  const base = {
    name: plan.name,
    description: clip(plan.description, o.descriptionMax),
    ...(plan.required ? { required: true } : {}),
  };
  if (plan.values) {
    const fits = o.asChoices && plan.values.length <= 25 && plan.values.every((v) => v.length <= 100);
    return fits
      ? { ...base, type: OptionType.String, choices: plan.values.map((v) => ({ name: v, value: v })) }
      : { ...base, type: OptionType.String, autocomplete: true };
  }
  switch (plan.kind) {
    case 'integer':
    case 'number':
      return {
        ...base,
        type: plan.kind === 'integer' ? OptionType.Integer : OptionType.Number,
        ...(plan.min === undefined ? {} : { min_value: plan.min }),
        ...(plan.max === undefined ? {} : { max_value: plan.max }),
      };
    case 'boolean':
      return { ...base, type: OptionType.Boolean };
    default:
      return { ...base, type: OptionType.String, ...(plan.maxLength ? { max_length: plan.maxLength } : {}) };
  }
}
