/**
 * @module
 * The room screen's keys: one key picks an action (roll, answer a request, the GM's tools), the prompt takes a line
 * and Enter sends it, and Ctrl-Z (or u outside the prompt) brings back what Backspace and Esc took from it. What the
 * prompt holds and sends is `@verdict/room`'s prompt model (`createRoomPrompt`); this binds the terminal's keys to it.
 */
import type { Registry } from '@verdict/core';
import { createRoomPrompt, type PromptMode, type PromptState, type RoomScreen } from '@verdict/room';
import { type Key, useApp } from 'ink';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { splitKeys } from '../../interactive/split-keys.js';
import { useTypedKeys } from '../../interactive/use-typed-keys.js';
import { cliError } from '../http.js';
import { freshClientSeed } from '../play-commands.js';
import type { SavedSeat } from '../seats-store.js';
import { answerPart, offeredCharacter } from './answer-part.js';

/** What the keys do now: pick an action, or type into one of the prompts (or answer a y/n question). */
export type Mode = PromptMode;

/** The prompt as the screen shows it: the mode, what is typed, the roll's visibility and seed, the last message. */
export type RoomPrompt = PromptState;

/** What the keys act on: the seat, the registry, and the room view (its members, requests and actions). */
export interface RoomKeysProps {
  readonly seat: SavedSeat;
  readonly registry: Registry;
  readonly screen: RoomScreen;
}

/** The keys that open a prompt outside one (the GM's only are refused by the model for a player). */
const OPENS: Record<string, Exclude<Mode, 'keys' | 'answer'>> = {
  r: 'roll',
  s: 'secret',
  R: 'request',
  e: 'epoch',
  c: 'close',
  N: 'rounds',
  C: 'choose',
  f: 'faces',
};

/** Reads the room screen's keys (until unmounted) and returns the prompt's state to draw. */
export function useRoomKeys({ seat, registry, screen }: RoomKeysProps): RoomPrompt {
  const { exit } = useApp();
  // The room view as last drawn, for the model to read when a key acts.
  const latest = useRef(screen);
  latest.current = screen;
  const prompt = useMemo(
    () =>
      createRoomPrompt({
        registry,
        screen: () => latest.current,
        freshSeed: freshClientSeed,
        answerPart: (line, request) => answerPart(line, request, registry),
        offered: (request) => offeredCharacter(request, seat.memberName),
        refusal: (error) => cliError(error) as Error,
        // A deadline that passed is said as itself (exit 6's words), and the line is not kept for it.
        unreachable: (error) => (cliError(error) as { code?: string }).code === 'server_unreachable',
        undoHint: 'u undoes',
        gm: () => (latest.current.me?.role ?? seat.role) === 'gm',
      }),
    [registry, seat.memberName, seat.role],
  );
  const state = useSyncExternalStore(prompt.subscribe, prompt.getSnapshot);

  // A burst (a paste, keys sent together, Backspace held down) is read one key at a time, as the play screen does;
  // a lone line feed (an Enter typed ahead while the terminal was still cooked) is Enter, as there (earlier 16).
  // Each key reads the model's state as the previous key left it: `v` then `7` in one read types 7 into Reveal.
  useTypedKeys((input, key) => {
    for (const [char, info] of splitKeys(input, key)) onKey(char, { ...key, ...info });
  });
  const onKey = (input: string, key: Key) => {
    const { mode } = prompt.getSnapshot();
    if (key.ctrl && input === 'z') prompt.undo();
    else if (mode === 'epoch' || mode === 'close')
      prompt.confirm(input === 'y' ? 'yes' : input === 'a' ? 'all' : 'no');
    else if (mode !== 'keys') {
      if (key.escape) prompt.clear();
      else if (key.return) prompt.submit();
      else if (key.tab) prompt.nextVisibility();
      else if (key.backspace || key.delete) prompt.erase();
      else if (!key.ctrl && !key.meta && input) prompt.type(input);
    } else if (input === 'u') prompt.undo();
    else if (input === 'q') exit();
    else if (input === 'v') prompt.open('reveal');
    else if (latest.current.closed) prompt.say('The room is closed: only reveals remain (GM).');
    else if (input === 'n') prompt.nextRound();
    else if (/^[1-9]$/.test(input)) prompt.answerWaiting(Number(input));
    else if (OPENS[input]) prompt.open(OPENS[input]);
  };

  return state;
}
