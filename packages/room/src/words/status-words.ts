/**
 * @module
 * The room connection's state in a word, as every screen's header says it ("Live", "Reconnecting…").
 */
import type { RoomStatus } from '../client/types.js';

const STATUS_WORDS: Readonly<Record<RoomStatus, string>> = {
  idle: 'Connecting…',
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Closed',
  error: 'Disconnected',
};

/**
 * The connection's state in a word.
 *
 * @example
 * roomStatusWords('reconnecting'); // 'Reconnecting…'
 */
export const roomStatusWords = (status: RoomStatus): string => STATUS_WORDS[status];
