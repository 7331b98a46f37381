/**
 * @module
 * The room: the live log (newest at the bottom, announced politely), members, requests to answer, the roll
 * form, the GM's tools, the luck ledger and the transcripts.
 */
import type { Registry } from '@verdict/core';
import { membersOf, openRequests, postToRoute, type RoomClient, type RoomStatus } from '@verdict/room';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { EntryCard } from './entry-card.js';
import { summarise } from './entry-summary.js';
import type { FailedAttempts } from './failed-attempts.js';
import { GmTools } from './gm-tools.js';
import { InviteLink } from './invite-link.js';
import { LogWarnings } from './log-warnings.js';
import { LuckLedger } from './luck-ledger.js';
import { MembersPanel } from './members-panel.js';
import { RequestCards } from './request-cards.js';
import { RollForm } from './roll-form.js';
import { type BrowserSeat, loadSeat } from './seats.js';
import { download, toCsv, toMarkdown } from './transcripts.js';
import { useRoomLog } from './use-room-log.js';

const STATUS_TEXT: Record<RoomStatus, string> = {
  idle: 'Connecting…',
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Closed',
  error: 'Disconnected',
};

/** The room page for the seat this browser keeps, or how to get one. */
export function RoomPage({ roomId, registry }: { roomId: string; registry: Registry }) {
  const seat = useMemo(() => loadSeat(roomId), [roomId]);
  if (!seat) {
    return (
      <main className="room-page">
        <h1>Room</h1>
        <p className="problem" role="alert">
          This browser has no seat at this room. Open the join link the GM shared to join it.
        </p>
      </main>
    );
  }
  return <Room seat={seat} registry={registry} />;
}

function Room({ seat, registry }: { seat: BrowserSeat; registry: Registry }) {
  const log = useRoomLog(seat);
  const { client } = log;
  const post = useCallback((route: string, body: object) => postToRoute(client, route, body), [client]);
  const summaries = useMemo(
    () => summarise(log.entries, log.opened, registry),
    [log.entries, log.opened, registry],
  );
  const members = useMemo(() => membersOf(log.entries), [log.entries]);
  const names = useMemo(() => new Map(members.map((m) => [m.id, m.name])), [members]);
  const waiting = useMemo(() => openRequests(log.entries, seat.memberId), [log.entries, seat.memberId]);
  const closed = log.entries.some((e) => e.type === 'room.closed');
  const gm = seat.role === 'gm';
  const failedAttempts = useFailedAttempts(client, gm, log.entries.length);
  const logRef = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  // Newest at the bottom: follow new entries unless the reader has scrolled up to read older ones.
  useLayoutEffect(() => {
    const list = logRef.current;
    if (list && stick.current) list.scrollTop = list.scrollHeight;
  }, [summaries]);
  useEffect(() => {
    const list = logRef.current;
    if (!list) return;
    const onScroll = () => {
      stick.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    };
    list.addEventListener('scroll', onScroll);
    return () => list.removeEventListener('scroll', onScroll);
  }, []);
  const exportJson = async () => {
    const body = JSON.parse(await client.export());
    download(`verdict-room-${seat.roomId}.json`, 'application/json', `${JSON.stringify(body, null, 2)}\n`);
  };
  return (
    <main className="room-page">
      <header className="room-header">
        <h1>{seat.roomName}</h1>
        <p className="muted">
          You are {seat.memberName} ({gm ? 'GM' : 'player'}) ·{' '}
          <span className={`room-status ${log.status}`}>{STATUS_TEXT[log.status]}</span>
        </p>
      </header>
      {log.status === 'error' ? (
        <p className="problem" role="alert">
          The log cannot be followed: {log.reason}
        </p>
      ) : null}
      <LogWarnings warnings={log.warnings} />
      <div className="room-layout">
        <div className="room-main">
          <section className="panel room-log" aria-labelledby="log-heading">
            <h2 id="log-heading">Log</h2>
            {/* Scrollable, so it takes the keyboard focus (arrow keys scroll it); new entries are announced politely. */}
            <ol
              className="entries"
              ref={logRef}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              aria-labelledby="log-heading"
              aria-live="polite"
              aria-relevant="additions text"
            >
              {summaries.map((s) => (
                <EntryCard key={s.seq} summary={s} />
              ))}
            </ol>
          </section>
          {gm ? null : <RequestCards requests={waiting} names={names} registry={registry} post={post} />}
          {closed ? (
            <p className="muted">The table is closed: the log is final.</p>
          ) : (
            <RollForm registry={registry} gm={gm} disabled={closed} post={post} />
          )}
        </div>
        <aside className="room-side">
          <MembersPanel members={members} present={log.present} me={seat.memberId} />
          {gm && seat.joinUrl ? (
            <section className="panel room-invite" aria-labelledby="invite-heading">
              <h2 id="invite-heading">Invite players</h2>
              <InviteLink joinUrl={seat.joinUrl} />
            </section>
          ) : null}
          {gm ? (
            <GmTools
              registry={registry}
              entries={log.entries}
              summaries={summaries}
              members={members}
              closed={closed}
              post={post}
              failedAttempts={failedAttempts}
            />
          ) : null}
          <LuckLedger summaries={summaries} />
          <section className="panel room-export" aria-labelledby="export-heading">
            <h2 id="export-heading">Transcript</h2>
            <div className="gm-row">
              <button type="button" onClick={() => void exportJson()}>
                Export JSON (verifiable)
              </button>
              <button
                type="button"
                onClick={() =>
                  download(`${seat.roomName}.md`, 'text/markdown', toMarkdown(seat.roomName, summaries))
                }
              >
                Markdown
              </button>
              <button
                type="button"
                onClick={() => download(`${seat.roomName}.csv`, 'text/csv', toCsv(summaries))}
              >
                CSV
              </button>
            </div>
            <p className="field-help">
              Check a JSON export on the <a href="#/verify">verify page</a>.
            </p>
          </section>
        </aside>
      </div>
    </main>
  );
}

/**
 * The GM's count of entered dice that did not fit a hidden request: read from the room's view when the log
 * grows and every 15 s (a refusal appends nothing, so the log alone would not tell).
 */
function useFailedAttempts(client: RoomClient, gm: boolean, entries: number): readonly FailedAttempts[] {
  const { failedAttempts } = useSyncExternalStore(client.subscribe, client.getSnapshot);
  useEffect(() => {
    if (!gm) return;
    const read = () => void client.refreshView().catch(() => {});
    read();
    const timer = setInterval(read, 15_000);
    return () => clearInterval(timer);
  }, [client, gm, entries]);
  return failedAttempts;
}
