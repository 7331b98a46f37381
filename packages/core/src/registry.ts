import type { GameSystemV1, TestDefinitionV1 } from './contract.js';
import { VerdictError } from './errors.js';
import type { ToolDefinitionV1 } from './tool.js';

/** An immutable set of game systems, built once at start-up by each app's composition root. */
export interface Registry {
  /** The systems, in the order they were registered. */
  readonly systems: readonly GameSystemV1[];
  /** A system by id; throws `unknown_system`. */
  system(id: string): GameSystemV1;
  /** A test by system and test id; throws `unknown_system` or `unknown_test`. */
  test(systemId: string, testId: string): TestDefinitionV1;
  /** A tool by system and tool id; throws `unknown_system` or `unknown_tool`. */
  tool(systemId: string, toolId: string): ToolDefinitionV1;
}

const ID = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Checks each system against the contract (shape, `apiVersion`, duplicate ids) and freezes the result.
 *
 * @example
 * const registry = createRegistry([d20RollUnder, twoD6Pool, t13]);
 * registry.test('d20-roll-under', 'check');
 */
export function createRegistry(systems: readonly unknown[]): Registry {
  const byId = new Map<string, GameSystemV1>();
  for (const [index, candidate] of systems.entries()) {
    const system = checkSystem(candidate, index);
    if (byId.has(system.id)) {
      throw new VerdictError(
        'duplicate_system',
        `Duplicate system id '${system.id}': each system can be registered once`,
      );
    }
    byId.set(system.id, system);
  }
  const list = Object.freeze([...byId.values()]);
  return Object.freeze({
    systems: list,
    system(id: string) {
      const system = byId.get(id);
      if (!system) {
        throw new VerdictError(
          'unknown_system',
          `Unknown system '${id}', expected one of: ${[...byId.keys()].join(', ') || '(none registered)'}`,
          [{ path: ['system'], message: `unknown system '${id}'` }],
        );
      }
      return system;
    },
    test(systemId: string, testId: string) {
      const system = this.system(systemId);
      const test = Object.hasOwn(system.tests, testId) ? system.tests[testId] : undefined;
      if (!test) {
        throw new VerdictError(
          'unknown_test',
          `Unknown test '${testId}' of ${systemId}, expected one of: ${Object.keys(system.tests).join(', ')}`,
          [{ path: ['test'], message: `unknown test '${testId}'` }],
        );
      }
      return test;
    },
    tool(systemId: string, toolId: string) {
      const tools = this.system(systemId).tools ?? {};
      const tool = Object.hasOwn(tools, toolId) ? tools[toolId] : undefined;
      if (!tool) {
        const known = Object.keys(tools);
        throw new VerdictError(
          'unknown_tool',
          `Unknown tool '${toolId}' of ${systemId}, expected ${known.length > 0 ? `one of: ${known.join(', ')}` : 'none (it has no tools)'}`,
          [{ path: ['tool'], message: `unknown tool '${toolId}'` }],
        );
      }
      return tool;
    },
  });
}

/** What is wrong with a test's display labels ("winners.first: expected a string"), if anything. */
function checkLabels(labels: unknown): string | undefined {
  if (labels === undefined) return undefined;
  if (typeof labels !== 'object' || labels === null) return ': expected an object';
  const record = labels as Record<string, unknown>;
  for (const key of ['winners', 'groups', 'fields', 'sides', 'named'] as const) {
    const map = record[key];
    if (map === undefined) continue;
    if (typeof map !== 'object' || map === null) return `${key}: expected an object of strings`;
    for (const [value, word] of Object.entries(map)) {
      if (typeof word !== 'string') return `${key}.${value}: expected a string`;
    }
  }
  const odds = record.odds;
  if (odds !== undefined) {
    if (typeof odds !== 'object' || odds === null) return 'odds: expected an object';
    for (const [key, entry] of Object.entries(odds)) {
      if (typeof (entry as { label?: unknown } | null)?.label !== 'string')
        return `odds.${key}: expected { label: string }`;
    }
  }
  return undefined;
}

function checkSystem(candidate: unknown, index: number): GameSystemV1 {
  const where = `System ${index + 1}`;
  const invalid = (message: string): never => {
    throw new VerdictError('invalid_system', `${where}: ${message}`);
  };
  if (typeof candidate !== 'object' || candidate === null) invalid('expected a game system object');
  const system = candidate as Partial<GameSystemV1>;
  const name = typeof system.id === 'string' ? `System '${system.id}'` : where;
  if (system.apiVersion !== 1) {
    throw new VerdictError(
      'unsupported_api_version',
      `${name}: unsupported apiVersion ${JSON.stringify(system.apiVersion)}, expected 1 (this is @verdict/core 1.x)`,
    );
  }
  if (typeof system.id !== 'string' || !ID.test(system.id))
    invalid(`expected an id in kebab-case, got ${JSON.stringify(system.id)}`);
  for (const key of ['name', 'version', 'description'] as const) {
    if (typeof system[key] !== 'string') invalid(`${name} needs a string '${key}'`);
  }
  if (typeof system.tests !== 'object' || system.tests === null || Object.keys(system.tests).length === 0) {
    invalid(`${name} needs at least one test`);
  }
  for (const [id, test] of Object.entries(system.tests!)) {
    const t = test as Partial<TestDefinitionV1>;
    const label = `${name}, test '${id}'`;
    if (!ID.test(id)) invalid(`${label}: expected a test id in kebab-case`);
    if (typeof t.title !== 'string' || typeof t.description !== 'string')
      invalid(`${label} needs a title and a description`);
    for (const fn of ['resolve', 'odds', 'needs'] as const) {
      if (typeof t[fn] !== 'function') invalid(`${label} needs a '${fn}' function`);
    }
    const std = t.input?.['~standard'];
    if (!std || typeof std.validate !== 'function' || typeof std.jsonSchema?.input !== 'function') {
      invalid(
        `${label}: its input must be a Standard Schema with a JSON Schema converter (zod 4, valibot, arktype)`,
      );
    }
    if (!Array.isArray(t.examples)) invalid(`${label} needs an examples list`);
    const choices = t.rounds?.choices?.['~standard'];
    if (
      t.rounds?.choices !== undefined &&
      (typeof choices?.validate !== 'function' || typeof choices.jsonSchema?.input !== 'function')
    ) {
      invalid(`${label}: its rounds' choices must be a Standard Schema with a JSON Schema converter`);
    }
    const wrongLabels = checkLabels(t.labels);
    if (wrongLabels) invalid(`${label}: labels${wrongLabels.startsWith(':') ? '' : '.'}${wrongLabels}`);
  }
  for (const [id, tool] of Object.entries(system.tools ?? {})) {
    const t = tool as Partial<ToolDefinitionV1>;
    const label = `${name}, tool '${id}'`;
    if (!ID.test(id)) invalid(`${label}: expected a tool id in kebab-case`);
    if (typeof t.title !== 'string' || typeof t.description !== 'string')
      invalid(`${label} needs a title and a description`);
    if (typeof t.run !== 'function') invalid(`${label} needs a 'run' function`);
    const std = t.input?.['~standard'];
    if (!std || typeof std.validate !== 'function' || typeof std.jsonSchema?.input !== 'function') {
      invalid(`${label}: its input must be a Standard Schema with a JSON Schema converter`);
    }
    if (!Array.isArray(t.examples) || t.examples.length === 0) invalid(`${label} needs at least one example`);
  }
  return Object.freeze(candidate as GameSystemV1);
}
