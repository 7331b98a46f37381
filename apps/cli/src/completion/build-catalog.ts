/**
 * @module
 * Run once by the build (tsup's `onSuccess`), then deleted: writes the built-in systems' completion catalog
 * beside the bundle, so a TAB answers without loading the engine (see complete.ts), and their manifest
 * (built-in-manifest.ts), with the tests whose JSON Schema is exact (exact/exact-tests.ts).
 */
import { writeFileSync } from 'node:fs';
import { describeRegistry } from '@verdict/core';
import { EXACT_FILE, MANIFEST_FILE } from '../built-in-manifest.js';
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
writeFileSync(
  new URL(`./${EXACT_FILE}`, import.meta.url),
  `${JSON.stringify(exactTests(registry, manifest))}\n`,
);
