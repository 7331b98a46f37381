/**
 * @module
 * A window too small for the play screen: one line that says so and the size to make it, and the keys that still
 * work, each cut to the window's width (a wrapped or overflowing message would leave stray characters behind).
 */
import { Box, Text } from 'ink';

/** Below this (either way) nothing of the play screen fits without its panels running into each other. */
export const TINY = { columns: 34, rows: 10 } as const;

/** Whether a window of this size gets only the "window too small" line. */
export function isTiny(columns: number, rows: number): boolean {
  return columns < TINY.columns || rows < TINY.rows;
}

/** The longest wording of the message that fits on one line of `columns` (the shortest one cut, if none does). */
export function tinyMessage(columns: number, rows: number): string {
  const need = `${TINY.columns}x${TINY.rows}`;
  const wordings = [
    `Window too small (${columns}x${rows}): make it at least ${need}`,
    `Too small (${columns}x${rows}): make it ${need}`,
    `Too small (${columns}x${rows}): ${need}`,
    `Too small: ${need}`,
  ];
  return (
    wordings.find((text) => [...text].length <= columns) ?? [...wordings.at(-1)!].slice(0, columns).join('')
  );
}

/** The whole screen of a tiny window: the message, then the keys that still work, if there is a row for them. */
export function TinyWindow({ columns, rows }: { columns: number; rows: number }) {
  const keys = [...'q quit · Esc back'].slice(0, columns).join('');
  return (
    <Box flexDirection="column" width={columns} height={rows} overflow="hidden">
      <Text color="yellow" wrap="truncate">
        {tinyMessage(columns, rows)}
      </Text>
      {rows > 1 ? (
        <Text dimColor wrap="truncate">
          {keys}
        </Text>
      ) : null}
    </Box>
  );
}
