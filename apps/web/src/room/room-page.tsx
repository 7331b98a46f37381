/**
 * @module
 * The room: the live log (newest at the bottom, announced politely), members, requests to answer, the roll
 * form, the GM's tools, the luck ledger and the transcripts.
 */
import type { Registry } from '@verdict/core';
import { createNewKey, NO_SEAT_WORDS, type RoomClient, seatRecoveryWords, takeSeatBack } from '@verdict/room';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { GmTools } from './gm-tools.js';
import { InviteLink } from './invite-link.js';
import { LuckLedger } from './luck-ledger.js';
import { MembersPanel } from './members-panel.js';
import { Problem } from './problem.js';
import { RecoveryKeyPanel, TakeSeatBack } from './recovery-key.js';
import { RequestBanner } from './request-banner.js';
import { RoomAlerts, RoomHeader, TranscriptPanel } from './room-frame.js';
import { RoomPlay } from './room-play.js';
import { type BrowserSeat, loadSeat, saveSeat } from './seats.js';
import { browserRoomClient, useRoomClient, useRoomView } from './use-room-log.js';
import { YourTables } from './your-tables.js';

/** The room page for the seat this browser keeps, or how to get one. */
export function RoomPage({ roomId, registry }: { roomId: string; registry: Registry }) {
  const [seat, setSeat] = useState(() => loadSeat(roomId));
  const client = useMemo(() => browserRoomClient(roomId), [roomId]);
  if (!seat) {
    return (
      <main className="room-page room-narrow">
        <h1>Room</h1>
        <Problem text={NO_SEAT_WORDS} />
        <YourTables />
        <TakeSeatBack recover={async (key) => setSeat(await takeSeatBack({ client, save: saveSeat }, key))} />
      </main>
    );
  }
  return <Room seat={seat} registry={registry} />;
}

function Room({ seat, registry }: { seat: BrowserSeat; registry: Registry }) {
  const client = useRoomClient(seat);
  const screen = useRoomView(client, registry);
  const { actions, gm } = screen;
  return (
    <main className="room-page">
      <RoomHeader
        title={seat.roomName}
        name={seat.memberName}
        gm={(screen.me?.role ?? seat.role) === 'gm'}
        screen={screen}
      />
      <RoomAlerts screen={screen} />
      <RequestBanner waiting={screen.waiting} arrived={screen.arrived} />
      <div className="room-layout">
        <div className="room-main">
          <RoomPlay screen={screen} registry={registry} actions={actions} />
        </div>
        <aside className="room-side">
          <MembersPanel members={screen.members} here={screen.here} />
          {/* A closed table takes no one new: no invite (issue 37, N13). */}
          {gm && seat.joinUrl && !screen.closed ? (
            <section className="panel room-invite" aria-labelledby="invite-heading">
              <h2 id="invite-heading">Invite players</h2>
              <InviteLink joinUrl={seat.joinUrl} />
            </section>
          ) : null}
          {gm ? <GmTools registry={registry} screen={screen} actions={actions} /> : null}
          <SeatKey client={client} seat={seat} />
          <LuckLedger luck={screen.luck} />
          <TranscriptPanel
            roomId={seat.roomId}
            name={seat.roomName}
            screen={screen}
            actions={actions}
            verifyHref="#/verify"
          />
        </aside>
      </div>
    </main>
  );
}

/** A new recovery key for this seat, shown once (the earlier one stops working). */
function SeatKey({ client, seat }: { client: RoomClient; seat: BrowserSeat }) {
  const form = useMemo(() => createNewKey(() => client.newRecoveryKey()), [client]);
  const { key, problem } = useSyncExternalStore(form.subscribe, form.getSnapshot);
  const gm = seat.role === 'gm';
  if (key) return <RecoveryKeyPanel recoveryKey={key} gm={gm} roomId={seat.roomId} onKept={form.kept} />;
  const { press, help } = seatRecoveryWords(gm).make;
  return (
    <p className="field-help">
      <button type="button" onClick={() => void form.make()}>
        {press}
      </button>{' '}
      {help}
      {problem ? (
        <span className="problem" role="alert">
          {' '}
          {problem}
        </span>
      ) : null}
    </p>
  );
}
