/**
 * A room store that could not be opened at start-up because of a storage fault (a read-only or missing data
 * directory, PostgreSQL unreachable): the server starts anyway, its stateless routes work, and every room
 * call fails with the fault that kept the store closed, which the error handler answers 503
 * `storage_unavailable` (nothing saved, `Retry-After`). Opening is tried again on a room call, at most once
 * every `retryMs`; once it succeeds, the store is the real one and its append listeners are attached.
 */
import type { AppendListener, RoomStore } from '../rooms/store/types.js';

/** What {@link reopeningStore} needs. */
export interface ReopeningOptions {
  /** Opens (and migrates) the store; rejects with a storage fault while it cannot. */
  readonly open: () => Promise<RoomStore>;
  /** The fault that kept the store closed at start-up. */
  readonly error: unknown;
  readonly engine: RoomStore['engine'];
  readonly location: string;
  /** Milliseconds between two tries to open it (default 5,000). */
  readonly retryMs?: number;
  /** Called with each failed try's error, and once with nothing when the store opened. */
  readonly log?: (error?: unknown) => void;
  /** The clock tries are spaced on (default `performance.now`). */
  readonly now?: () => number;
}

type Method = Exclude<keyof RoomStore, 'engine' | 'driver' | 'location' | 'onAppend' | 'close'>;

/**
 * @example
 * const store = await openRoomStore(config).catch((error) =>
 *   reopeningStore({ open: () => openRoomStore(config), error, engine: 'sqlite', location: dir }));
 */
export function reopeningStore(options: ReopeningOptions): RoomStore {
  const now = options.now ?? (() => performance.now());
  const retryMs = options.retryMs ?? 5_000;
  const listeners = new Set<AppendListener>();
  let lastError = options.error;
  let triedAt = now();
  let opened: RoomStore | undefined;
  let opening: Promise<RoomStore> | undefined;
  let closed = false;

  const store = (): Promise<RoomStore> => {
    if (opened) return Promise.resolve(opened);
    if (opening) return opening;
    if (closed || now() - triedAt < retryMs) return Promise.reject(lastError);
    triedAt = now();
    opening = Promise.resolve()
      .then(options.open)
      .then(
        (real) => {
          opened = real;
          for (const listener of listeners) real.onAppend(listener);
          options.log?.();
          return real;
        },
        (error: unknown) => {
          lastError = error;
          options.log?.(error);
          throw error;
        },
      );
    opening
      .finally(() => {
        opening = undefined;
      })
      .catch(() => {});
    return opening;
  };

  const call =
    <M extends Method>(method: M) =>
    async (...args: Parameters<RoomStore[M]>) =>
      // biome-ignore lint/suspicious/noExplicitAny: forwards each method's own arguments unchanged
      ((await store())[method] as (...a: any[]) => unknown)(...args);

  const methods: Method[] = [
    'room',
    'commitment',
    'memberByToken',
    'members',
    'entries',
    'entry',
    'content',
    'write',
    'failedAttempt',
    'failedAttempts',
    'discordLink',
    'setDiscordLink',
    'deleteDiscordLink',
    'claimInteraction',
    'putButton',
    'button',
    'takeButton',
    'saveTest',
    'savedTests',
    'deleteSavedTest',
    'deleteIdleRooms',
    'forgetIdempotency',
  ];
  return {
    engine: options.engine,
    location: options.location,
    ...(Object.fromEntries(methods.map((m) => [m, call(m)])) as Pick<RoomStore, Method>),
    onAppend(listener) {
      listeners.add(listener);
      const off = opened?.onAppend(listener);
      return () => {
        listeners.delete(listener);
        off?.();
      };
    },
    async close() {
      closed = true;
      await opening?.catch(() => {});
      await opened?.close();
    },
  };
}
