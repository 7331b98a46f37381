/**
 * The room view's parts for widget tests: requests waiting as the view says them, actions that record what they
 * were asked, and a GM's screen with nothing in it yet.
 */
import type { RequestEntry } from '@verdict/fair';
import {
  epochEndWords,
  type RoomAction,
  type RoomActions,
  type RoomScreen,
  requestVisibilityChoices,
  visibilityChoices,
  type WaitingRequest,
  waitingRequest,
} from '@verdict/room';
import { registry } from './render-app.js';

/** Requests waiting for a player, as the room view gives them (asked by `from`; round by round with no client). */
export const waitingOf = (requests: readonly RequestEntry[], from = 'Ada'): WaitingRequest[] =>
  requests.map((request) => waitingRequest(request, { from, registry }));

/** Every action allowed, each recording its name and arguments. */
export function recordingActions() {
  const sent: { action: keyof RoomActions; args: unknown[] }[] = [];
  const record = (action: keyof RoomActions) =>
    ({
      allowed: true,
      run: async (...args: unknown[]) => {
        sent.push({ action, args });
        return { entry: { seq: 9 } };
      },
    }) as unknown as RoomAction<never>;
  const actions = Object.fromEntries(
    (['roll', 'answer', 'request', 'reveal', 'rotate', 'close', 'export'] as const).map((name) => [
      name,
      record(name),
    ]),
  ) as unknown as RoomActions;
  return { actions, sent };
}

/** A GM's screen at a table with nobody else yet. */
export function gmScreen(actions: RoomActions): RoomScreen {
  const me = { id: 'gm', name: 'Ada', role: 'gm' as const };
  return {
    status: 'live',
    isConnecting: false,
    isLive: true,
    isReconnecting: false,
    isClosed: false,
    isError: false,
    me,
    gm: true,
    members: [{ ...me, you: true }],
    waiting: [],
    asked: [],
    refused: [],
    log: [],
    luck: [],
    sealed: [],
    visibilities: visibilityChoices(me),
    requestVisibilities: requestVisibilityChoices(),
    closed: false,
    warnings: [],
    actions,
    rounds: [],
    startRounds: {
      allowed: true,
      run: async () => ({ entry: { seq: 9 } }) as never,
    },
    refetch: async () => {},
    epochEnd: (what) => epochEndWords([], what),
  };
}
