/**
 * @module
 * A tabletop screen (the Owlbear popover): this screen's seat at the tabletop room's Verdict table, then the table
 * itself. The log first (newest at the bottom, live, each roll with its verify link), then the requests asked of
 * this person (with their own odds), the roll form, the GM's tools, and the transcript to verify. Every piece but
 * the seat's (its panels, the table's link, earlier tables, Verify here) is the web room's frame. The tabletop
 * binding passes the seat model (`useTabletopSeat`) and is told of actions other screens show (`onShared`).
 */
import type { Registry } from '@verdict/core';
import { type RoomActions, type RoomClient, tabletopWords } from '@verdict/room';
import { useMemo } from 'react';
import { GmTools } from '../room/gm-tools.js';
import { MembersPanel } from '../room/members-panel.js';
import { RoomAlerts, RoomHeader, TranscriptPanel } from '../room/room-frame.js';
import { RoomPlay } from '../room/room-play.js';
import { useLiveClient, useRoomView } from '../room/use-room-log.js';
import { EarlierTables } from './earlier-tables.js';
import { EntryLine } from './entry-line.js';
import { RecoverySeat, SeatKey, StorageNote } from './seat-panels.js';
import type { TabletopSeat } from './use-tabletop-seat.js';
import { VerifyHere } from './verify-here.js';

/** What a tabletop screen shows, and for whom. */
export interface TabletopTableProps {
  readonly seat: TabletopSeat;
  readonly registry: Registry;
  /** This person's name at the tabletop. */
  readonly name: string;
  /** Where the table's link lives ("the Owlbear room"). */
  readonly place: string;
  /** An action other screens show (a request, an answer, a close) is done at the table `roomId`. */
  readonly onShared?: (roomId: string) => void;
}

/** The screen for the person at this tabletop screen: their seat, then the table. */
export function TabletopTable(props: TabletopTableProps) {
  const { state } = props.seat;
  if (state.kind === 'seated') return <Table key={state.link.roomId} client={state.client} {...props} />;
  const status = tabletopWords(props.place).status(state);
  return (
    <main className="tabletop">
      <h1>Verdict table</h1>
      {state.kind === 'recover' ? (
        <RecoverySeat seat={props.seat} gm={state.gm} name={props.name} problem={state.problem} />
      ) : state.kind === 'problem' ? (
        <p className="problem" role="alert">
          {status}
        </p>
      ) : (
        <p role="status">{status}</p>
      )}
    </main>
  );
}

function Table({
  client,
  registry,
  seat: table,
  place,
  onShared,
}: TabletopTableProps & { client: RoomClient }) {
  useLiveClient(client);
  const room = useRoomView(client, registry);
  const seat = client.seat();
  const roomId = seat?.roomId ?? 'room';
  const words = tabletopWords(place);
  const actions = useMemo(
    () => (seat && onShared ? shared(room.actions, () => onShared(seat.roomId)) : room.actions),
    [room.actions, seat, onShared],
  );
  const gm = room.gm;
  const verifyUrl = `${globalThis.location.origin}/#/verify`;
  const unpublished = table.state.kind === 'seated' ? table.state.unpublished : undefined;
  return (
    <main className="tabletop">
      <RoomHeader title="Verdict table" name={seat?.name} gm={gm} screen={room} className="tabletop-header" />
      <RoomAlerts screen={room} />
      {table.recoveryKey ? <SeatKey seat={table} gm={gm} roomId={roomId} /> : null}
      {unpublished ? (
        <div className="problem" role="alert">
          <p>{words.unpublished(unpublished)}</p>
          <button type="button" onClick={() => void table.retryPublish()}>
            {words.publishAgain}
          </button>
        </div>
      ) : null}
      {table.lasting ? null : <StorageNote seat={table} />}
      <RoomPlay
        screen={room}
        registry={registry}
        actions={actions}
        listClassName="tabletop-entries"
        line={(line) => <EntryLine key={line.seq} line={line} verifyUrl={verifyUrl} />}
        closed={
          <div>
            <p className="muted">{words.closed}</p>
            {gm ? (
              <button type="button" onClick={() => void table.openNextTable()}>
                {words.afterClose(true)}
              </button>
            ) : (
              <p className="muted">{words.afterClose(false)}</p>
            )}
          </div>
        }
      />
      {gm ? <GmTools registry={registry} screen={room} actions={actions} /> : null}
      {table.recoveryKey ? null : <SeatKey seat={table} gm={gm} roomId={roomId} />}
      <MembersPanel members={room.members} here={room.here} />
      <TranscriptPanel
        roomId={roomId}
        name={roomId}
        screen={room}
        actions={actions}
        verifyHref={verifyUrl}
        newTab
        before={<VerifyHere client={client} registry={registry} />}
      >
        <EarlierTables seat={table} />
      </TranscriptPanel>
    </main>
  );
}

/** The room view's actions, each that other screens show followed by `then` once it is done. */
function shared(actions: RoomActions, then: () => void): RoomActions {
  const after =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const done = await run(...args);
      then();
      return done;
    };
  return {
    ...actions,
    answer: { ...actions.answer, run: after(actions.answer.run) },
    request: { ...actions.request, run: after(actions.request.run) },
    close: { ...actions.close, run: after(actions.close.run) },
  };
}
