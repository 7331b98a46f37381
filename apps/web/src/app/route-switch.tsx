/**
 * @module
 * Chooses between solo play, the dice box and the table pages by the location's hash. The table pages (rooms, the
 * verifier, the QR code, @verdict/fair) are a separate chunk, loaded only when one is opened, so solo play
 * keeps its bundle budget.
 */

import type { Registry } from '@verdict/core';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { parseDiceRoute } from '../dice-box/dice-route.js';
import { parseRoomRoute } from '../room/routes.js';
import './route-switch.css';
import { RollShortcut } from './roll-shortcut.js';

const RoomPages = lazy(() => import('../room/room-pages.js'));
// The dice box (notation, rolled and with its exact odds) is a chunk of its own too.
const DiceBoxPage = lazy(() => import('../dice-box/dice-box-page.js'));

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
 * Solo play, the dice box, or the table page the hash names, with links to them.
 *
 * @example
 * <RouteSwitch registry={registry} solo={<App registry={registry} />} />
 */
export function RouteSwitch({ registry, solo }: { registry: Registry; solo: ReactNode }) {
  const hash = useHash();
  const route = parseRoomRoute(hash);
  const dice = route ? undefined : parseDiceRoute(hash);
  // Inside the page's frame, where the page will be (it sat at x = 0, against the window's edge).
  const loading = (
    <div className="app">
      <p className="muted" role="status">
        Loading…
      </p>
    </div>
  );
  return (
    <>
      <RollShortcut />
      <nav className="table-nav" aria-label="Pages">
        <a href="#play" aria-current={!route && !dice ? 'page' : undefined}>
          Solo play
        </a>
        <a href="#/dice" aria-current={dice ? 'page' : undefined}>
          Dice box
        </a>
        <a href="#/table" aria-current={route?.page === 'open' ? 'page' : undefined}>
          Open a table
        </a>
        <a href="#/verify" aria-current={route?.page === 'verify' ? 'page' : undefined}>
          Verify a log
        </a>
      </nav>
      {route ? (
        <Suspense fallback={loading}>
          <RoomPages route={route} registry={registry} />
        </Suspense>
      ) : dice ? (
        <Suspense fallback={loading}>
          <DiceBoxPage notation={dice.notation} />
        </Suspense>
      ) : (
        solo
      )}
    </>
  );
}
