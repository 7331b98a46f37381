/**
 * @module
 * My own new entry, brought into view once it is in the log: after a roll or an answer the result is on screen
 * (on a phone the log is far above the roll bar), and the keyboard focus, lost when the button went away or was
 * disabled, lands on the log rather than the page's body.
 */
import type { RoomAction } from '@verdict/room';
import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';
import type { Appended } from './api.js';

/** Whether the focus is lost: on the body, or on an element that is gone or disabled. */
function focusLost(): boolean {
  const active = document.activeElement as (HTMLElement & { disabled?: boolean }) | null;
  return !active || active === document.body || !active.isConnected || active.disabled === true;
}

/**
 * Follows the entries my actions append: `follow(action)` is the action, whose entry is scrolled into view (and the
 * log focused, when the focus was lost) as soon as the log shows it.
 *
 * @example
 * const follow = useFollowEntry(logRef, screen.log);
 * <RollForm roll={follow(actions.roll)} />
 */
export function useFollowEntry(logRef: RefObject<HTMLElement | null>, log: readonly unknown[]) {
  const [seq, setSeq] = useState<number>();
  useLayoutEffect(() => {
    if (seq === undefined || log.length === 0) return;
    const list = logRef.current;
    const item = list?.querySelector<HTMLElement>(`[data-seq="${seq}"]`);
    if (!list || !item) return;
    setSeq(undefined);
    if (focusLost()) list.focus({ preventScroll: true });
    item.scrollIntoView({ block: 'nearest' });
  }, [seq, log, logRef]);
  return useCallback(
    <Run extends (...args: never[]) => Promise<Appended>>(action: RoomAction<Run>): RoomAction<Run> => ({
      ...action,
      run: (async (...args: Parameters<Run>) => {
        const appended = await action.run(...args);
        setSeq(appended.entry.seq);
        return appended;
      }) as Run,
    }),
    [],
  );
}
