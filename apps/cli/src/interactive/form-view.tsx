import { Box, Text } from 'ink';
import { isRemovable } from '../form/edit.js';
import type { FormRow } from '../form/form-rows.js';
import { terminalText } from '../format/terminal-text.js';
import { LinesView } from './line-view.js';
import type { PlayState } from './state.js';
import { type Span, wrapSpans } from './wrap.js';

/** How a row's value reads on screen (choices and shapes by their labels, from `@verdict/form`). */
export function rowValue(row: FormRow, state: PlayState, active: boolean): string {
  const { field } = row;
  if (active && state.mode === 'edit') return `${state.draft}▏`;
  if (active && state.draftRow === row.id) return `${state.draft}▏`;
  const unset = field.value === undefined;
  // A GM's choice left unset plays the round as the test (its input) says.
  if (row.section === 'choices' && unset && field.kind === 'choice') return '‹ as the test says ›';
  const fallback = field.defaultValue !== undefined ? `(default ${JSON.stringify(field.defaultValue)})` : '–';
  switch (field.kind) {
    case 'number':
      return unset ? fallback : `${String(field.value)}${active && state.mode === 'adjust' ? ' ▲▼' : ''}`;
    case 'text':
      return unset ? fallback : JSON.stringify(field.value);
    case 'switch':
      return `${field.checked ? '[x] on' : '[ ] off'}${unset ? ' (default)' : ''}`;
    case 'choice': {
      const option = field.options[field.chosen];
      if (!option) return `‹ ${unset ? fallback : String(field.value)} ›`;
      return `‹ ${option.label} ›${unset ? ' (default)' : ''}`;
    }
    case 'variants':
      return unset && !field.required
        ? '(none: Space adds)'
        : `‹ ${field.options[field.chosen] ?? 'pick a shape'} ›`;
    case 'array': {
      const count = field.rows.length;
      return `${count} row${count === 1 ? '' : 's'}${field.canAdd ? '  + add' : ''}`;
    }
    case 'object':
      if (row.kind === 'item') return isRemovable(row) ? 'x remove' : '';
      return unset ? (field.required ? '–' : '(none: Space adds)') : '';
    default:
      return unset ? fallback : JSON.stringify(field.value);
  }
}

/** A row as spans: the cursor's marker and label, the value, and its first problem. */
function rowSpans(row: FormRow, state: PlayState, active: boolean): Span[] {
  const { field } = row;
  const issue = field.issues[0]?.message;
  const optional = field.required || row.kind === 'item' ? '' : '?';
  // A row's label may be an item's own name (a party's), its value and issue quote what was typed: escaped.
  const label = `${'  '.repeat(row.depth)}${terminalText(field.label)}${optional}`;
  const value = terminalText(rowValue(row, state, active));
  return [
    { text: `${active ? '❯' : ' '}${label}`, ...(active ? { style: ACTIVE } : {}) },
    { text: ' ' },
    {
      text: value,
      ...(active
        ? state.mode !== 'browse'
          ? { style: INVERSE }
          : {}
        : field.value === undefined
          ? { style: DIM }
          : {}),
    },
    ...(issue ? [{ text: ` ✗ ${terminalText(issue)}`, style: RED }] : []),
  ];
}

const ACTIVE = { color: 'cyan', bold: true } as const;
const INVERSE = { inverse: true } as const;
const DIM = { dimColor: true } as const;
const RED = { color: 'red' } as const;

/**
 * The input form: one row per field, wrapped (a long label, value or problem goes on the next line, never cut), the
 * cursor's row highlighted and kept in view; the title says how many fields are above and below.
 */
export function FormView(props: {
  rows: readonly FormRow[];
  state: PlayState;
  height: number;
  width: number;
}) {
  const { rows, state, height, width } = props;
  const cursor = Math.min(state.cursor, rows.length - 1);
  const blocks = rows.map((row, i) =>
    wrapSpans(rowSpans(row, state, i === cursor), width, row.depth * 2 + 3),
  );
  const room = Math.max(1, height - 1);
  // The cursor's row in view, about in the middle, and as many whole rows around it as fit.
  let first = cursor;
  let last = cursor;
  let used = blocks[cursor]?.length ?? 0;
  for (let grow = true; grow; ) {
    grow = false;
    const before = blocks[first - 1];
    if (before && used + before.length <= room && (cursor - first <= last - cursor || !blocks[last + 1])) {
      first--;
      used += before.length;
      grow = true;
    }
    const after = blocks[last + 1];
    if (after && used + after.length <= room) {
      last++;
      used += after.length;
      grow = true;
    }
  }
  const above = Math.max(0, first);
  const below = Math.max(0, rows.length - 1 - last);
  const hidden = [above > 0 ? `↑ ${above} more` : '', below > 0 ? `↓ ${below} more` : ''].filter(Boolean);
  const lines = blocks
    .slice(first, last + 1)
    .flat()
    .slice(0, room);
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text wrap="truncate">
        <Text bold underline>
          Input
        </Text>
        {hidden.length > 0 ? (
          <Text dimColor>{` (${cursor + 1}/${rows.length}: ${hidden.join(', ')})`}</Text>
        ) : null}
      </Text>
      <LinesView lines={lines} prefix="f" />
    </Box>
  );
}

/** The lines the form needs to show every row (for the screen's layout). */
export function formHeight(rows: readonly FormRow[], state: PlayState, width: number): number {
  const cursor = Math.min(state.cursor, rows.length - 1);
  return (
    1 +
    rows.reduce(
      (sum, row, i) => sum + wrapSpans(rowSpans(row, state, i === cursor), width, row.depth * 2 + 3).length,
      0,
    )
  );
}
