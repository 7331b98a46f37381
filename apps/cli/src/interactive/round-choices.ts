import { buildForm, type Field, flattenFields, type JsonSchema, setAt } from '@verdict/form';
import { adjustRow } from '../form/edit.js';
import type { FormRow } from '../form/form-rows.js';
import { formRows } from '../form/form-rows.js';
import type { PlayDeps } from './actions.js';
import { type PlayState, selection } from './state.js';

/**
 * The schema of the GM's choices for the next round, when the play screen's test plays by rounds and its rounds
 * take choices (the manifest's `choicesSchema`, of any system).
 */
export function choicesSchemaOf(state: PlayState): Record<string, unknown> | undefined {
  if (state.screen !== 'play') return undefined;
  const { test } = selection(state);
  return test.rounds ? test.choicesSchema : undefined;
}

/** The round the choices are for: the next one of the play going on, else the first of a new play. */
export function choicesRound(state: PlayState): number {
  return (state.play?.rounds.length ?? 0) + 1;
}

/**
 * The rows of the GM's choices for the next round, shown under the input's: a heading row ("GM's choices for round
 * 2"), then the choices, with their groups open (a group left out reads as empty: its choices "as the test says").
 * Empty when the test takes no choices.
 *
 * @example
 * choiceRows(state).map((r) => r.field.label); // ["GM's choices for round 1", 'Critical success', 'Attacker', 'Target']
 */
export function choiceRows(state: PlayState): FormRow[] {
  const schema = choicesSchemaOf(state);
  if (!schema) return [];
  const open = openGroups(schema as JsonSchema, state.choices);
  const label = `GM's choices for round ${choicesRound(state)}`;
  const root = buildForm(schema as JsonSchema, open, { label });
  const heading: FormRow = { kind: 'group', field: root, depth: 0, id: 'choices:', section: 'choices' };
  const rows = formRows(schema, open).map((row) => ({
    ...row,
    depth: row.depth + 1,
    id: `choices:${row.id}`,
    section: 'choices' as const,
  }));
  return [heading, ...rows];
}

/**
 * ←/→ (or Space) on a row of the GM's choices: an optional choice cycles through "as the test says" and its
 * options; numbers step, switches flip (a third-party system's choices may be any of these). The play controller
 * keeps them for the next round.
 */
export function adjustChoice(state: PlayState, row: FormRow, delta: number, deps: PlayDeps): PlayState {
  const schema = choicesSchemaOf(state);
  if (!schema || row.section !== 'choices' || row.field.path.length === 0) return state;
  const open = openGroups(schema as JsonSchema, state.choices);
  const { field } = row;
  let next: unknown;
  if (field.kind === 'choice' && !field.required) {
    // -1 is "as the test says" (unset); the options follow.
    const count = field.options.length + 1;
    const index = ((((field.chosen < 0 ? -1 : field.chosen) + 1 + Math.sign(delta)) % count) + count) % count;
    next = setAt(open, field.path, index === 0 ? undefined : field.options[index - 1]!.value);
  } else if (field.kind === 'object') return state;
  else next = adjustRow(open, row, delta, schema);
  deps.play.setChoices(next);
  return state;
}

/** The choices with every group left out opened as an empty one, so that each choice has its own row. */
function openGroups(schema: JsonSchema, value: unknown): unknown {
  let open: unknown = value ?? {};
  // Bounded: each pass opens one group, and a schema of choices is small.
  for (let pass = 0; pass < 16; pass++) {
    const closed = flattenFields(buildForm(schema, open)).find(
      ({ field }: { field: Field }) => field.kind === 'object' && field.value === undefined,
    );
    if (!closed) break;
    open = setAt(open, closed.field.path, {});
  }
  return open;
}
