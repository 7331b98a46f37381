/**
 * @module
 * The popover: this screen's seat at the Owlbear room's Verdict table, then the table itself. The log first
 * (newest at the bottom, live, each roll with its verify link), then the requests asked of this player (with
 * their own odds), the roll form (system, test, the form from the manifest, live exact odds headline first),
 * the GM's tools, and the export to verify. Every piece but the layout is the web app's room.
 */
import type { Registry } from '@verdict/core';
import type { RoomClient } from '@verdict/room';
import { summarise } from '@web/room/entry-summary.js';
import { GmTools } from '@web/room/gm-tools.js';
import { MembersPanel } from '@web/room/members-panel.js';
import { RequestCards } from '@web/room/request-cards.js';
import { RollForm } from '@web/room/roll-form.js';
import { download } from '@web/room/transcripts.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { EntryLine } from './entry-line.js';
import { notify, type OwlbearPlayer } from './owlbear.js';
import { postTo, useRoom, verifyPageUrl } from './room-link.js';
import { useTableSeat } from './use-table-seat.js';

/** The popover for the player at this screen. */
export function Popover(props: { player: OwlbearPlayer; registry: Registry }) {
  const state = useTableSeat(props.player);
  if (state.kind === 'seated') {
    return <Table client={state.client} registry={props.registry} lasting={state.lasting} />;
  }
  return (
    <main className="owlbear">
      <h1>Verdict table</h1>
      {state.kind === 'connecting' ? (
        <p role="status">Finding this room's table…</p>
      ) : state.kind === 'waiting' ? (
        <p role="status">The table opens when the GM opens Verdict in this room.</p>
      ) : (
        <p className="problem" role="alert">
          The table cannot be reached: {state.message}
        </p>
      )}
    </main>
  );
}

function Table({ client, registry, lasting }: { client: RoomClient; registry: Registry; lasting: boolean }) {
  const room = useRoom(client);
  const seat = client.seat();
  const post = useCallback((route: string, body: object) => postTo(client, route, body), [client]);
  const summaries = useMemo(
    () => summarise(room.entries, room.opened, registry),
    [room.entries, room.opened, registry],
  );
  const names = useMemo(() => new Map(room.members.map((m) => [m.id, m.name])), [room.members]);
  const gm = seat?.role === 'gm';
  useRequestToasts(room.requests.length, gm);
  const logRef = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const list = logRef.current;
    if (list && summaries.length > 0) list.scrollTop = list.scrollHeight;
  }, [summaries]);
  const verifyUrl = verifyPageUrl();
  const exportJson = async () => {
    const text = await client.export();
    download(`verdict-room-${seat?.roomId ?? 'room'}.json`, 'application/json', text);
  };
  return (
    <main className="owlbear">
      <header className="owlbear-header">
        <h1>Verdict table</h1>
        <p className="muted">
          {seat?.name} ({gm ? 'GM' : 'player'}) ·{' '}
          <span className={`room-status ${room.status}`}>{STATUS_TEXT[room.status]}</span>
        </p>
      </header>
      {room.status === 'error' ? (
        <p className="problem" role="alert">
          The log cannot be followed: {room.reason}
        </p>
      ) : null}
      {lasting ? null : (
        <p className="muted">This browser keeps no storage here: after a reload you join the table again.</p>
      )}
      <section className="panel owlbear-log" aria-labelledby="log-heading">
        <h2 id="log-heading">Log</h2>
        <ol
          className="owlbear-entries"
          ref={logRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-labelledby="log-heading"
          aria-live="polite"
          aria-relevant="additions text"
        >
          {summaries.map((s) => (
            <EntryLine key={s.seq} summary={s} verifyUrl={verifyUrl} />
          ))}
        </ol>
      </section>
      {gm ? null : <RequestCards requests={room.requests} names={names} registry={registry} post={post} />}
      {room.closed ? (
        <p className="muted">The table is closed: the log is final.</p>
      ) : (
        <RollForm registry={registry} gm={gm} disabled={room.closed} post={post} />
      )}
      {gm ? (
        <GmTools
          registry={registry}
          entries={room.entries}
          summaries={summaries}
          members={room.members}
          closed={room.closed}
          post={post}
          failedAttempts={room.failedAttempts}
        />
      ) : null}
      <MembersPanel members={room.members} present={room.present} me={seat?.memberId ?? ''} />
      <section className="panel" aria-labelledby="export-heading">
        <h2 id="export-heading">Verify</h2>
        <button type="button" onClick={() => void exportJson()}>
          Export JSON (verifiable)
        </button>
        <p className="field-help">
          Check the export on the{' '}
          <a href={verifyUrl} target="_blank" rel="noopener noreferrer">
            verify page
          </a>{' '}
          or with <code>verdict verify</code>.
        </p>
      </section>
    </main>
  );
}

const STATUS_TEXT = {
  idle: 'Connecting…',
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Closed',
  error: 'Disconnected',
};

/** An Owlbear toast when a new request waits for this player (the popover may be closed). */
function useRequestToasts(count: number, gm: boolean): void {
  const seen = useRef(count);
  useEffect(() => {
    if (!gm && count > seen.current) notify('The GM asks you to roll: open the Verdict table.');
    seen.current = count;
  }, [count, gm]);
}
