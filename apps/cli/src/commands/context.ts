import type { Registry } from '@verdict/core';
import type { CommandLine } from '../args.js';
import type { Palette } from '../format/colour.js';
import { terminalJson } from '../format/terminal-text.js';

/** What every command gets: the parsed line, the registry, where to write, and how to style text. */
export interface CommandContext {
  readonly line: CommandLine;
  readonly registry: Registry;
  readonly palette: Palette;
  /** Width for readable output: the terminal's; `COLUMNS` or unlimited (Infinity) when stdout is not a terminal. */
  readonly columns: number;
  readonly write: (text: string) => void;
  /** Where messages and the network wait's spinner go (a spinner only when it is a terminal). */
  readonly stderr?: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly readStdin: () => string;
  /** Stdin is a pipe or a file: with no input given, a test's input is read from it. */
  readonly stdinPiped: boolean;
  /** The environment (VERDICT_SERVER; for `verdict discord`: DISCORD_APPLICATION_ID, DISCORD_BOT_TOKEN, DISCORD_API_BASE). */
  readonly env: NodeJS.ProcessEnv;
  /** Both stdin and stdout are a terminal (a screen may start). */
  readonly interactive: boolean;
}

/** Prints a value as the HTTP API's JSON body (C1 control characters escaped too: the same JSON, safe to show). */
export function writeJson(context: CommandContext, body: unknown): void {
  context.write(`${terminalJson(body, 2)}\n`);
}
