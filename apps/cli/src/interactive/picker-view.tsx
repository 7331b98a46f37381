import { Box, Text } from 'ink';
import type { PlayState } from './state.js';
import { selection } from './state.js';
import { columnsOf } from './wrap.js';

/** A list with one highlighted line, scrolled to keep it in view; a last line counts what is above and below. */
export function ListLines({
  items,
  cursor,
  height,
}: {
  items: readonly string[];
  cursor: number;
  height: number;
}) {
  const fits = items.length <= height;
  const room = fits ? height : Math.max(1, height - 1);
  const start = Math.max(0, Math.min(cursor - Math.floor(room / 2), items.length - room));
  const above = start;
  const below = Math.max(0, items.length - start - room);
  const hidden = [above > 0 ? `↑ ${above} more` : '', below > 0 ? `↓ ${below} more` : ''].filter(Boolean);
  return (
    <Box flexDirection="column">
      {items.slice(start, start + room).map((item, i) => {
        const active = start + i === cursor;
        return (
          <Text
            key={`${start + i}`}
            wrap="truncate-middle"
            {...(active ? { color: 'cyan', bold: true } : {})}
          >
            {active ? '❯ ' : '  '}
            {item}
          </Text>
        );
      })}
      {hidden.length > 0 ? (
        <Text dimColor wrap="truncate">
          {hidden.join(' · ')}
        </Text>
      ) : null}
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
  const items = onTests
    ? [
        ...system.tests.map((t) => t.title + (t.rounds ? ' ↻' : '')),
        ...system.tools.map((t) => `⚒ ${t.title}`),
      ]
    : state.manifest.map((s) => s.name);
  const title = onTests ? `${system.name}: tests` : 'Systems';
  // The list is as wide as its longest name (never cut at 80 columns), the description takes the rest.
  const longest = Math.max(columnsOf(title), ...items.map((item) => columnsOf(item) + 2));
  const narrow = columns < 60;
  const listWidth = narrow ? columns : Math.min(longest, Math.floor(columns * 0.55));
  return (
    <Box flexDirection="row" height={height}>
      <Box flexDirection="column" width={listWidth} marginRight={narrow ? 0 : 2} flexShrink={0}>
        <Text bold underline wrap="truncate">
          {title}
        </Text>
        <ListLines
          items={items}
          cursor={onTests ? state.testIndex : state.systemIndex}
          height={height - 1 - (narrow ? 1 : 0)}
        />
        {narrow ? (
          <Text dimColor wrap="truncate">
            (descriptions hidden: window under 60 columns)
          </Text>
        ) : null}
      </Box>
      {narrow ? null : (
        <Box flexDirection="column" flexGrow={1} flexShrink={1}>
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
      )}
    </Box>
  );
}
