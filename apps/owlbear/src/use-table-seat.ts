/**
 * @module
 * This screen's seat at the Owlbear room's Verdict table, following the link in the Owlbear room's metadata
 * (room id, invite and the last closed tables' ids, never a token) with `@verdict/room`'s `seatPlan`:
 * - the first GM to open the extension opens the table; a created table is remembered (in this screen's
 *   storage) until its link is published, so a refused publish (Owlbear's metadata full) is retried without
 *   creating another;
 * - a player joins under their Owlbear name; an Owlbear GM whose screen holds no seat is offered the GM seat's
 *   recovery (the key shown once at opening), or to join as a player by choice, never silently; a player whose
 *   name a member already has (their seat on another browser) is offered that seat back with its recovery key
 *   (made on the screen that holds it), or to join as a new member under another name by choice;
 * - after a close the GM may open the next table (players follow the link).
 * The seat stays in this browser (see table-storage.ts); where the browser refuses storage the screen asks
 * for storage access, and a press asks the person.
 */

import {
  nextTableLink,
  RoomCallError,
  type RoomClient,
  seatPlan,
  tableLinkOf,
  type UnpublishedTable,
} from '@verdict/room';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type OwlbearPlayer,
  publishTableLink,
  readTableLink,
  type TableLink,
  watchTableLink,
} from './owlbear.js';
import { joinTable, openTable, tableClient } from './room-link.js';
import { createTableStorage, storageAccess } from './table-storage.js';

/** Where this screen stands. */
export type SeatState =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'waiting' }
  | {
      readonly kind: 'seated';
      readonly client: RoomClient;
      readonly link: TableLink;
      /** Why the table's link is not in the Owlbear room yet (players cannot find it until it is). */
      readonly unpublished?: string;
    }
  | {
      readonly kind: 'recover';
      readonly link: TableLink;
      /** Whose seat: the GM's, or a player's whose name a member of the table already has. */
      readonly gm: boolean;
      readonly problem?: string;
    }
  | { readonly kind: 'problem'; readonly message: string };

/** The seat, and what the screen may do about it. */
export interface TableSeat {
  readonly state: SeatState;
  /** Whether what this screen keeps outlives a reopen. */
  readonly lasting: boolean;
  /** This seat's recovery key, shown once (the GM's after opening a table) until it is kept. */
  readonly recoveryKey?: string;
  keptKey(): void;
  recover(key: string): Promise<void>;
  /** Joins the table as a new player member under `name` (a choice, on the recovery panel). */
  joinAsPlayer(name: string): Promise<void>;
  /** The GM opens the next table (the current one is closed). */
  openNextTable(): Promise<void>;
  retryPublish(): Promise<void>;
  /** Asks the browser for storage access (a press in the frame) and keeps the seat there. */
  keepStorage(): Promise<void>;
  /** The client of a past table this screen holds a seat at, for its export. */
  pastClient(roomId: string): RoomClient | undefined;
  /** A new recovery key for this seat, shown once (the earlier one stops working): the GM's or a player's. */
  rotateKey(): Promise<void>;
}

const UNPUBLISHED = 'unpublished';

/** Whether a join was refused because a member of the table already has the name (`/name`, 422). */
const nameTaken = (error: unknown) =>
  error instanceof RoomCallError &&
  error.status === 422 &&
  error.fields.some((field) => field.path === '/name');

/**
 * Finds, opens, joins or recovers this player's seat, following the link in the Owlbear room.
 *
 * @example
 * const seat = useTableSeat(player);
 */
export function useTableSeat(player: OwlbearPlayer): TableSeat {
  const [state, setState] = useState<SeatState>({ kind: 'connecting' });
  const [recoveryKey, setRecoveryKey] = useState<string>();
  // One storage for the screen's life: when it is memory only, the seat must outlive each search.
  const [storage] = useState(() => createTableStorage(`verdict:owlbear:${player.roomId}:${player.id}:`));
  const [lasting, setLasting] = useState(storage.lasting);
  // One seat search at a time: React may run the effect twice, and a metadata change may arrive meanwhile (it
  // is looked at once the search ends). The state is set even after a re-run: the seat found is this screen's.
  const search = useRef<{ busy: boolean; next?: TableLink | null; link?: TableLink }>({ busy: false });

  const unpublished = useCallback((): UnpublishedTable | undefined => {
    try {
      const kept = JSON.parse(storage.get(UNPUBLISHED) ?? 'null') as UnpublishedTable | null;
      const link = tableLinkOf(kept?.link);
      return link ? { link, ...(kept?.replaces ? { replaces: kept.replaces } : {}) } : undefined;
    } catch {
      return undefined;
    }
  }, [storage]);

  const seated = useCallback(
    (client: RoomClient, link: TableLink, problem?: string) =>
      setState((current) =>
        current.kind === 'seated' &&
        current.client.seat()?.roomId === client.seat()?.roomId &&
        current.unpublished === problem
          ? current
          : { kind: 'seated', client, link, ...(problem ? { unpublished: problem } : {}) },
      ),
    [],
  );

  /** Publishes a table this screen created; until it is published, the GM sits there and is told why. */
  const publish = useCallback(
    async (table: UnpublishedTable) => {
      const client = tableClient(storage, table.link.roomId);
      try {
        await publishTableLink(table.link);
        storage.set(UNPUBLISHED, '');
        seated(client, table.link);
      } catch (error) {
        seated(client, table.link, (error as Error).message);
      }
    },
    [storage, seated],
  );

  const settle = useCallback(
    async (link: TableLink | undefined): Promise<void> => {
      if (search.current.busy) {
        search.current.next = link ?? null;
        return;
      }
      search.current.busy = true;
      search.current.link = link;
      try {
        let pending = unpublished();
        if (pending && (link?.roomId === pending.link.roomId || (link && pending.replaces !== link.roomId))) {
          // Published (the echo of this screen's publish), or another GM's table came first: let it go.
          storage.set(UNPUBLISHED, '');
          pending = undefined;
        }
        const client = link ? tableClient(storage, link.roomId) : undefined;
        const plan = seatPlan({ gm: player.gm, link, held: !!client?.seat(), unpublished: pending });
        if (plan === 'publish') await publish(pending!);
        else if (plan === 'open') {
          const opened = await openTable(storage, player.name);
          const table = { link: nextTableLink(undefined, opened.opened) };
          storage.set(UNPUBLISHED, JSON.stringify(table));
          setRecoveryKey(opened.recoveryKey);
          await publish(table);
        } else if (plan === 'seated') seated(client!, link!);
        else if (plan === 'recover') setState({ kind: 'recover', link: link!, gm: true });
        else if (plan === 'join') {
          try {
            seated(await joinTable(storage, link!, player.name), link!);
          } catch (error) {
            // A member has this name: most likely this player's own seat on another browser. Never a second
            // member silently: the seat back with its key, or a new member by choice.
            if (!nameTaken(error)) throw error;
            setState({ kind: 'recover', link: link!, gm: false });
          }
        } else setState({ kind: 'waiting' });
      } catch (error) {
        const closed = error instanceof RoomCallError && error.status === 409;
        setState({
          kind: 'problem',
          message: closed
            ? 'The table is closed; the GM can open a new one.'
            : `The table cannot be reached: ${(error as Error).message}`,
        });
      } finally {
        search.current.busy = false;
        const next = search.current.next;
        search.current.next = undefined;
        if (next !== undefined) void settle(next ?? undefined);
      }
    },
    [player, storage, unpublished, publish, seated],
  );

  useEffect(() => {
    let stop = () => {};
    let live = true;
    (async () => {
      // Where the browser refuses storage, access granted before (a press in an earlier popover) is asked
      // for again without a press; otherwise the screen keeps its seat in memory until the person allows it.
      if (!storage.lasting) {
        const granted = await storageAccess(false);
        if (granted && storage.keepIn(granted)) setLasting(true);
      }
      if (!live) return;
      stop = watchTableLink((link) => void settle(link));
      try {
        await settle(await readTableLink());
      } catch (error) {
        setState({ kind: 'problem', message: `Owlbear Rodeo did not answer: ${(error as Error).message}` });
      }
    })();
    return () => {
      live = false;
      stop();
    };
  }, [storage, settle]);

  const recover = useCallback(
    async (key: string) => {
      if (state.kind !== 'recover') return;
      const client = tableClient(storage, state.link.roomId);
      try {
        await client.recover({ key: key.trim() });
        seated(client, state.link);
      } catch (error) {
        setState({ ...state, problem: (error as Error).message });
      }
    },
    [state, storage, seated],
  );

  const joinAsPlayer = useCallback(
    async (name: string) => {
      if (state.kind !== 'recover') return;
      try {
        seated(await joinTable(storage, state.link, name.trim()), state.link);
      } catch (error) {
        setState({ ...state, problem: (error as Error).message });
      }
    },
    [state, storage, seated],
  );

  const openNextTable = useCallback(async () => {
    if (state.kind !== 'seated' || !player.gm) return;
    const opened = await openTable(storage, player.name);
    const table = { link: nextTableLink(state.link, opened.opened), replaces: state.link.roomId };
    storage.set(UNPUBLISHED, JSON.stringify(table));
    setRecoveryKey(opened.recoveryKey);
    await publish(table);
  }, [state, storage, player, publish]);

  const retryPublish = useCallback(async () => {
    const pending = unpublished();
    if (pending) await publish(pending);
  }, [unpublished, publish]);

  const keepStorage = useCallback(async () => {
    const granted = await storageAccess(true);
    if (!granted || !storage.keepIn(granted)) return;
    setLasting(true);
    // A seat kept there before (an earlier popover allowed storage) is this screen's again.
    if (state.kind === 'recover') await settle(search.current.link);
  }, [storage, state, settle]);

  const rotateKey = useCallback(async () => {
    if (state.kind === 'seated') setRecoveryKey(await state.client.newRecoveryKey());
  }, [state]);

  const pastClient = useCallback(
    (roomId: string) => {
      const client = tableClient(storage, roomId);
      return client.seat() ? client : undefined;
    },
    [storage],
  );

  return {
    state,
    lasting,
    ...(recoveryKey ? { recoveryKey } : {}),
    keptKey: () => setRecoveryKey(undefined),
    recover,
    joinAsPlayer,
    openNextTable,
    retryPublish,
    keepStorage,
    pastClient,
    rotateKey,
  };
}
