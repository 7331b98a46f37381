import { boonValueTool } from './boon-value.js';
import { geometryTool } from './geometry.js';
import { helpersTool } from './helpers.js';

/**
 * The T13 toolkit as system tools: frontends draw their forms from the manifest and show their lines, with no
 * code of their own.
 */
export const t13Tools = {
  'boon-value': boonValueTool,
  helpers: helpersTool,
  geometry: geometryTool,
};

export { boonValueTool, geometryTool, helpersTool };
