// The play screen's state without a terminal: a play controller, the screen's state over its snapshot, and `read`
// to take the snapshot in again after a key's action told the controller something.
import { createPlayController, type EngineOptions, type Registry } from '@verdict/core';
import type { PlayDeps } from '../src/interactive/actions.js';
import { openTest } from '../src/interactive/list-screen-keys.js';
import { withSnapshot } from '../src/interactive/snapshot-view.js';
import { initialState, onTest, type PlayState, startingInput } from '../src/interactive/state.js';

export function playScreen(
  registry: Registry,
  engine: EngineOptions,
  initial?: { readonly system: string; readonly test: string; readonly input?: unknown },
) {
  const play = createPlayController({ registry, engine, startingInput, ...(initial ? { initial } : {}) });
  const deps: PlayDeps = { registry, engine, play };
  const read = (state: PlayState): PlayState => withSnapshot(state, play.getSnapshot(), registry);
  /** The play screen on a test of a system, opened as the tests list opens it. */
  const on = (system: string, test: string): PlayState => {
    const start = initialState(registry, play.getSnapshot());
    const s = start.manifest.findIndex((m) => m.id === system);
    const t = start.manifest[s]!.tests.findIndex((m) => m.id === test);
    openTest(play, system, test);
    return read(onTest(start, s, t));
  };
  return { play, deps, read, on, state: initialState(registry, play.getSnapshot()) };
}
