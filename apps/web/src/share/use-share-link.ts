import { useEffect, useState } from 'react';
import { type DamagedLink, parseShareHash, type SharedLink } from './share-link.js';

/** What the page's URL hash asks for: a shared roll or test, a damaged link, or nothing. */
export type LinkState = SharedLink | DamagedLink | undefined;

/** Reads the page's hash now. */
export function readLink(): LinkState {
  return parseShareHash(globalThis.location?.hash ?? '');
}

/** Calls `onLink` whenever the hash changes to a share link (a link pasted into the same tab). */
export function useHashLinks(onLink: (link: LinkState) => void): void {
  useEffect(() => {
    const listener = () => onLink(readLink());
    globalThis.addEventListener('hashchange', listener);
    return () => globalThis.removeEventListener('hashchange', listener);
  }, [onLink]);
}

/**
 * The link the page was opened with, read once; when its address names no test, the one `fallback` gives (the
 * input this tab kept last).
 */
export function useInitialLink(fallback?: () => string | undefined): LinkState {
  return useState(() => {
    const link = readLink();
    if (link) return link;
    const kept = fallback?.();
    return kept ? parseShareHash(kept) : undefined;
  })[0];
}
