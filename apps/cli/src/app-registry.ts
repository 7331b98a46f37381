import type { Registry } from '@verdict/core';

/**
 * The registry of the built-in systems and any `--system-package` ones. Its chunk (the systems, and zod that
 * their schemas use) loads only here, so the commands that need no system start without it.
 */
export async function appRegistry(packages: readonly string[], cwd: string): Promise<Registry> {
  const [{ createAppRegistry }, { loadSystemPackages }] = await Promise.all([
    import('./registry.js'),
    import('./system-packages.js'),
  ]);
  return createAppRegistry(await loadSystemPackages(packages, cwd));
}
