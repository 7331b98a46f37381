/**
 * @module
 * A screen's seat at a tabletop room's Verdict table, as an observable model (`subscribe`, `getSnapshot`) that a
 * tabletop binding (the Owlbear popover) only renders. It follows the link in the tabletop room (room id, invite
 * and the last closed tables' ids, never a token) with {@link seatPlan}:
 * - the first GM to open the table opens it; a created table is remembered (in the screen's storage) until its
 *   link is published, so a refused publish (the tabletop's metadata full) is retried without creating another;
 * - a player joins under their tabletop name; a tabletop GM whose screen holds no seat is offered the GM seat's
 *   recovery (the key shown once at opening), or to join as a player by choice, never silently; a player whose
 *   name a member already has (their seat on another browser) is offered that seat back with its recovery key,
 *   or to join as a new member under another name by choice;
 * - after a close the GM may open the next table (players follow the link).
 */
import { RoomCallError } from './call.js';
import {
  nextTableLink,
  seatPlan,
  type TableLink,
  tableLinkOf,
  type UnpublishedTable,
} from './linked-table.js';
import type { RoomClient } from './room-client.js';
import type { RoomStorage } from './types.js';

/** Where the screen stands. */
export type SeatState =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'waiting' }
  | {
      readonly kind: 'seated';
      readonly client: RoomClient;
      readonly link: TableLink;
      /** Why the table's link is not in the tabletop room yet (players cannot find it until it is). */
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

/** What the screen shows of its seat. */
export interface TableSeatSnapshot {
  readonly state: SeatState;
  /** This seat's recovery key, shown once (the GM's after opening a table) until it is kept. */
  readonly recoveryKey?: string;
}

/** The tabletop: who this screen's person is, and its room's link (read, watched, published). */
export interface Tabletop {
  /** The tabletop's own name, in the words of a failure to reach it ("Owlbear Rodeo did not answer"). */
  readonly title: string;
  readonly gm: boolean;
  readonly name: string;
  read(): Promise<TableLink | undefined>;
  watch(onLink: (link: TableLink | undefined) => void): () => void;
  publish(link: TableLink): Promise<void>;
}

/** What a table seat needs: the tabletop, the screen's storage and a room client over it. */
export interface TableSeatOptions {
  readonly tabletop: Tabletop;
  readonly storage: RoomStorage;
  /** A room client at the table's server over `storage`, for a room once known. */
  readonly client: (roomId?: string) => RoomClient;
  /** The room's name when a GM opens it. */
  readonly tableName: string;
}

/** The seat model. */
export interface TableSeatModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): TableSeatSnapshot;
  /** Reads the tabletop's link and follows it; returns the stop. */
  start(): () => void;
  /** Looks for the seat again at the last link seen (after the screen's storage changed). */
  searchAgain(): Promise<void>;
  recover(key: string): Promise<void>;
  /** Joins the table as a new player member under `name` (a choice, on the recovery panel). */
  joinAsPlayer(name: string): Promise<void>;
  /** The GM opens the next table (the current one is closed). */
  openNextTable(): Promise<void>;
  retryPublish(): Promise<void>;
  /** The recovery key was kept: it is no longer shown. */
  keptKey(): void;
  /** A new recovery key for this seat, shown once (the earlier one stops working): the GM's or a player's. */
  rotateKey(): Promise<void>;
  /** The client of a past table this screen holds a seat at, for its export. */
  pastClient(roomId: string): RoomClient | undefined;
}

const UNPUBLISHED = 'unpublished';

/** Whether a join was refused because a member of the table already has the name (`/name`, 422). */
const nameTaken = (error: unknown) =>
  error instanceof RoomCallError &&
  error.status === 422 &&
  error.fields.some((field) => field.path === '/name');

/**
 * The seat of this screen at the tabletop room's table.
 *
 * @example
 * const seat = createTableSeat({ tabletop, storage, client: (roomId) => tableClient(storage, roomId), tableName });
 * const stop = seat.start();
 */
export function createTableSeat(options: TableSeatOptions): TableSeatModel {
  const { tabletop, storage, client: clientAt } = options;
  let snapshot: TableSeatSnapshot = { state: { kind: 'connecting' } };
  const listeners = new Set<() => void>();
  const set = (next: Partial<TableSeatSnapshot> & { recoveryKey?: string | undefined }) => {
    const { recoveryKey, ...rest } = { ...snapshot, ...next };
    snapshot = { ...rest, ...(recoveryKey ? { recoveryKey } : {}) };
    for (const listener of listeners) listener();
  };
  const setState = (state: SeatState) => set({ state });
  // One seat search at a time: a binding may start twice, and a link change may arrive meanwhile (it is looked
  // at once the search ends). The state is set even after a stop: the seat found is this screen's.
  const search: { busy: boolean; next?: TableLink | null; link?: TableLink } = { busy: false };

  const unpublished = (): UnpublishedTable | undefined => {
    try {
      const kept = JSON.parse(storage.get(UNPUBLISHED) ?? 'null') as UnpublishedTable | null;
      const link = tableLinkOf(kept?.link);
      return link ? { link, ...(kept?.replaces ? { replaces: kept.replaces } : {}) } : undefined;
    } catch {
      return undefined;
    }
  };

  const seated = (client: RoomClient, link: TableLink, problem?: string) => {
    const current = snapshot.state;
    if (
      current.kind === 'seated' &&
      current.client.seat()?.roomId === client.seat()?.roomId &&
      current.unpublished === problem
    )
      return;
    setState({ kind: 'seated', client, link, ...(problem ? { unpublished: problem } : {}) });
  };

  /** Publishes a table this screen created; until it is published, the GM sits there and is told why. */
  const publish = async (table: UnpublishedTable) => {
    const client = clientAt(table.link.roomId);
    try {
      await tabletop.publish(table.link);
      storage.set(UNPUBLISHED, '');
      seated(client, table.link);
    } catch (error) {
      seated(client, table.link, (error as Error).message);
    }
  };

  /** Opens a table as the GM (the next one after `previous`), remembered until its link is published. */
  const open = async (previous: TableLink | undefined) => {
    const client = clientAt();
    const created = await client.create({ name: options.tableName, gmName: tabletop.name });
    const opened = { roomId: created.seat.roomId, invite: created.invite };
    const table = {
      link: nextTableLink(previous, opened),
      ...(previous ? { replaces: previous.roomId } : {}),
    };
    storage.set(UNPUBLISHED, JSON.stringify(table));
    set({ recoveryKey: created.recoveryKey });
    await publish(table);
  };

  /** The linked table's client: with the seat kept for it, else joined under `name`. */
  const join = async (link: TableLink, name: string) => {
    const client = clientAt(link.roomId);
    if (!client.seat()) await client.join({ invite: link.invite, name });
    return client;
  };

  const find = async (link: TableLink | undefined) => {
    let pending = unpublished();
    if (pending && (link?.roomId === pending.link.roomId || (link && pending.replaces !== link.roomId))) {
      // Published (the echo of this screen's publish), or another GM's table came first: let it go.
      storage.set(UNPUBLISHED, '');
      pending = undefined;
    }
    const client = link ? clientAt(link.roomId) : undefined;
    const plan = seatPlan({ gm: tabletop.gm, link, held: !!client?.seat(), unpublished: pending });
    if (plan === 'publish') await publish(pending!);
    else if (plan === 'open') await open(undefined);
    else if (plan === 'seated') seated(client!, link!);
    else if (plan === 'recover') setState({ kind: 'recover', link: link!, gm: true });
    else if (plan === 'join') {
      try {
        seated(await join(link!, tabletop.name), link!);
      } catch (error) {
        // A member has this name: most likely this player's own seat on another browser. Never a second
        // member silently: the seat back with its key, or a new member by choice.
        if (!nameTaken(error)) throw error;
        setState({ kind: 'recover', link: link!, gm: false });
      }
    } else setState({ kind: 'waiting' });
  };

  const settle = async (link: TableLink | undefined): Promise<void> => {
    if (search.busy) {
      search.next = link ?? null;
      return;
    }
    search.busy = true;
    search.link = link;
    try {
      await find(link);
    } catch (error) {
      const closed = error instanceof RoomCallError && error.status === 409;
      setState({
        kind: 'problem',
        message: closed
          ? 'The table is closed; the GM can open a new one.'
          : `The table cannot be reached: ${(error as Error).message}`,
      });
    } finally {
      search.busy = false;
      const next = search.next;
      search.next = undefined;
      if (next !== undefined) void settle(next ?? undefined);
    }
  };

  /** Runs `work` on the recovery panel's link; a refusal is shown on the panel. */
  const onRecoverPanel = async (work: (link: TableLink) => Promise<RoomClient>) => {
    const state = snapshot.state;
    if (state.kind !== 'recover') return;
    try {
      seated(await work(state.link), state.link);
    } catch (error) {
      setState({ ...state, problem: (error as Error).message });
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start() {
      const stop = tabletop.watch((link) => void settle(link));
      tabletop.read().then(
        (link) => settle(link),
        (error: unknown) =>
          setState({
            kind: 'problem',
            message: `${tabletop.title} did not answer: ${(error as Error).message}`,
          }),
      );
      return stop;
    },
    searchAgain: () => settle(search.link),
    recover: (key) =>
      onRecoverPanel(async (link) => {
        const client = clientAt(link.roomId);
        await client.recover({ key: key.trim() });
        return client;
      }),
    joinAsPlayer: (name) => onRecoverPanel((link) => join(link, name.trim())),
    async openNextTable() {
      const state = snapshot.state;
      if (state.kind === 'seated' && tabletop.gm) await open(state.link);
    },
    async retryPublish() {
      const pending = unpublished();
      if (pending) await publish(pending);
    },
    keptKey: () => set({ recoveryKey: undefined }),
    async rotateKey() {
      const state = snapshot.state;
      if (state.kind === 'seated') set({ recoveryKey: await state.client.newRecoveryKey() });
    },
    pastClient(roomId) {
      const client = clientAt(roomId);
      return client.seat() ? client : undefined;
    },
  };
}
