/**
 * @module
 * The forms that give a screen a seat, as observable models: opening a table (its name and the GM's, then the GM
 * recovery key shown once and the invite link), joining one with its invite (the table and its GM named from the
 * invite, or why it opens nothing), and taking a seat back with a recovery key. Each keeps the seat it got in the
 * screen's seat book (`createSeatBook`); the screens draw them.
 */
import { RoomCallError } from '../client/call.js';
import type { RoomClient } from '../client/room-client.js';
import { type KeptSeat, keptSeat } from '../client/seat-book.js';
import type { Invitation } from '../client/types.js';
import { createFormStore, problemOf } from './form-store.js';

/** What a seat form needs: a client for the room (none for opening one) and where seats are kept. */
export interface SeatFormOptions {
  readonly client: RoomClient;
  readonly save: (seat: KeptSeat) => void;
}

/**
 * Takes a seat back with its recovery key, keeps it and answers it (the room's name read from its view).
 *
 * @example
 * const seat = await takeSeatBack({ client, save }, key);
 */
export async function takeSeatBack(options: SeatFormOptions, key: string): Promise<KeptSeat> {
  const taken = await options.client.recover({ key });
  const view = await options.client.refreshView();
  const seat = keptSeat(taken, { roomName: view.room.name });
  options.save(seat);
  return seat;
}

/** A table just opened: the way in, the GM recovery key shown once, and the invite link. */
export interface OpenedTable {
  readonly roomId: string;
  readonly roomName: string;
  readonly joinUrl: string;
  readonly recoveryKey: string;
}

/**
 * The form that opens a table with this screen as its GM.
 *
 * @example
 * const form = createOpenTableForm({ client, save });
 * form.setTableName('Friday'); form.setGmName('Ada');
 * await form.open(); // form.getSnapshot().opened
 */
export function createOpenTableForm(options: SeatFormOptions) {
  const store = createFormStore<{
    tableName: string;
    gmName: string;
    problem?: string;
    opened?: OpenedTable;
  }>({
    tableName: '',
    gmName: '',
  });
  const canOpen = () => {
    const { tableName, gmName } = store.getSnapshot();
    return tableName.trim() !== '' && gmName.trim() !== '';
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setTableName: (tableName: string) => store.update((s) => ({ ...s, tableName })),
    setGmName: (gmName: string) => store.update((s) => ({ ...s, gmName })),
    canOpen,
    async open() {
      store.update(({ problem: _problem, ...s }) => s);
      const roomName = store.getSnapshot().tableName.trim();
      try {
        const { seat, joinUrl, recoveryKey } = await options.client.create({
          name: roomName,
          gmName: store.getSnapshot().gmName.trim(),
        });
        options.save(keptSeat(seat, { roomName, joinUrl }));
        store.update((s) => ({ ...s, opened: { roomId: seat.roomId, roomName, joinUrl, recoveryKey } }));
      } catch (error) {
        store.update((s) => ({ ...s, problem: problemOf(error) }));
      }
    },
  };
}

/** What the join form holds: the name typed, the invitation read, and a refusal. */
export interface JoinFormState {
  readonly name: string;
  readonly busy: boolean;
  readonly problem?: string;
  /** The table and GM the invite opens, once read. */
  readonly read?: Invitation;
  /** Why the invite opens nothing here: none in the link, or the server refused it. */
  readonly inviteProblem?: string;
}

/**
 * The form that joins a room with its invite and keeps the seat; `joined` goes to the room.
 *
 * @example
 * const form = createJoinForm({ client, save, invite, joined: (roomId) => go(roomId) });
 * const stop = form.start(); // reads the invitation
 */
export function createJoinForm(
  options: SeatFormOptions & { readonly invite: string; readonly joined: (roomId: string) => void },
) {
  const { invite, client } = options;
  const store = createFormStore<JoinFormState>({
    name: '',
    busy: false,
    ...(invite === ''
      ? { inviteProblem: 'This link has no invite: ask the GM for the join link again.' }
      : {}),
  });
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setName: (name: string) => store.update((s) => ({ ...s, name })),
    /** The heading: the table and its GM once the invite is read. */
    title: () => {
      const { read } = store.getSnapshot();
      return read ? `Join ${read.room.name} (GM ${read.gm.name})` : 'Join the table';
    },
    canJoin: () => {
      const { busy, name } = store.getSnapshot();
      return !busy && name.trim() !== '' && invite !== '';
    },
    /** Reads the table and GM the invite opens, once; answers the stop. */
    start(): () => void {
      if (invite === '') return () => {};
      let live = true;
      client.invitation(invite).then(
        (read) => live && store.update((s) => ({ ...s, read })),
        (error: unknown) =>
          live &&
          error instanceof RoomCallError &&
          error.status === 403 &&
          store.update((s) => ({
            ...s,
            inviteProblem: 'This invite does not open this table: ask the GM for the join link again.',
          })),
      );
      return () => {
        live = false;
      };
    },
    async join() {
      store.update(({ problem: _problem, ...s }) => ({ ...s, busy: true }));
      try {
        const seat = await client.join({ invite, name: store.getSnapshot().name.trim() });
        const roomName = store.getSnapshot().read?.room.name ?? (await client.refreshView()).room.name;
        options.save(keptSeat(seat, { roomName }));
        options.joined(seat.roomId);
      } catch (error) {
        store.update((s) => ({ ...s, busy: false, problem: problemOf(error) }));
      }
    },
  };
}
