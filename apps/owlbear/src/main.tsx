/**
 * @module
 * The extension's page, shown by Owlbear Rodeo in its popover: once Owlbear says it is ready, the player and
 * the game systems, then the table, in Owlbear's theme. A start-up that fails or takes past 8 s ends on a
 * message and a Retry. Odds are worked out in the web app's odds worker.
 */

import type { Registry } from '@verdict/core';
import { canUseOddsWorker, createOddsWorker, OddsWorkerContext } from '@verdict/web/embed';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followTheme, insideOwlbear, type OwlbearPlayer, owlbearReady, readPlayer } from './owlbear.js';
import { Popover } from './popover.js';
import '@verdict/web/styles.css';
import '@verdict/web/room.css';
import './owlbear.css';

const root = createRoot(document.getElementById('root')!);

/**
 * How long Owlbear's first answers may take before the popover says so and offers a Retry (the SDK gives up
 * on each call after 5 s; this catches an Owlbear that never says it is ready).
 */
const START_TIMEOUT_MS = 8000;

/** `work`, or a rejection after `ms`. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Waits for Owlbear, then shows the table; a start-up that fails or times out ends on a message and a Retry. */
async function start(): Promise<void> {
  root.render(
    <p className="loading" role="status">
      Waiting for Owlbear Rodeo…
    </p>,
  );
  let player: OwlbearPlayer;
  let registry: Registry;
  try {
    [player, { registry }] = await within(
      START_TIMEOUT_MS,
      Promise.all([owlbearReady().then(readPlayer), import('@verdict/web/app-registry')]),
    );
  } catch (error) {
    const said = (error as { message?: unknown } | undefined)?.message;
    root.render(
      <main className="owlbear">
        <h1>Verdict table</h1>
        <p className="problem" role="alert">
          Owlbear Rodeo did not answer: {typeof said === 'string' ? said : String(error)}. Close and open the
          extension, or try again.
        </p>
        {/* Owlbear says it is ready when the extension's page loads: a Retry loads it again. */}
        <button type="button" onClick={() => globalThis.location.reload()}>
          Retry
        </button>
      </main>,
    );
    return;
  }
  void followTheme((scheme) => {
    document.documentElement.dataset.theme = scheme;
  }).catch(() => {
    // No theme from Owlbear: the popover stays dark, as Owlbear's default.
  });
  root.render(
    <StrictMode>
      <OddsWorkerContext value={canUseOddsWorker() ? createOddsWorker : undefined}>
        <Popover player={player} registry={registry} />
      </OddsWorkerContext>
    </StrictMode>,
  );
}

if (!insideOwlbear()) {
  root.render(
    <main className="owlbear">
      <h1>Verdict table</h1>
      <p>
        This is an Owlbear Rodeo extension. To use it, add{' '}
        <code>{new URL('manifest.json', globalThis.location.href).href}</code> in Owlbear Rodeo (Extensions,
        then Add Custom Extension), and open it from the room's action bar.
      </p>
    </main>,
  );
} else {
  // Owlbear's own default is dark: the popover starts dark, then follows Owlbear's theme.
  document.documentElement.dataset.theme = 'dark';
  void start();
}
