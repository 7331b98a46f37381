/**
 * @module
 * The built-in systems' manifest (`describeRegistry`: each test's JSON Schema), written by the build beside the
 * bundle, so that a command does not convert every schema again at each start (the conversion was about a quarter
 * of `verdict systems`'s CPU, and `resolve`/`odds` converted a whole system to read one test). `verdict systems`
 * without system packages reads only this file: it starts without the systems and zod. Run from the sources (no
 * build), or for a system that is not built in, the manifest is described from the registry as before.
 */
import { readFileSync } from 'node:fs';
import { describeRegistry, describeSystem, type Registry, type SystemManifest } from '@verdict/core';

/** The file the build writes beside bin.js. */
export const MANIFEST_FILE = 'built-in-manifest.json';

/**
 * The file the build writes beside bin.js for each built-in system: its manifest alone, and the tests whose JSON
 * Schema the build proved exact (exact/exact-tests.ts), so a valid input is checked without zod
 * (built-in-schemas.ts). `resolve`/`odds` of one system read this, not the whole manifest (issue 38).
 */
export const systemFile = (id: string): string => `built-in-${id}.json`;

/** What the build wrote for one built-in system (`systemFile`). */
export interface BuiltInSystem {
  readonly manifest: SystemManifest;
  readonly exact: readonly string[];
}

/** The built-in system objects (registry.ts adds them), so a manifest is taken from the file only for them. */
export const builtInSystems = new WeakSet<object>();

let read: { systems: SystemManifest[] } | null | undefined;
const readSystems = new Map<string, BuiltInSystem | null>();

/** The build's manifest of the built-in systems, or undefined when there is none (a run from the sources). */
export function builtInManifest(): { systems: SystemManifest[] } | undefined {
  if (read === undefined) {
    try {
      read = JSON.parse(readFileSync(new URL(`./${MANIFEST_FILE}`, import.meta.url), 'utf8'));
    } catch {
      read = null;
    }
  }
  return read ?? undefined;
}

/** What the build wrote for built-in system `id` (the same object each time), or undefined without a build. */
export function builtInSystem(id: string): BuiltInSystem | undefined {
  if (!readSystems.has(id)) {
    let found: BuiltInSystem | null = null;
    try {
      if (/^[a-z0-9-]+$/.test(id))
        found = JSON.parse(readFileSync(new URL(`./${systemFile(id)}`, import.meta.url), 'utf8'));
    } catch {
      found = null;
    }
    readSystems.set(id, found);
  }
  return readSystems.get(id) ?? undefined;
}

/**
 * `describeSystem(registry, id)`, from the build's manifest when the registry's system is the built-in one of
 * that version.
 *
 * @example
 * systemManifest(registry, 'd20-roll-under').tests[0].inputSchema;
 */
export function systemManifest(registry: Registry, id: string): SystemManifest {
  const system = registry.systems.find((s) => s.id === id);
  const built = builtInSystem(id)?.manifest;
  if (system && built && builtInSystems.has(system) && built.version === system.version) return built;
  return describeSystem(registry, id);
}

/** `describeRegistry(registry)`, each built-in system from the build's manifest. */
export function registryManifest(registry: Registry): { systems: SystemManifest[] } {
  if (registry.systems.some((system) => !builtInSystems.has(system))) return describeRegistry(registry);
  return { systems: registry.systems.map((system) => systemManifest(registry, system.id)) };
}
