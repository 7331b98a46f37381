/// <reference path="../extra-systems.d.ts" />
/**
 * @module
 * The app's registry, made when this module loads: the bundled systems and those the build adds
 * (`VERDICT_SYSTEMS`). `main.tsx` imports it on its own, so the systems and zod are one chunk fetched beside the
 * app shell rather than part of the first load.
 */
import { extraSystems } from 'virtual:verdict-extra-systems';
import { createAppRegistry } from './registry.js';

export const registry = createAppRegistry(extraSystems);
