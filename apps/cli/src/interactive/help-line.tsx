import { Box, Text } from 'ink';
import { terminalText } from '../format/terminal-text.js';
import type { PlayState } from './state.js';

/** Every key of the play screen, shown with `?`. */
export const PLAY_KEYS: readonly (readonly [string, string])[] = [
  ['↑ ↓ / Tab', 'move between fields'],
  ['← →', 'change a number by one, a choice, a switch, a shape'],
  ['Space', 'numbers and choices: ↑ ↓ adjust (PgUp/PgDn by 10); text: type; switches: flip'],
  ['0-9 -', 'type a number into the field'],
  ['+ / a,  x', 'add a row to the list, remove this row'],
  ['Enter', 'roll (generated dice, with a seed)'],
  ['d', 'enter the faces of physical dice (the line says which dice)'],
  ['n', "contests and extended tests: play the next round (with the GM's choices shown under the input)"],
  ['e', "the test's next example"],
  ['s  /  p', 'save the input as a character  /  load a saved character'],
  ['f', 'play the follow-up test of the last outcome'],
  ['h', "this sitting's history"],
  ['Esc', 'back to the tests'],
  ['q / Ctrl-C', 'quit'],
];

/** The keys for what is on screen now, on one line. */
export function helpText(state: PlayState, needs: string): string {
  switch (state.screen) {
    case 'systems':
      return '↑↓ choose · Enter open · q quit';
    case 'tests':
      return '↑↓ choose · Enter play or open a tool · Esc back · q quit';
    case 'history':
      return '↑↓ scroll · Esc back';
    case 'presets':
      return '↑↓ choose · Enter load · x delete · Esc back';
    case 'tool':
      return '↑↓ fields · ←→ change · Space edit · +/x row · Esc back · q quit';
    default:
      break;
  }
  switch (state.mode) {
    case 'adjust':
      return '↑↓ adjust · PgUp/PgDn ±10 · digits type · Space/Enter/Esc done';
    case 'edit':
      return 'type · Backspace deletes · Enter/Esc done';
    case 'dice':
      return `Needs ${needs} · Enter rolls · n one round · Esc cancels`;
    case 'save':
      return 'Name the character · Enter saves · Esc cancels';
    case 'confirm':
      return 'Enter restarts the play with the change (the old one goes to history) · Esc keeps playing';
    default:
      return 'Enter roll · d dice · n round · ←→ change · Space edit · +/x row · s save · p chars · h hist · ? keys · q quit';
  }
}

/** The help line at the bottom, or the prompt being typed. */
export function HelpLine({ state, needs, width }: { state: PlayState; needs: string; width: number }) {
  const prompt = state.mode === 'dice' ? 'Dice: ' : state.mode === 'save' ? 'Name: ' : undefined;
  return (
    <Box flexDirection="column" width={width}>
      {prompt ? (
        <Text wrap="truncate">
          <Text bold color="cyan">
            {prompt}
          </Text>
          {terminalText(state.draft)}▏
        </Text>
      ) : (
        <Text wrap="truncate" color="yellow">
          {/* Notices quote names (a character's, a follow-up's): escaped, like what is typed above. */}
          {state.notice === undefined ? ' ' : terminalText(state.notice)}
        </Text>
      )}
      <Text dimColor wrap="truncate">
        {terminalText(helpText(state, needs))}
      </Text>
    </Box>
  );
}

/** The full list of keys (toggled with `?`). */
export function KeysView({ height }: { height: number }) {
  return (
    <Box flexDirection="column" height={height}>
      {PLAY_KEYS.slice(0, height).map(([keys, what]) => (
        <Text key={keys} wrap="truncate">
          <Text bold>{keys.padEnd(12)}</Text>
          {what}
        </Text>
      ))}
    </Box>
  );
}
