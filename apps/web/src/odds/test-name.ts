import type { Registry } from '@verdict/core';

/**
 * A test's name for people: its title and its system's name ("Check (d20 roll-under)"), or its ids
 * ("d20-roll-under/check") when this registry does not know it (a room's log written by a newer server). Used to
 * name the odds shown, so each headline on a page has its own accessible name.
 *
 * @example
 * testName(registry, 'd20-roll-under', 'check'); // 'Check (d20 roll-under)'
 */
export function testName(registry: Registry, system: string, test: string): string {
  const found = registry.systems.find((s) => s.id === system);
  const definition = found && Object.hasOwn(found.tests, test) ? found.tests[test] : undefined;
  return found && definition ? `${definition.title} (${found.name})` : `${system}/${test}`;
}
