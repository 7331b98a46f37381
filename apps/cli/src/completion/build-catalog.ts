/**
 * @module
 * Run once by the build (tsup's `onSuccess`), then deleted: writes the built-in systems' completion catalog
 * beside the bundle, so a TAB answers without loading the engine (see complete.ts), and their manifest
 * (built-in-manifest.ts), whole and by system, with the tests whose JSON Schema is exact (exact/exact-tests.ts).
 */
import { writeFileSync } from 'node:fs';
import { describeRegistry } from '@verdict/core';
import { type BuiltInSystem, MANIFEST_FILE, systemFile } from '../built-in-manifest.js';
import { HELP } from '../commands/help.js';
import { exactTests } from '../exact/exact-tests.js';
import { createAppRegistry } from '../registry.js';
import { versionText } from '../version.js';
import { catalogOf } from './catalog.js';
import { CATALOG_FILE } from './complete.js';

const registry = createAppRegistry();
const texts = { version: versionText(registry), help: HELP.main! };
writeFileSync(
  new URL(`./${CATALOG_FILE}`, import.meta.url),
  `${JSON.stringify({ ...catalogOf(registry), texts })}\n`,
);
const manifest = describeRegistry(registry);
writeFileSync(new URL(`./${MANIFEST_FILE}`, import.meta.url), `${JSON.stringify(manifest)}\n`);
const exact = exactTests(registry, manifest);
for (const system of manifest.systems) {
  const built: BuiltInSystem = { manifest: system, exact: exact[system.id] ?? [] };
  writeFileSync(new URL(`./${systemFile(system.id)}`, import.meta.url), `${JSON.stringify(built)}\n`);
}
