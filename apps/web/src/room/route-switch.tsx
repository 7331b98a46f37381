/**
 * @module
 * Chooses between solo play and the table pages by the location's hash. The table pages (rooms, the
 * verifier, the QR code, @verdict/fair) are a separate chunk, loaded only when one is opened, so solo play
 * keeps its bundle budget.
 */

import type { Registry } from '@verdict/core';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { parseRoomRoute } from './routes.js';

const RoomPages = lazy(() => import('./room-pages.js'));

function useHash(): string {
  const [hash, setHash] = useState(() => globalThis.location?.hash ?? '');
  useEffect(() => {
    const listener = () => setHash(globalThis.location.hash);
    globalThis.addEventListener('hashchange', listener);
    return () => globalThis.removeEventListener('hashchange', listener);
  }, []);
  return hash;
}

/**
 * Solo play, or the table page the hash names, with links to open a table and to verify a log.
 *
 * @example
 * <RouteSwitch registry={registry} solo={<App registry={registry} />} />
 */
export function RouteSwitch({ registry, solo }: { registry: Registry; solo: ReactNode }) {
  const route = parseRoomRoute(useHash());
  return (
    <>
      <nav className="table-nav" aria-label="Tables">
        <a href="#play">Solo play</a>
        <a href="#/table">Open a table</a>
        <a href="#/verify">Verify a log</a>
      </nav>
      {route ? (
        <Suspense
          fallback={
            <p className="muted" role="status">
              Loading…
            </p>
          }
        >
          <RoomPages route={route} registry={registry} />
        </Suspense>
      ) : (
        solo
      )}
    </>
  );
}
