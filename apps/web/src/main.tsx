import { extraSystems } from 'virtual:verdict-extra-systems';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createAppRegistry } from './composition/registry.js';
import { RouteSwitch } from './room/route-switch.js';
import './styles.css';

const registry = createAppRegistry(extraSystems);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouteSwitch registry={registry} solo={<App registry={registry} />} />
  </StrictMode>,
);

// Offline once loaded: the service worker caches the app shell and its hashed assets (production builds only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => {
      console.warn('Offline mode is not available:', error);
    });
  });
}
