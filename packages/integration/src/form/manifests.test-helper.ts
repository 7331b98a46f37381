import { createRegistry, describeRegistry, type TestManifest } from '@verdict/core';
import type { JsonSchema } from '@verdict/form';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { srd52 } from '@verdict/system-srd52';
import { t13 } from '@verdict/system-t13';

/** The real systems' manifests, as every frontend gets them. */
export const registry = createRegistry([d20RollUnder, twoD6Pool, t13, srd52]);
export const systems = describeRegistry(registry).systems;

/** One test's manifest. */
export function manifestOf(system: string, test: string): TestManifest {
  return systems.find((s) => s.id === system)!.tests.find((t) => t.id === test)!;
}

/** One test's input schema. */
export function schemaOf(system: string, test: string): JsonSchema {
  return manifestOf(system, test).inputSchema as JsonSchema;
}
