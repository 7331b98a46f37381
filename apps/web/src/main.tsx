import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { RouteSwitch } from './app/route-switch.js';
import { OddsWorkerContext } from './odds/odds-worker-context.js';
import './styles.css';
import { canUseOddsWorker, createOddsWorker } from './workers/create-odds-worker.js';

const root = createRoot(document.getElementById('root')!);
root.render(
  <p className="loading" role="status">
    Loading the game systems…
  </p>,
);

// Offline once loaded: the service worker caches the app shell and its hashed assets (production builds only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => {
      console.warn('Offline mode is not available:', error);
    });
  });
}

// The game systems (and zod, which their schemas use) are their own chunk, fetched at once beside the app shell:
// the page paints before they arrive, and the service worker keeps both for offline use.
const { registry } = await import('./composition/app-registry.js');

// Odds are computed in a Web Worker (its own chunk, with the same systems), so heavy odds never freeze the page.
root.render(
  <StrictMode>
    <OddsWorkerContext value={canUseOddsWorker() ? createOddsWorker : undefined}>
      <RouteSwitch registry={registry} solo={<App registry={registry} />} />
    </OddsWorkerContext>
  </StrictMode>,
);
