/**
 * @module
 * The room screen's data: the live log (SSE, resumed after drops), the hidden parts this member may open,
 * and the calls that append to the log.
 */
import { randomUUID } from 'node:crypto';
import type { ComputableAtEpochEnd, RoomEntry } from '@verdict/fair';
import { openableSeqs } from '@verdict/room';
import { useCallback, useEffect, useRef, useState } from 'react';
import { followEvents, type StreamStatus } from '../event-stream.js';
import { allEntries, callApi, roomPath } from '../http.js';
import { rememberHead } from '../live-head.js';
import type { SavedSeat } from '../seats-store.js';

/** An appending route's answer: the entry, and what the GM's routes add. */
export interface RoomAnswer {
  readonly entry: RoomEntry;
  readonly content?: unknown;
  readonly computable?: ComputableAtEpochEnd;
  readonly revealed?: number;
}

/** The room as the screen sees it, and `post` to append. */
export interface RoomData {
  readonly entries: readonly RoomEntry[];
  readonly opened: ReadonlyMap<number, unknown>;
  readonly status: StreamStatus;
  /** Members with a live connection (`event: presence`), undefined until the server says or while down. */
  readonly present: ReadonlySet<string> | undefined;
  readonly post: (route: string, body: object) => Promise<RoomAnswer>;
}

/**
 * Follows the seat's room until unmounted.
 *
 * @example
 * const { entries, post } = useRoom(seat);
 */
export function useRoom(seat: SavedSeat): RoomData {
  const [entries, setEntries] = useState<RoomEntry[]>([]);
  const [opened, setOpened] = useState<ReadonlyMap<number, unknown>>(new Map());
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [present, setPresent] = useState<ReadonlySet<string>>();
  const tried = useRef(new Set<number>());
  const last = useRef(0);
  // After room.closed the stream ends, but the GM may still reveal: read past the last entry seen.
  const catchUp = useCallback(async () => {
    const more = await allEntries(seat, last.current);
    const fresh = more.filter((entry) => entry.seq > last.current);
    if (fresh.length === 0) return;
    last.current = fresh[fresh.length - 1]!.seq;
    setEntries((current) => [...current, ...fresh]);
  }, [seat]);

  useEffect(() => {
    const stop = new AbortController();
    let pending: RoomEntry[] = [];
    let timer: NodeJS.Timeout | undefined;
    let poll: NodeJS.Timeout | undefined;
    // Entries come in bursts (the whole log on connect): render them together.
    const flush = () => {
      timer = undefined;
      const batch = pending;
      pending = [];
      setEntries((current) => [...current, ...batch]);
    };
    void followEvents(
      seat,
      0,
      (entry) => {
        last.current = entry.seq;
        pending.push(entry);
        timer ??= setTimeout(flush, 30);
      },
      (next) => {
        setStatus(next);
        if (next !== 'live') setPresent(undefined);
        if (next === 'ended' && !stop.signal.aborted)
          poll = setInterval(() => void catchUp().catch(() => {}), 10_000);
      },
      stop.signal,
      (ids) => setPresent(new Set(ids)),
    );
    return () => {
      stop.abort();
      if (timer) clearTimeout(timer);
      if (poll) clearInterval(poll);
    };
  }, [seat, catchUp]);

  // The head seen live, kept with the seat for `verdict verify`.
  useEffect(() => rememberHead(seat.roomId, entries), [entries, seat.roomId]);

  useEffect(() => {
    const me = { id: seat.memberId, role: seat.role };
    for (const seq of openableSeqs(entries, me)) {
      if (tried.current.has(seq)) continue;
      tried.current.add(seq);
      callApi<{ seq: number; content: unknown }>(
        seat.server,
        'GET',
        roomPath(seat, `entries/${seq}/private`),
        {
          token: seat.token,
        },
      )
        .then((body) => setOpened((current) => new Map(current).set(seq, body.content)))
        .catch(() => {
          // Not this member's to open (a blind roll, an answer to a hidden request): it stays sealed.
        });
    }
  }, [entries, seat]);

  const post = useCallback(
    async (route: string, body: object) => {
      const answer = await callApi<RoomAnswer>(seat.server, 'POST', roomPath(seat, route), {
        token: seat.token,
        body,
        idempotencyKey: randomUUID(),
      });
      if (answer.content !== undefined) {
        tried.current.add(answer.entry.seq);
        setOpened((current) => new Map(current).set(answer.entry.seq, answer.content));
      }
      if (status === 'ended') await catchUp().catch(() => {});
      return answer;
    },
    [seat, status, catchUp],
  );

  return { entries, opened, status, present, post };
}
