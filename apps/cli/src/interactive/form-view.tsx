import { Box, Text } from 'ink';
import { isRemovable } from '../form/edit.js';
import type { FormRow } from '../form/form-rows.js';
import { terminalText } from '../format/terminal-text.js';
import type { PlayState } from './state.js';

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

/** The input form: one line per field, the cursor's line highlighted, scrolled to keep it in view. */
export function FormView(props: {
  rows: readonly FormRow[];
  state: PlayState;
  height: number;
  width: number;
}) {
  const { rows, state, height, width } = props;
  const cursor = Math.min(state.cursor, rows.length - 1);
  const visible = Math.max(1, height - 1);
  const start = Math.max(0, Math.min(cursor - Math.floor(visible / 2), rows.length - visible));
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold underline>
        Input{rows.length > visible ? ` (${cursor + 1}/${rows.length})` : ''}
      </Text>
      {rows.slice(start, start + visible).map((row, i) => {
        const active = start + i === cursor;
        const { field } = row;
        const issue = field.issues[0]?.message;
        const optional = field.required || row.kind === 'item' ? '' : '?';
        // A row's label may be an item's own name (a party's), its value and issue quote what was typed: escaped.
        const label = `${'  '.repeat(row.depth)}${terminalText(field.label)}${optional}`;
        return (
          <Text key={row.id || `${i}`} wrap="truncate">
            <Text {...(active ? { color: 'cyan', bold: true } : {})}>
              {active ? '❯' : ' '}
              {label}
            </Text>
            <Text> </Text>
            <Text
              {...(active ? { inverse: state.mode !== 'browse' } : { dimColor: field.value === undefined })}
            >
              {terminalText(rowValue(row, state, active))}
            </Text>
            {issue ? <Text color="red"> ✗ {terminalText(issue)}</Text> : null}
          </Text>
        );
      })}
    </Box>
  );
}
