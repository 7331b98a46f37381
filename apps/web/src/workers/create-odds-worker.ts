import type { OddsWorker } from './odds-client.js';

/**
 * Starts the odds worker (`odds.worker.ts`, a chunk of its own: the systems and the dice engine, outside the first
 * load). Vite finds the worker by this exact `new Worker(new URL(…, import.meta.url))` form.
 */
export function createOddsWorker(): OddsWorker {
  return new Worker(new URL('./odds.worker.ts', import.meta.url), {
    type: 'module',
    name: 'verdict-odds',
  }) as unknown as OddsWorker;
}

/** Whether this browser can run the odds in a worker (module workers); where not, the page computes them itself. */
export function canUseOddsWorker(): boolean {
  return typeof Worker === 'function';
}
