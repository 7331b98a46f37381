/**
 * @module
 * Starts the room screen (Ink) for a seat. Loaded only by `verdict room join` in a terminal.
 */
import type { Registry } from '@verdict/core';
import { render } from 'ink';
import type { SavedSeat } from '../seats-store.js';
import { RoomApp } from './room-app.js';

const ALTERNATE_SCREEN_ON = '\u001B[?1049h\u001B[H';
const ALTERNATE_SCREEN_OFF = '\u001B[?1049l';

/** Runs the room screen until the member leaves (q), on the terminal's alternate screen. */
export async function openRoomScreen(seat: SavedSeat, registry: Registry): Promise<void> {
  process.stdout.write(ALTERNATE_SCREEN_ON);
  try {
    const app = render(<RoomApp seat={seat} registry={registry} />, {
      exitOnCtrlC: true,
      patchConsole: true,
    });
    await app.waitUntilExit();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    process.stdout.write(ALTERNATE_SCREEN_OFF);
  }
  process.stdout.write(`Left ${seat.roomName}. Back in: verdict room join --room ${seat.roomId}\n`);
}
