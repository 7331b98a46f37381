/**
 * @module
 * The room screen: the live log (newest at the bottom), members, requests waiting for you (answered with
 * one key), a roll prompt with live odds, a fresh client seed per roll and a visibility choice, and the
 * GM's tools (secret roll, request, reveal, end epoch, close). Its keys are in room-keys, its lines in room-lines.
 */
import type { Registry } from '@verdict/core';
import { Box, Text } from 'ink';
import { useTerminalSize } from '../../interactive/use-terminal-size.js';
import type { SavedSeat } from '../seats-store.js';
import { useRoomKeys } from './room-keys.js';
import { roomLines } from './room-lines.js';
import { useRoom } from './use-room.js';

/** The room screen for one seat. */
export function RoomApp(props: { seat: SavedSeat; registry: Registry }) {
  const { seat, registry } = props;
  const { columns, rows } = useTerminalSize();
  const screen = useRoom(seat, registry);
  const prompt = useRoomKeys({ seat, registry, screen });
  const shown = roomLines({ seat, registry, screen, prompt, columns, rows });
  const block = (
    lines: readonly string[],
    key: string,
    style: { bold?: boolean; dimColor?: boolean; color?: string },
  ) =>
    lines.map((line, index) => (
      <Text key={`${key}${index}-${line}`} wrap="truncate-end" {...style}>
        {line}
      </Text>
    ));

  return (
    <Box flexDirection="column" width={columns}>
      {block(shown.headRows, 'h', { bold: true })}
      {block(shown.warningRows, 'w', { bold: true, color: 'red' })}
      {block(shown.memberRows, 'm', { dimColor: true })}
      {block(shown.logLines, 'l', {})}
      {block(shown.requestRows, 'r', { color: 'cyan' })}
      {block(shown.gmRows, 'g', { dimColor: true })}
      {block(shown.messageRows, 'n', {})}
      {block(shown.oddsRows, 'o', { dimColor: true })}
      {block(shown.promptRows, 'p', prompt.mode === 'keys' ? { dimColor: true } : {})}
    </Box>
  );
}
