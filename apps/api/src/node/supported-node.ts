/**
 * Which Node.js runs the server: 20.19 or later (22 and 24 are the LTS lines a new user has; 20 is past its end
 * of life and kept while machines still have it). An older Node gets one line at start-up, never a crash deep in
 * a dependency. `scripts/node-support.mjs` says the same for `npm start` and `npm test`, and `engines` in every
 * package.json.
 */

/** The oldest Node.js the server runs on. */
export const MINIMUM_NODE = [20, 19] as const;

/**
 * The line to print when `version` is older than {@link MINIMUM_NODE}, else undefined.
 *
 * @example
 * unsupportedNode('18.20.4'); // 'Verdict needs Node.js 20.19 or later (22 or 24 recommended); this is Node.js 18.20.4.'
 * unsupportedNode('24.21.0'); // undefined
 */
export function unsupportedNode(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  const [needMajor, needMinor] = MINIMUM_NODE;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return undefined;
  return `Verdict needs Node.js ${needMajor}.${needMinor} or later (22 or 24 recommended); this is Node.js ${version}.`;
}
