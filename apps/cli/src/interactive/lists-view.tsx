import { Box, Text } from 'ink';
import type { Character } from '../characters.js';
import { tierColour } from '../format/colour.js';
import { terminalText } from '../format/terminal-text.js';
import { ListLines } from './picker-view.js';
import type { PlayState } from './state.js';

/** This sitting's rolls, newest first. */
export function HistoryView({ state, height }: { state: PlayState; height: number }) {
  return (
    <Box flexDirection="column" height={height}>
      <Text bold underline>
        History ({state.history.length} roll{state.history.length === 1 ? '' : 's'} this sitting)
      </Text>
      {state.history.length === 0 ? <Text dimColor>Nothing rolled yet.</Text> : null}
      {state.history.slice(state.listCursor, state.listCursor + height - 1).map((entry, i) => (
        <Text key={`${state.listCursor + i}`} wrap="truncate">
          <Text dimColor>{String(state.history.length - state.listCursor - i).padStart(3)} </Text>
          <Text color={tierColour(entry.tier)} bold>
            {entry.label}
          </Text>
          <Text>
            {'  '}
            {entry.title}
          </Text>
          <Text dimColor>
            {'  '}
            {entry.dice}
            {entry.seed ? `  seed ${entry.seed}` : ''}
          </Text>
        </Text>
      ))}
    </Box>
  );
}

/** Saved characters for the current test. */
export function PresetsView(props: {
  presets: readonly Character[];
  cursor: number;
  height: number;
  file: string;
}) {
  return (
    <Box flexDirection="column" height={props.height}>
      <Text bold underline>
        Characters for this test
      </Text>
      {props.presets.length === 0 ? (
        <Text dimColor wrap="wrap">
          None saved yet: on the play screen, s saves the current input under a name (&quot;Olaf: Fishing
          12&quot;).
        </Text>
      ) : (
        <ListLines
          items={props.presets.map((p) => terminalText(p.name))}
          cursor={props.cursor}
          height={props.height - 2}
        />
      )}
      <Text dimColor wrap="truncate">
        Saved in {props.file}
      </Text>
    </Box>
  );
}
