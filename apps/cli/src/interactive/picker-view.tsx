import { Box, Text } from 'ink';
import type { PlayState } from './state.js';
import { selection } from './state.js';

/** A list with one highlighted line. */
export function ListLines({
  items,
  cursor,
  height,
}: {
  items: readonly string[];
  cursor: number;
  height: number;
}) {
  const start = Math.max(0, Math.min(cursor - Math.floor(height / 2), items.length - height));
  return (
    <Box flexDirection="column">
      {items.slice(start, start + height).map((item, i) => {
        const active = start + i === cursor;
        return (
          <Text key={`${start + i}`} wrap="truncate" {...(active ? { color: 'cyan', bold: true } : {})}>
            {active ? '❯ ' : '  '}
            {item}
          </Text>
        );
      })}
    </Box>
  );
}

/** The first screens: pick a system, then one of its tests. */
export function PickerView({
  state,
  height,
  columns,
}: {
  state: PlayState;
  height: number;
  columns: number;
}) {
  const { system, test } = selection(state);
  const onTests = state.screen === 'tests';
  // The tests list goes on with the system's tools, from the manifest.
  const tool = onTests ? system.tools[state.testIndex - system.tests.length] : undefined;
  const shown = tool ?? test;
  const listWidth = Math.min(34, Math.floor(columns / 2));
  return (
    <Box flexDirection="row" height={height}>
      <Box flexDirection="column" width={listWidth} marginRight={2}>
        <Text bold underline>
          {onTests ? `${system.name}: tests` : 'Systems'}
        </Text>
        <ListLines
          items={
            onTests
              ? [
                  ...system.tests.map((t) => t.title + (t.rounds ? ' ↻' : '')),
                  ...system.tools.map((t) => `⚒ ${t.title}`),
                ]
              : state.manifest.map((s) => s.name)
          }
          cursor={onTests ? state.testIndex : state.systemIndex}
          height={height - 1}
        />
      </Box>
      <Box flexDirection="column" flexGrow={1}>
        <Text bold>{onTests ? shown.title : system.name}</Text>
        <Text wrap="wrap" dimColor>
          {onTests ? shown.description : system.description}
        </Text>
        {tool ? (
          <Text dimColor wrap="truncate">
            ⚒ a tool: a calculator beside the tests
          </Text>
        ) : onTests ? (
          <Text dimColor wrap="truncate">
            {test.rounds ? '↻ can be played round by round. ' : ''}
            {test.examples.length} example{test.examples.length === 1 ? '' : 's'}
          </Text>
        ) : (
          <Text dimColor wrap="truncate">
            {system.tests.length} tests{system.tools.length > 0 ? ` · ${system.tools.length} tools` : ''} ·
            version {system.version}
          </Text>
        )}
      </Box>
    </Box>
  );
}
