/**
 * @module
 * What `verdict --version` prints: the CLI's own version, then the engine's and each game system's, so a
 * bug report or a shared result names exactly what resolved it.
 */
import type { Registry } from '@verdict/core';
import corePackage from '@verdict/core/package.json' with { type: 'json' };
import dicePackage from '@verdict/dice/package.json' with { type: 'json' };
import cliPackage from '../package.json' with { type: 'json' };

/**
 * The version lines: `verdict X`, the engine (`@verdict/core` and `@verdict/dice`, bundled into the CLI),
 * and one line per system (built-in and loaded with `--system`).
 *
 * @example
 * versionText(createAppRegistry());
 * // verdict 0.0.0 (its package.json version)
 * // engine: @verdict/core 1.0.0, @verdict/dice 1.0.0
 * // systems: d20-roll-under 1.0.0, 2d6-pool 1.0.0, t13 1.0.0
 */
export function versionText(registry: Registry): string {
  const systems = registry.systems.map((system) => `${system.id} ${system.version}`).join(', ');
  return [
    `verdict ${cliPackage.version}`,
    `engine: @verdict/core ${corePackage.version}, @verdict/dice ${dicePackage.version}`,
    `systems: ${systems}`,
  ].join('\n');
}

/**
 * The same versions as JSON (`verdict --version --json`).
 *
 * @example
 * versionJson(createAppRegistry());
 * // { verdict: '0.0.0', engine: { '@verdict/core': '1.0.0', '@verdict/dice': '1.0.0' }, systems: [{ id, version }] }
 */
export function versionJson(registry: Registry) {
  return {
    verdict: cliPackage.version,
    engine: { '@verdict/core': corePackage.version, '@verdict/dice': dicePackage.version },
    systems: registry.systems.map((system) => ({ id: system.id, version: system.version })),
  };
}
