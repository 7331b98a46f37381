/**
 * @module
 * The room's live log in the browser: an EventSource on `/events?access_token=…` that the browser resumes
 * by itself (Last-Event-ID); when it gives up (the server restarted, the phone slept) a new one resumes
 * with `?lastEventId=` after the last seq seen, also when the tab becomes visible again. Entries are kept
 * in seq order without repeats; the hidden parts this member may open are fetched as they arrive. Who is
 * connected comes as `event: presence` (outside the log) and is forgotten while the stream is down.
 */
import type { RoomEntry } from '@verdict/fair';
import { openableSeqs, parsePresence } from '@verdict/room';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiBase, callRoomApi, type RoomCallError } from './api.js';
import type { BrowserSeat } from './seats.js';

/** The connection, for the status line. */
export type LogStatus = 'connecting' | 'live' | 'reconnecting' | 'ended';

/** The log and what this member has opened. */
export interface RoomLog {
  readonly entries: readonly RoomEntry[];
  readonly opened: ReadonlyMap<number, unknown>;
  readonly status: LogStatus;
  /** The members whose screens are connected now (`event: presence`), undefined until the server says. */
  readonly present: ReadonlySet<string> | undefined;
  /** Why the log cannot be followed any more (the seat is not valid, the room is gone). */
  readonly problem?: string;
  /** Records a hidden part the member got in an answer (its own sealed roll, the GM's request). */
  readonly remember: (seq: number, content: unknown) => void;
  /** Reads entries past the last one seen (after room.closed the stream has ended; reveals may follow). */
  readonly refresh: () => Promise<void>;
}

/**
 * Follows a room's log for a seat.
 *
 * @example
 * const { entries, status } = useRoomLog(seat);
 */
export function useRoomLog(seat: BrowserSeat): RoomLog {
  const [entries, setEntries] = useState<RoomEntry[]>([]);
  const [opened, setOpened] = useState<ReadonlyMap<number, unknown>>(new Map());
  const [status, setStatus] = useState<LogStatus>('connecting');
  const [problem, setProblem] = useState<string>();
  const [present, setPresent] = useState<ReadonlySet<string>>();
  const last = useRef(0);
  const tried = useRef(new Set<number>());

  const append = useCallback((entry: RoomEntry) => {
    if (entry.seq !== last.current + 1) return;
    last.current = entry.seq;
    setEntries((current) => [...current, entry]);
  }, []);

  // A page may hold fewer than its limit when its entries are large: read on until one is empty.
  const refresh = useCallback(async () => {
    for (;;) {
      const from = last.current;
      const page = await callRoomApi<{ entries: RoomEntry[] }>(
        'GET',
        `/v1/rooms/${encodeURIComponent(seat.roomId)}/entries?after=${from}&limit=1000`,
        { token: seat.token },
      );
      for (const entry of page.entries) append(entry);
      if (page.entries.length === 0 || last.current === from) return;
    }
  }, [seat, append]);

  useEffect(() => {
    let source: EventSource | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    let ended = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source?.close();
      const url = new URL(`${apiBase()}/v1/rooms/${encodeURIComponent(seat.roomId)}/events`);
      url.searchParams.set('access_token', seat.token);
      if (last.current > 0) url.searchParams.set('lastEventId', String(last.current));
      source = new EventSource(url);
      source.onopen = () => setStatus('live');
      source.addEventListener('entry', (event) => {
        const entry = JSON.parse((event as MessageEvent<string>).data) as RoomEntry;
        if (entry.seq <= last.current) return;
        append(entry);
        if (entry.type === 'room.closed') {
          ended = true;
          setStatus('ended');
          setPresent(undefined);
          source?.close();
          // The stream ends with the room, but the GM may still reveal: look for reveals now and then.
          poll = setInterval(() => {
            if (document.visibilityState === 'visible') refresh().catch(() => {});
          }, 10_000);
        }
      });
      source.addEventListener('presence', (event) => {
        const ids = parsePresence((event as MessageEvent<string>).data);
        if (ids) setPresent(new Set(ids));
      });
      source.onerror = () => {
        if (ended) return;
        setPresent(undefined);
        setStatus('reconnecting');
        if (source?.readyState !== EventSource.CLOSED) return;
        // The browser gave up: find out whether the seat is still good before trying again.
        callRoomApi('GET', `/v1/rooms/${encodeURIComponent(seat.roomId)}`, { token: seat.token }).then(
          () => {
            if (!ended) retry = setTimeout(open, 1000);
          },
          (error: RoomCallError) => {
            if (ended) return;
            if ([401, 403, 404].includes(error.status)) {
              ended = true;
              setStatus('ended');
              setProblem(error.message);
            } else retry = setTimeout(open, 3000);
          },
        );
      };
    };
    const wake = () => {
      if (document.visibilityState === 'visible' && !ended && source?.readyState === EventSource.CLOSED)
        open();
    };
    open();
    document.addEventListener('visibilitychange', wake);
    globalThis.addEventListener('online', wake);
    return () => {
      ended = true;
      source?.close();
      if (retry) clearTimeout(retry);
      if (poll) clearInterval(poll);
      document.removeEventListener('visibilitychange', wake);
      globalThis.removeEventListener('online', wake);
    };
  }, [seat, append, refresh]);

  useEffect(() => {
    for (const seq of openableSeqs(entries, { id: seat.memberId, role: seat.role })) {
      if (tried.current.has(seq)) continue;
      tried.current.add(seq);
      callRoomApi<{ content: unknown }>(
        'GET',
        `/v1/rooms/${encodeURIComponent(seat.roomId)}/entries/${seq}/private`,
        {
          token: seat.token,
        },
      )
        .then((body) => setOpened((current) => new Map(current).set(seq, body.content)))
        .catch(() => {
          // Not this member's to open: it stays sealed.
        });
    }
  }, [entries, seat]);

  const remember = useCallback((seq: number, content: unknown) => {
    tried.current.add(seq);
    setOpened((current) => new Map(current).set(seq, content));
  }, []);

  return { entries, opened, status, present, ...(problem ? { problem } : {}), remember, refresh };
}
