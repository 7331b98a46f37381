/**
 * @module
 * A tabletop screen's seat (`@verdict/room`'s `createTabletopSeat`: which table to open, join, recover or publish,
 * and where the seat is kept), bound with `useSyncExternalStore` and started while the screen is shown.
 */
import type { TabletopSeatModel, TabletopSeatSnapshot } from '@verdict/room';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** The seat, and what the screen may do about it. */
export type TabletopSeat = TabletopSeatSnapshot & Omit<TabletopSeatModel, 'getSnapshot' | 'subscribe'>;

/**
 * The seat model `create` makes (once for the screen's life), followed while shown.
 *
 * @example
 * const seat = useTabletopSeat(() => createTabletopSeat({ tabletop, tableName, prefix, store, access, client }));
 */
export function useTabletopSeat(create: () => TabletopSeatModel): TabletopSeat {
  const [model] = useState(create);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot);
  useEffect(() => model.start(), [model]);
  return { ...model, ...snapshot };
}
