// Bundled into dist by tsup (a relative JSON import), so the published engine reports its own version without
// a second copy that could drift from package.json.
import { version } from '../package.json';

/**
 * The version of `@verdict/core` running: play records carry it.
 *
 * @example
 * ENGINE_VERSION; // '1.1.0'
 */
export const ENGINE_VERSION: string = version;
