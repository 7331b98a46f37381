import { createContext } from 'react';
import type { OddsWorker } from '../workers/odds-client.js';

/**
 * How the app starts an odds worker (`main.tsx` provides it). Without one (jsdom in the component tests, a browser
 * without workers) the odds are computed in the page, with the same code the worker runs.
 */
export const OddsWorkerContext = createContext<(() => OddsWorker) | undefined>(undefined);
