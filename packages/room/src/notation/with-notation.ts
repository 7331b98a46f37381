import { createRegistry, type Registry } from '@verdict/core';
import { NOTATION_SYSTEM, notationSystem } from './notation-system.js';

const withIt = new WeakMap<Registry, Registry>();

/**
 * `registry` with the notation pseudo-system (`dice`) added, as every room uses it: the server that writes rolls,
 * the verifier that replays them and the screens that describe them. The same registry object for the same
 * `registry`; `registry` itself when it has `dice` already.
 *
 * @example
 * const rooms = withNotation(createAppRegistry());
 * rooms.test('dice', 'notation').title; // 'Dice'
 */
export function withNotation(registry: Registry): Registry {
  if (registry.systems.some((system) => system.id === NOTATION_SYSTEM)) return registry;
  let added = withIt.get(registry);
  if (!added) {
    added = createRegistry([...registry.systems, notationSystem]);
    withIt.set(registry, added);
  }
  return added;
}

/** Whether a roll or request is a plain notation roll. */
export const isNotation = (entry: { readonly system: string }): boolean => entry.system === NOTATION_SYSTEM;
