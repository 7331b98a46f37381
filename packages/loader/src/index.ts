/**
 * @module
 * Loads third-party game-system packages for the API (`VERDICT_SYSTEMS`) and the CLI (`--system-package`,
 * `VERDICT_SYSTEMS`): one resolution and one set of checks and messages for both. Node only; private, bundled into
 * the apps.
 */
export { locatePackage } from './entry.js';
export { SystemLoadError } from './errors.js';
export { type LoadedPackage, type LoadOptions, loadSystemPackages } from './load.js';
