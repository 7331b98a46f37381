import { Box, Text } from 'ink';
import { terminalText } from '../format/terminal-text.js';
import { focusedRow, isTextRow } from './focus.js';
import { LinesView } from './line-view.js';
import type { PlayState } from './state.js';
import { columnsOf, type Line, wrapSpans, wrapText } from './wrap.js';

/** Every key of the play screen, shown with `?`. */
export const PLAY_KEYS: readonly (readonly [string, string])[] = [
  ['↑ ↓ / Tab', 'move between fields'],
  ['← →', 'change a number by one, a choice, a switch, a shape'],
  ['Space', 'numbers, choices: ↑ ↓ adjust (PgUp/PgDn ±10); switches: flip'],
  ['0-9 -', 'type a number into the field'],
  ['a-z', 'on a text field (name, label): typed into it; Alt+key: a command'],
  ['+ / a,  x', 'add a row to the list, remove this row'],
  ['Enter', 'roll (generated dice, with a seed)'],
  ['d', "your own dice's faces: Enter rolls, Ctrl-N plays one round"],
  ['n', "a contest's or extended test's next round (with the GM's choices)"],
  ['u / Ctrl-Z', 'undo: removed rows, examples, loaded characters, typing, deletions'],
  ['PgUp PgDn', 'scroll the result (every round, step and effect); before a roll, turn the odds’ pages'],
  ['e', "the test's next example"],
  ['s  /  p', 'save the input as a character  /  load a saved character'],
  ['f', 'play the follow-up test of the last outcome'],
  ['h', "this sitting's history"],
  ['?', 'these keys (again: back)'],
  ['Esc', 'back to the tests'],
  ['q / Ctrl-C', 'quit'],
];

/** The keys for what is on screen now, most useful first (`? keys` always last: it lists them all). */
export function keyItems(state: PlayState, needs: string): string[] {
  const undo = state.undo.length > 0 ? ['u undo'] : [];
  switch (state.screen) {
    case 'systems':
      return ['↑↓ choose', 'Enter open', 'q quit'];
    case 'tests':
      return ['↑↓ choose', 'Enter play or open a tool', 'Esc back', 'q quit'];
    case 'history':
      return ['↑↓ scroll', 'Esc back'];
    case 'presets':
      return ['↑↓ choose', 'Enter load', 'x delete', ...undo, 'Esc back'];
    default:
      break;
  }
  const ctrlUndo = state.undo.length > 0 ? ['Ctrl-Z undo'] : [];
  switch (state.mode) {
    case 'adjust':
      return ['↑↓ adjust', 'PgUp/PgDn ±10', 'digits type', 'Space/Enter/Esc done'];
    case 'edit':
      return ['type', 'Backspace deletes', ...ctrlUndo, 'Enter/Esc done', 'Alt+key commands'];
    case 'dice':
      return [`Needs ${needs}`, 'Enter rolls', 'Ctrl-N one round', ...ctrlUndo, 'Esc cancels'];
    case 'save':
      return ['Name the character', 'Enter saves', ...ctrlUndo, 'Esc cancels'];
    case 'confirm':
      return ['Enter restarts the play with the change (the old one goes to history)', 'Esc keeps playing'];
    default:
      break;
  }
  if (isTextRow(focusedRow(state))) {
    // '?' would be typed here too: the keys list is Alt+? away, like every command.
    return [
      'type: letters go into this field',
      ...ctrlUndo,
      '↑↓ other fields',
      'Alt+key commands',
      'Alt+? keys',
    ];
  }
  if (state.screen === 'tool') {
    return ['↑↓ fields', '←→ change', 'Space edit', '+/x row', ...undo, 'Esc back', 'q quit'];
  }
  const rounds = state.manifest[state.systemIndex]?.tests[state.testIndex]?.rounds ? ['n round'] : [];
  const result = state.result?.session ? ['PgUp/PgDn result'] : [];
  return [
    'Enter roll',
    'd dice',
    ...rounds,
    '←→ change',
    'Space edit',
    '+/x row',
    ...undo,
    's save',
    'p chars',
    'e example',
    'h hist',
    ...result,
    'Esc back',
    'q quit',
    '? keys',
  ];
}

/**
 * Key items laid out in at most `maxLines` lines of `width` columns, never cut: items that do not fit are left out,
 * and the last item (`? keys`, which lists them all) stays, saying more are there.
 */
export function fitKeys(items: readonly string[], width: number, maxLines = 2): Line[] {
  const sep = ' · ';
  const layout = (list: readonly string[]) => {
    const lines: string[] = [];
    for (const item of list) {
      const last = lines.at(-1);
      if (last !== undefined && columnsOf(last) + sep.length + columnsOf(item) <= width) {
        lines[lines.length - 1] = `${last}${sep}${item}`;
      } else lines.push(item);
    }
    return lines;
  };
  let list = [...items];
  let lines = layout(list);
  const keep = items.at(-1) === '? keys' ? ['? more keys'] : [];
  while (lines.length > maxLines && list.length > 1) {
    list = [...list.slice(0, -(keep.length > 0 ? 2 : 1)), ...keep];
    if (keep.length > 0 && list.length === 1) break;
    lines = layout(list);
  }
  // An item wider than the window itself wraps (the text is never cut).
  return lines.slice(0, maxLines).flatMap((line) => wrapText(line, width, 2, { dimColor: true }));
}

/** The notice (or the prompt being typed) and the key bar, as lines: the screen's layout counts them. */
export function helpLines(state: PlayState, needs: string, width: number): { top: Line[]; keys: Line[] } {
  const prompt = state.mode === 'dice' ? 'Dice: ' : state.mode === 'save' ? 'Name: ' : undefined;
  const top = prompt
    ? wrapSpans(
        [
          { text: prompt, style: { bold: true, color: 'cyan' } },
          // What is typed is shown escaped; notices quote names (a character's, a follow-up's): escaped too.
          { text: `${terminalText(state.draft)}▏` },
        ],
        width,
        2,
      )
    : state.notice === undefined
      ? [[{ text: ' ' }]]
      : wrapText(terminalText(state.notice), width, 2, { color: 'yellow' }).slice(0, 2);
  return { top, keys: fitKeys(keyItems(state, terminalText(needs)), width) };
}

/** The help line at the bottom, or the prompt being typed. */
export function HelpLine({ state, needs, width }: { state: PlayState; needs: string; width: number }) {
  const { top, keys } = helpLines(state, needs, width);
  return (
    <Box flexDirection="column" width={width}>
      <LinesView lines={top} prefix="n" />
      <LinesView lines={keys} prefix="k" />
    </Box>
  );
}

/** The full list of keys (toggled with `?`), wrapped; what does not fit is counted. */
export function KeysView({ height, width }: { height: number; width: number }) {
  const lines = PLAY_KEYS.flatMap(([keys, what]) =>
    wrapSpans([{ text: keys.padEnd(12), style: { bold: true } }, { text: what }], width, 12),
  );
  const fits = lines.length <= height;
  const shown = fits ? lines : lines.slice(0, Math.max(0, height - 1));
  return (
    <Box flexDirection="column" height={height}>
      <LinesView lines={shown} prefix="k" />
      {fits ? null : (
        <Text dimColor wrap="truncate">
          {`… ${lines.length - shown.length} more lines of keys: a taller window shows them (and README's Keys)`}
        </Text>
      )}
    </Box>
  );
}
