/**
 * @module
 * One built-in system, loaded alone: `verdict resolve|odds|tool <system> ...` with a built-in id (and no system
 * package) needs only that system, so its start loads neither the others' rules nor the schemas they build at
 * load (srd52 alone is a third of the systems' code). Each import is its own chunk; the whole registry
 * (registry.ts) imports the same modules.
 */
import { createRegistry, type GameSystemV1, type Registry } from '@verdict/core';
import { builtInSystem, builtInSystems } from './built-in-manifest.js';
import { withManifestSchemas } from './built-in-schemas.js';

const LOADERS: Readonly<Record<string, () => Promise<GameSystemV1>>> = {
  'd20-roll-under': async () => (await import('@verdict/system-d20-roll-under')).d20RollUnder,
  '2d6-pool': async () => (await import('@verdict/system-2d6-pool')).twoD6Pool,
  t13: async () => (await import('@verdict/system-t13')).t13,
  srd52: async () => (await import('@verdict/system-srd52')).srd52,
};

/** Whether an id is a built-in system's (one of the systems this build bundles). */
export function isBuiltInId(id: string): boolean {
  return Object.hasOwn(LOADERS, id);
}

/** The commands whose first argument names the one system they use. */
const ONE_SYSTEM_COMMANDS: ReadonlySet<string> = new Set(['resolve', 'odds', 'tool']);

/**
 * The registry of the one built-in system a command line names, or undefined when it needs more (another
 * command, a system package, an id that is not built in).
 *
 * @example
 * await oneSystemRegistry('resolve', ['d20-roll-under', 'check'], []); // a registry of d20-roll-under alone
 */
export async function oneSystemRegistry(
  command: string | undefined,
  positionals: readonly string[],
  packages: readonly string[],
): Promise<Registry | undefined> {
  const id = positionals[0];
  if (command === undefined || !ONE_SYSTEM_COMMANDS.has(command) || packages.length > 0 || id === undefined)
    return undefined;
  const load = Object.hasOwn(LOADERS, id) ? LOADERS[id] : undefined;
  if (!load) return undefined;
  const loaded = await load();
  // The build's manifest of this version describes its schemas: no JSON Schema conversion at the start, and no
  // zod for a valid input of a test the build proved exact.
  const built = builtInSystem(id);
  const system =
    built?.manifest.version === loaded.version
      ? withManifestSchemas(loaded, built.manifest, built.exact)
      : loaded;
  builtInSystems.add(system);
  return createRegistry([system]);
}
