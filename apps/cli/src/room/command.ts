/**
 * @module
 * `verdict room <create|join|roll|answer|log|export|request|reveal|epoch|close|list>`: a room of the Verdict
 * API from the terminal. Tokens are kept per room in the config folder (see seats-store.ts); `join` in a
 * terminal opens the room screen (Ink, loaded on demand).
 */
import type { CommandContext } from '../commands/context.js';
import { UsageError } from '../errors.js';
import { configureNetwork, timeoutSeconds } from '../network/deadline.js';
import { answerCommand } from './answer-command.js';
import { closeRoom, endEpoch, requestRoll, revealEntry } from './gm-commands.js';
import { exportCommand, logCommand, rollCommand } from './play-commands.js';
import { createRoomCommand, joinRoomCommand, listRoomsCommand } from './seat-commands.js';
import { createSeatStore, seatsFile } from './seats-store.js';

/** What each room subcommand gets: the command context with the subcommand's own positionals. */
export interface RoomContext extends CommandContext {
  readonly args: readonly string[];
  readonly seats: ReturnType<typeof createSeatStore>;
}

const SUBCOMMANDS: Readonly<Record<string, (context: RoomContext) => Promise<number | undefined>>> = {
  create: createRoomCommand,
  join: joinRoomCommand,
  list: listRoomsCommand,
  roll: rollCommand,
  answer: answerCommand,
  log: logCommand,
  export: exportCommand,
  request: requestRoll,
  reveal: revealEntry,
  epoch: endEpoch,
  close: closeRoom,
};

/**
 * Runs a room subcommand and returns its exit code.
 *
 * @example
 * await roomCommand(context); // verdict room log --json
 */
export async function roomCommand(context: CommandContext): Promise<number> {
  const [sub, ...args] = context.line.positionals;
  const run = sub === undefined ? undefined : SUBCOMMANDS[sub];
  if (!run) {
    throw new UsageError(
      `${sub === undefined ? 'Missing' : `Unknown room command '${sub}',`} expected one of: ${Object.keys(SUBCOMMANDS).join(', ')}\nRun 'verdict room --help'.`,
    );
  }
  configureNetwork({ seconds: timeoutSeconds(context.line.room.timeout), stderr: context.stderr });
  const seats = createSeatStore(seatsFile(context.env));
  return (await run({ ...context, line: { ...context.line, positionals: args }, args, seats })) ?? 0;
}
