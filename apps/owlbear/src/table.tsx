/**
 * @module
 * The popover: this screen's seat at the Owlbear room's Verdict table, then the table itself. The log first
 * (newest at the bottom, live, each roll with its verify link), then the requests asked of this player (with
 * their own odds), the roll form (system, test, the form from the manifest, live exact odds headline first),
 * the GM's tools, and the transcript to verify. Every piece but the seat's binding to the Owlbear player (its
 * panels, the table's link, earlier tables, Verify here) is the web app's room frame, through `@verdict/web/embed`.
 */
import type { Registry } from '@verdict/core';
import type { RoomActions, RoomClient } from '@verdict/room';
import {
  GmTools,
  MembersPanel,
  RoomAlerts,
  RoomHeader,
  RoomPlay,
  TranscriptPanel,
  useRoomView,
} from '@verdict/web/embed';
import { useLiveClient } from '@verdict/web/room-log';
import { useMemo } from 'react';
import { EntryLine } from './entry-line.js';
import { hintChanged, type OwlbearPlayer } from './owlbear.js';
import { PastTables } from './past-tables.js';
import { verifyPageUrl } from './room-link.js';
import { RecoveryKey, RecoverySeat, StorageNote } from './seat-panels.js';
import { type TableSeat, useTableSeat } from './use-table-seat.js';
import { VerifyHere } from './verify-here.js';

/** The popover for the player at this screen. */
export function Popover(props: { player: OwlbearPlayer; registry: Registry }) {
  const seat = useTableSeat(props.player);
  const { state } = seat;
  if (state.kind === 'seated') {
    return <Table key={state.link.roomId} client={state.client} registry={props.registry} seat={seat} />;
  }
  return (
    <main className="owlbear">
      <h1>Verdict table</h1>
      {state.kind === 'connecting' ? (
        <p role="status">Finding this room's table…</p>
      ) : state.kind === 'waiting' ? (
        <p role="status">The table opens when the GM opens Verdict in this room.</p>
      ) : state.kind === 'recover' ? (
        <RecoverySeat seat={seat} gm={state.gm} name={props.player.name} problem={state.problem} />
      ) : (
        <p className="problem" role="alert">
          {state.message}
        </p>
      )}
    </main>
  );
}

function Table({
  client,
  registry,
  seat: table,
}: {
  client: RoomClient;
  registry: Registry;
  seat: TableSeat;
}) {
  useLiveClient(client);
  const room = useRoomView(client, registry);
  const seat = client.seat();
  // A request, an answer or a close is hinted to the room's background pages (the table's id only), which tell
  // the players a request waits for (and clear their badge); other rolls change nothing they show.
  const actions = useMemo(() => hinted(room.actions, seat?.roomId), [room.actions, seat?.roomId]);
  const gm = room.gm;
  const verifyUrl = verifyPageUrl();
  return (
    <main className="owlbear">
      <RoomHeader title="Verdict table" name={seat?.name} gm={gm} screen={room} className="owlbear-header" />
      <RoomAlerts screen={room} />
      {table.recoveryKey ? <RecoveryKey seat={table} gm={gm} roomId={seat?.roomId ?? 'room'} /> : null}
      {table.state.kind === 'seated' && table.state.unpublished ? (
        <div className="problem" role="alert">
          <p>
            Players cannot find this table yet: its link is not in the Owlbear room. {table.state.unpublished}
          </p>
          <button type="button" onClick={() => void table.retryPublish()}>
            Publish the link again
          </button>
        </div>
      ) : null}
      {table.lasting ? null : <StorageNote seat={table} />}
      <RoomPlay
        screen={room}
        registry={registry}
        actions={actions}
        listClassName="owlbear-entries"
        line={(line) => <EntryLine key={line.seq} line={line} verifyUrl={verifyUrl} />}
        closed={
          <div>
            <p className="muted">The table is closed: the log is final.</p>
            {gm ? (
              <button type="button" onClick={() => void table.openNextTable()}>
                Open a new table
              </button>
            ) : (
              <p className="muted">The GM can open a new table: you join it when they do.</p>
            )}
          </div>
        }
      />
      {gm ? <GmTools registry={registry} screen={room} actions={actions} /> : null}
      {table.recoveryKey ? null : (
        <p className="field-help">
          <button type="button" onClick={() => void table.rotateKey()}>
            {gm ? 'Make a new GM recovery key' : 'Make a seat recovery key'}
          </button>{' '}
          {gm
            ? 'The key you kept stops working.'
            : 'With it you take this seat back on another browser; an earlier key stops working.'}
        </p>
      )}
      <MembersPanel members={room.members} here={room.here} />
      <TranscriptPanel
        roomId={seat?.roomId ?? 'room'}
        name={seat?.roomId ?? 'room'}
        screen={room}
        actions={actions}
        verifyHref={verifyUrl}
        newTab
        before={<VerifyHere client={client} registry={registry} />}
      >
        <PastTables seat={table} />
      </TranscriptPanel>
    </main>
  );
}

/** The room view's actions, each that the background pages show hinted to them once it is done. */
function hinted(actions: RoomActions, roomId: string | undefined): RoomActions {
  if (!roomId) return actions;
  const then =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const done = await run(...args);
      hintChanged(roomId);
      return done;
    };
  return {
    ...actions,
    answer: { ...actions.answer, run: then(actions.answer.run) },
    request: { ...actions.request, run: then(actions.request.run) },
    close: { ...actions.close, run: then(actions.close.run) },
  };
}
