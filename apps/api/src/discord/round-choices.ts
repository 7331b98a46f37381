/**
 * The GM's choices for a round, as Discord select menus built from the test's choices schema (its manifest's
 * `choicesSchema`, of any system), read through `@verdict/form`'s field model as the web's and the CLI's choice
 * forms are: each choice a select whose first option is "As the test says" (left unset). A choice a select cannot
 * offer (a list of events, free text, a number of too wide a range) is named, not offered. Only the GM of the play
 * may choose (`mayChoose`); the choices hold for the next round only, as in every frontend.
 */
import {
  buildForm,
  deref,
  type Field,
  type FieldPath,
  getAt,
  type JsonSchema,
  kindOf,
  numberBounds,
  type OptionValue,
  optionLabel,
  setAt,
} from '@verdict/form';
import type { StringSelect } from './interaction.js';

/** Discord's limits: 25 options a select, 5 rows a message (the first holds the round's buttons). */
const MAX_OPTIONS = 25;
export const MAX_MENUS = 4;
/** The value of "As the test says": not JSON, so no choice can collide with it. */
const UNSET = '-';

/** One choice a select offers: where it goes in the choices, what it is called, what it may be. */
export interface ChoiceMenu {
  readonly path: FieldPath;
  readonly label: string;
  readonly options: readonly { readonly label: string; readonly value: OptionValue }[];
}

/** A test's choices as menus, and the labels of those no select can offer. */
export interface ChoiceMenus {
  readonly menus: readonly ChoiceMenu[];
  readonly other: readonly string[];
}

/**
 * The menus of a choices schema: every choice of a fixed set of values (an enum, yes or no, a union of them, a
 * whole number in a small range; a union's numbers cut to what fits in a select), at most {@link MAX_MENUS}.
 *
 * @example
 * choiceMenus(schema).menus.map((m) => m.label); // ['Critical success › Attacker', 'Critical success › Target']
 */
export function choiceMenus(schema: Record<string, unknown>): ChoiceMenus {
  const root = schema as JsonSchema;
  const menus: ChoiceMenu[] = [];
  const other: string[] = [];
  const visit = (field: Field, prefix: string) => {
    const label = prefix ? `${prefix} › ${field.label}` : field.label;
    if (field.kind === 'object') {
      for (const child of field.fields) visit(child, field.path.length === 0 ? '' : label);
      return;
    }
    const options = offered(field.schema, root, MAX_OPTIONS - 1);
    if (options && options.length > 0 && menus.length < MAX_MENUS)
      menus.push({ path: field.path, label, options });
    else other.push(label);
  };
  visit(buildForm(root, openGroups(root), { label: "GM's choices" }), '');
  return { menus, other };
}

/** The values a schema offers, at most `room` of them; undefined when it is not a fixed set (text, a list). */
function offered(
  schema: JsonSchema,
  root: JsonSchema,
  room: number,
  depth = 0,
): { label: string; value: OptionValue }[] | undefined {
  const kind = kindOf(schema, root);
  switch (kind.kind) {
    case 'choice':
      return kind.options
        .slice(0, room)
        .map((o) => ({ value: o.value, label: optionLabel(o.value, o.title, undefined) }));
    case 'switch':
      return [
        { value: true, label: 'Yes' },
        { value: false, label: 'No' },
      ].slice(0, room);
    case 'number': {
      if (!kind.integer) return undefined;
      const { min, max } = numberBounds(deref(schema, root));
      // A range wider than a select fits is cut only inside a union (a die's index beside 'auto'), where its
      // first values are the ones a round has; alone, it is not offered.
      if (max - min + 1 > room && depth === 0) return undefined;
      return Array.from({ length: Math.max(0, Math.min(room, max - min + 1)) }, (_, i) => ({
        value: min + i,
        label: String(min + i),
      }));
    }
    case 'variants': {
      const all: { label: string; value: OptionValue }[] = [];
      for (const variant of kind.variants) {
        const some = offered(variant, root, room - all.length, depth + 1);
        if (!some) return undefined;
        all.push(...some);
      }
      return all;
    }
    default:
      return undefined;
  }
}

/** The choices with every group opened as an empty one, so each choice of a group is a field of its own. */
function openGroups(root: JsonSchema): unknown {
  let open: unknown = {};
  // Bounded: each pass opens one group, and a schema of choices is small.
  for (let pass = 0; pass < 16; pass++) {
    const closed = findClosed(buildForm(root, open));
    if (!closed) break;
    open = setAt(open, closed, {});
  }
  return open;
}

function findClosed(field: Field): FieldPath | undefined {
  if (field.kind !== 'object') return undefined;
  if (field.value === undefined) return field.path;
  for (const child of field.fields) {
    const found = findClosed(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * The select menus of the choices as made (`choices`), their custom_ids `v:c:<id>:<index>`.
 *
 * @example
 * choiceSelects(menus, { criticalSuccess: { attacker: 'automatic' } }, 'AAAAAAAAAAAAAAAA');
 */
export function choiceSelects(menus: readonly ChoiceMenu[], choices: unknown, id: string): StringSelect[] {
  return menus.map((menu, index) => {
    const chosen = getAt(choices, menu.path);
    return {
      type: 3,
      custom_id: `v:c:${id}:${index}`,
      placeholder: `GM: ${menu.label}`.slice(0, 150),
      min_values: 1,
      max_values: 1,
      options: [
        {
          label: `${menu.label.slice(0, 70)}: as the test says`,
          value: UNSET,
          default: chosen === undefined,
        },
        ...menu.options.map((o) => ({
          label: `${menu.label.slice(0, 70)}: ${o.label.slice(0, 25)}`,
          value: JSON.stringify(o.value),
          default: chosen === o.value,
        })),
      ],
    };
  });
}

/**
 * The choices after a select: the menu's value set (or unset, "as the test says"); undefined when the value is not
 * one the menu offers (a forged or stale select).
 */
export function choose(menu: ChoiceMenu, choices: unknown, value: string): { choices: unknown } | undefined {
  if (value === UNSET) return { choices: setAt(choices ?? {}, menu.path, undefined) };
  const option = menu.options.find((o) => JSON.stringify(o.value) === value);
  return option ? { choices: setAt(choices ?? {}, menu.path, option.value) } : undefined;
}

/** The choices as made, in words: `Critical success › Attacker: automatic`, or that none is made. */
export function choicesText(menus: readonly ChoiceMenu[], choices: unknown): string {
  const made = menus.flatMap((menu) => {
    const chosen = getAt(choices, menu.path);
    const option = menu.options.find((o) => o.value === chosen);
    return option ? [`${menu.label}: ${option.label}`] : [];
  });
  return made.length > 0 ? made.join('\n') : 'None: as the test says';
}
