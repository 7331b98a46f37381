import { closestName, type Registry, VerdictError } from '@verdict/core';

/**
 * `: did you mean 'x'?` when a known name is close to what was typed (the engine's `closestName`, as for
 * fields), else nothing.
 *
 * @example
 * didYouMean('chek', ['check', 'horror']); // ": did you mean 'check'?"
 */
export function didYouMean(name: string, known: readonly string[]): string {
  const closest = closestName(name, known);
  return closest === undefined ? '' : `: did you mean '${closest}'?`;
}

/**
 * Checks a system id, and a test or tool id of it, before the engine is asked: an unknown one throws the
 * engine's error (`unknown_system`, `unknown_test`, `unknown_tool`: exit 2, a 404 problem under `--json`)
 * with a did-you-mean and the ids known.
 *
 * @example
 * checkIds(registry, 'd20-roll-under', { test: 'chek' });
 * // VerdictError: Unknown test 'chek' of d20-roll-under: did you mean 'check'? Expected one of: check, ...
 */
export function checkIds(registry: Registry, system: string, what: { test?: string; tool?: string }): void {
  const systems = registry.systems.map((s) => s.id);
  const found = registry.systems.find((s) => s.id === system);
  if (!found) {
    throw new VerdictError('unknown_system', unknown(`Unknown system '${system}'`, system, systems));
  }
  if (what.test !== undefined && !Object.hasOwn(found.tests, what.test)) {
    const tests = Object.keys(found.tests);
    throw new VerdictError(
      'unknown_test',
      unknown(`Unknown test '${what.test}' of ${system}`, what.test, tests),
    );
  }
  if (what.tool !== undefined && !Object.hasOwn(found.tools ?? {}, what.tool)) {
    const tools = Object.keys(found.tools ?? {});
    throw new VerdictError(
      'unknown_tool',
      unknown(`Unknown tool '${what.tool}' of ${system}`, what.tool, tools),
    );
  }
}

/** "Unknown test 'chek' of x: did you mean 'check'? (expected one of: ...)", or without the guess. */
export function unknown(head: string, name: string, ids: readonly string[]): string {
  const known = ids.length === 0 ? 'none' : `one of: ${ids.join(', ')}`;
  // Beside a close name, the first word of one id only (`d20` of d20-roll-under, `2d6` of 2d6-pool) is that id.
  const begun = ids.filter((id) => id.startsWith(`${name}-`));
  const guess = didYouMean(name, ids) || (begun.length === 1 ? `: did you mean '${begun[0]}'?` : '');
  return guess ? `${head}${guess} (expected ${known})` : `${head}, expected ${known}`;
}
