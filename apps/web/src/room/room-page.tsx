/**
 * @module
 * The room: the live log (newest at the bottom, announced politely), members, requests to answer, the roll
 * form, the GM's tools, the luck ledger and the transcripts.
 */
import type { Registry } from '@verdict/core';
import type { RoomClient, RoomStatus } from '@verdict/room';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EntryCard } from './entry-card.js';
import { useFollowEntry } from './follow-entry.js';
import { GmTools } from './gm-tools.js';
import { InviteLink } from './invite-link.js';
import { LogWarnings } from './log-warnings.js';
import { LuckLedger } from './luck-ledger.js';
import { MembersPanel } from './members-panel.js';
import { RecoveryKeyPanel, TakeSeatBack } from './recovery-key.js';
import { RequestBanner } from './request-banner.js';
import { RequestCards } from './request-cards.js';
import { RollForm } from './roll-form.js';
import { RoundsPanel } from './rounds-panel.js';
import { type BrowserSeat, loadSeat, saveSeat } from './seats.js';
import { download, toCsv, toMarkdown } from './transcripts.js';
import { browserRoomClient, useRoomClient, useRoomView } from './use-room-log.js';
import { YourTables } from './your-tables.js';

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
  const [seat, setSeat] = useState(() => loadSeat(roomId));
  const client = useMemo(() => browserRoomClient(roomId), [roomId]);
  if (!seat) {
    return (
      <main className="room-page room-narrow">
        <h1>Room</h1>
        <p className="problem" role="alert">
          This browser has no seat at this room. Open the join link the GM shared to join it, or take your
          seat back with its recovery key.
        </p>
        <YourTables />
        <TakeSeatBack
          client={client}
          onSeated={(taken) =>
            void client.refreshView().then((view) => {
              const kept: BrowserSeat = {
                roomId,
                roomName: view.room.name,
                memberId: taken.memberId,
                memberName: taken.name,
                role: taken.role,
                token: taken.token,
              };
              saveSeat(kept);
              setSeat(kept);
            })
          }
        />
      </main>
    );
  }
  return <Room seat={seat} registry={registry} />;
}

function Room({ seat, registry }: { seat: BrowserSeat; registry: Registry }) {
  const client = useRoomClient(seat);
  const screen = useRoomView(client, registry);
  const { actions, gm } = screen;
  const logRef = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const follow = useFollowEntry(logRef, screen.log);
  // Newest at the bottom: follow new entries unless the reader has scrolled up to read older ones.
  useLayoutEffect(() => {
    const list = logRef.current;
    if (list && stick.current) list.scrollTop = list.scrollHeight;
  }, [screen.log]);
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
    const body = JSON.parse(await actions.export.run());
    download(`verdict-room-${seat.roomId}.json`, 'application/json', `${JSON.stringify(body, null, 2)}\n`);
  };
  return (
    <main className="room-page">
      <header className="room-header">
        <h1>{seat.roomName}</h1>
        <p className="muted">
          You are {seat.memberName} ({(screen.me?.role ?? seat.role) === 'gm' ? 'GM' : 'player'}) ·{' '}
          <span className={`room-status ${screen.status}`}>{STATUS_TEXT[screen.status]}</span>
        </p>
      </header>
      {screen.status === 'error' ? (
        <p className="problem" role="alert">
          The log cannot be followed: {screen.reason}
        </p>
      ) : null}
      <LogWarnings warnings={screen.warnings} />
      <RequestBanner waiting={screen.waiting} />
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
              {screen.log.map((line) => (
                <EntryCard key={line.seq} line={line} />
              ))}
            </ol>
          </section>
          <RequestCards waiting={screen.waiting} registry={registry} answer={follow(actions.answer)} />
          {screen.closed ? (
            <p className="muted">The table is closed: the log is final.</p>
          ) : (
            <RollForm registry={registry} visibilities={screen.visibilities} roll={follow(actions.roll)} />
          )}
          <RoundsPanel
            registry={registry}
            rounds={screen.rounds}
            start={screen.startRounds}
            visibilities={screen.visibilities}
          />
        </div>
        <aside className="room-side">
          <MembersPanel members={screen.members} here={screen.here} />
          {gm && seat.joinUrl ? (
            <section className="panel room-invite" aria-labelledby="invite-heading">
              <h2 id="invite-heading">Invite players</h2>
              <InviteLink joinUrl={seat.joinUrl} />
            </section>
          ) : null}
          {gm ? <GmTools registry={registry} screen={screen} actions={actions} /> : null}
          <SeatKey client={client} seat={seat} />
          <LuckLedger luck={screen.luck} />
          <section className="panel room-export" aria-labelledby="export-heading">
            <h2 id="export-heading">Transcript</h2>
            <div className="gm-row">
              <button type="button" onClick={() => void exportJson()}>
                Export JSON (verifiable)
              </button>
              <button
                type="button"
                onClick={() =>
                  download(`${seat.roomName}.md`, 'text/markdown', toMarkdown(seat.roomName, screen.log))
                }
              >
                Markdown
              </button>
              <button
                type="button"
                onClick={() => download(`${seat.roomName}.csv`, 'text/csv', toCsv(screen.log))}
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

/** A new recovery key for this seat, shown once (the earlier one stops working). */
function SeatKey({ client, seat }: { client: RoomClient; seat: BrowserSeat }) {
  const [key, setKey] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const gm = seat.role === 'gm';
  if (key)
    return (
      <RecoveryKeyPanel recoveryKey={key} gm={gm} roomId={seat.roomId} onKept={() => setKey(undefined)} />
    );
  return (
    <p className="field-help">
      <button
        type="button"
        onClick={() => void client.newRecoveryKey().then(setKey, (error: Error) => setProblem(error.message))}
      >
        {gm ? 'Make a new GM recovery key' : 'Make a seat recovery key'}
      </button>{' '}
      With it you take this seat back on another browser; an earlier key stops working.
      {problem ? (
        <span className="problem" role="alert">
          {' '}
          {problem}
        </span>
      ) : null}
    </p>
  );
}
