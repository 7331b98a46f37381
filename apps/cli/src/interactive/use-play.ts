import { createPlayController, type EngineOptions, type PlayController, type Registry } from '@verdict/core';
import { useState, useSyncExternalStore } from 'react';
import { startingInput } from './state.js';

/**
 * The play screen's play, bound to `@verdict/core`'s play controller with `useSyncExternalStore` (as the web app
 * binds it): the test and its input, the play going on, edits that ask before a restart, undo, the history of this
 * sitting and the GM's round choices are the controller's; the screen keeps only what is the terminal's.
 * Seeds come from `engine.random` (a test passes a seeded source).
 */
export function usePlay(registry: Registry, engine: EngineOptions) {
  const [controller] = useState<PlayController>(() =>
    createPlayController({ registry, engine, startingInput }),
  );
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return { controller, snapshot };
}
