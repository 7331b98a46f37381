import type { InputIssue } from '@verdict/core';
import { Box, Text } from 'ink';
import type { FormRow } from '../form/form-rows.js';
import { terminalText } from '../format/terminal-text.js';
import { formatPath } from '../schema/paths.js';
import type { PlayState } from './state.js';

/** How a row's value reads on screen. */
export function rowValue(row: FormRow, state: PlayState, active: boolean): string {
  const id = formatPath(row.path);
  if (active && state.mode === 'edit') return `${state.draft}▏`;
  if (active && state.draftRow === id) return `${state.draft}▏`;
  const unset = row.value === undefined;
  const fallback = row.schema.default !== undefined ? `(default ${JSON.stringify(row.schema.default)})` : '–';
  switch (row.kind) {
    case 'number':
      return unset ? fallback : `${String(row.value)}${active && state.mode === 'adjust' ? ' ▲▼' : ''}`;
    case 'text':
      return unset ? fallback : JSON.stringify(row.value);
    case 'switch': {
      const on = unset ? row.schema.default === true : row.value === true;
      return `${on ? '[x] on' : '[ ] off'}${unset ? ' (default)' : ''}`;
    }
    case 'choice':
      return unset ? `‹ ${fallback} ›` : `‹ ${String(row.value)} ›`;
    case 'variant':
      return `‹ ${row.options?.[row.chosen ?? -1] ?? 'pick a shape'} ›`;
    case 'list': {
      const count = Array.isArray(row.value) ? row.value.length : 0;
      return `${count} row${count === 1 ? '' : 's'}${row.canAdd ? '  + add' : ''}`;
    }
    case 'item':
      return row.removable ? 'x remove' : '';
    case 'group':
      return unset ? (row.required ? '–' : '(none: Space adds)') : '';
    default:
      return unset ? fallback : JSON.stringify(row.value);
  }
}

/** The issue that names this row's field, if any (issue paths start with 'input'). */
export function issueFor(row: FormRow, issues: readonly InputIssue[]): string | undefined {
  const id = formatPath(['input', ...row.path]);
  return issues.find((issue) => formatPath(issue.path) === id)?.message;
}

/** The input form: one line per field, the cursor's line highlighted, scrolled to keep it in view. */
export function FormView(props: {
  rows: readonly FormRow[];
  state: PlayState;
  issues: readonly InputIssue[];
  height: number;
  width: number;
}) {
  const { rows, state, issues, height, width } = props;
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
        const issue = issueFor(row, issues);
        const label = `${'  '.repeat(row.depth)}${row.label}${row.required || row.kind === 'item' ? '' : '?'}`;
        return (
          <Text key={formatPath(row.path) || `${i}`} wrap="truncate">
            <Text {...(active ? { color: 'cyan', bold: true } : {})}>
              {active ? '❯' : ' '}
              {label}
            </Text>
            <Text> </Text>
            <Text
              {...(active ? { inverse: state.mode !== 'browse' } : { dimColor: row.value === undefined })}
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
