/**
 * @module
 * Starts the interactive screen in the terminal. Loaded only for a bare `verdict` in a terminal.
 */
import type { Registry } from '@verdict/core';
import { render } from 'ink';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createPalette, shouldColour } from '../format/colour.js';
import { createHistoryStore, historyFile } from '../history-file.js';
import { App } from './app.js';
import type { PlayState } from './state.js';

const ALTERNATE_SCREEN_ON = '\u001B[?1049h\u001B[H';
const ALTERNATE_SCREEN_OFF = '\u001B[?1049l';

/** Runs the play screen until the player quits, then prints this sitting's rolls and the last play's replay. */
export async function play(registry: Registry): Promise<void> {
  const store = createCharacterStore(charactersFile(process.env));
  let last: PlayState | undefined;
  process.stdout.write(ALTERNATE_SCREEN_ON);
  try {
    const history = createHistoryStore(historyFile(process.env));
    const app = render(
      <App registry={registry} store={store} history={history} onExit={(state) => (last = state)} />,
      {
        exitOnCtrlC: false,
        patchConsole: true,
      },
    );
    await app.waitUntilExit();
    // Ink may still flush its last frame after exiting: let it land on the alternate screen.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    process.stdout.write(ALTERNATE_SCREEN_OFF);
  }
  const palette = createPalette(shouldColour(process.stdout, process.env));
  for (const entry of [...(last?.history ?? [])].reverse()) {
    const seed = entry.seed ? palette.style('dim', ` seed ${entry.seed}`) : '';
    process.stdout.write(
      `${palette.tier(entry.tier, entry.label)}  ${entry.system}/${entry.test}  ${entry.dice}${seed}\n`,
    );
  }
  // The screen wraps the replay command at its width (N15): here it is one line, whole, to copy.
  const replay = last?.result?.replay;
  if (replay && replay.kind !== 'none')
    process.stdout.write(`${palette.style('dim', 'Replay the last play:')} ${replay.command}\n`);
}
