import { useEffect, useRef } from 'react';
import { parseShareHash, shareHash } from './share-link.js';

/** The test and input the page shows. */
export interface AddressTarget {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
}

/** Where this tab keeps the last address written, for a return from a table page (`#/table`, then "Solo play"). */
export const LAST_ADDRESS_KEY = 'verdict.address.v1';

/**
 * The address this tab last kept the input in, when the page's own address holds no test (a return to solo play
 * from a table page): checked like any address before it is opened.
 */
export function lastAddress(): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(LAST_ADDRESS_KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked: nothing to restore
  }
}

/** How long the address waits for typing to pause before it is rewritten (Safari refuses >100 rewrites in 30 s). */
export const ADDRESS_DELAY_MS = 250;

/**
 * Keeps the current test and input in the page's address (`#system=…&test=…&input=<base64url JSON>`, the share
 * link's own format without a play), so a reload or the address shared restores it. The address is replaced, not
 * pushed (typing adds no history entries), once typing pauses and before the page is left; only a valid input is
 * written, so a reload mid-edit brings back the last input that could be played. The address the page opened
 * with is left alone until the input changes (a shared roll's seed stays in it).
 *
 * @example
 * useInputAddress({ system, test, input }, issues.length === 0);
 */
export function useInputAddress(target: AddressTarget, valid: boolean): void {
  const key = JSON.stringify([target.system, target.test, target.input]);
  const opened = useRef(key);
  const touched = useRef(false);
  useEffect(() => {
    if (!valid) return;
    if (!touched.current && key === opened.current) return;
    touched.current = true;
    const [system, test, input] = JSON.parse(key) as [string, string, unknown];
    if (holds(globalThis.location.hash, key)) return;
    const write = () => {
      const hash = shareHash({ system, test, input });
      try {
        sessionStorage.setItem(LAST_ADDRESS_KEY, hash);
      } catch {
        // Storage blocked or full: the address alone keeps the input.
      }
      try {
        history.replaceState(history.state, '', hash);
      } catch {
        // A browser that limits address rewrites: the next pause writes it.
      }
    };
    const timer = setTimeout(write, ADDRESS_DELAY_MS);
    const onLeave = () => {
      clearTimeout(timer);
      write();
    };
    globalThis.addEventListener('pagehide', onLeave);
    return () => {
      clearTimeout(timer);
      globalThis.removeEventListener('pagehide', onLeave);
    };
  }, [key, valid]);
}

/** Whether the hash already holds this test and input (a share link's extras, such as its seed, aside). */
function holds(hash: string, key: string): boolean {
  const link = parseShareHash(hash);
  return (
    link !== undefined && !('error' in link) && JSON.stringify([link.system, link.test, link.input]) === key
  );
}
