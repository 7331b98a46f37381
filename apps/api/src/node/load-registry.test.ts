// The server's registry refuses, at start-up and naming the package, an extra system whose schema has no JSON
// Schema form: the listing, the OpenAPI document and the docs page are built on their first request, so such a
// schema would otherwise fail them then (issue 32).
import { join } from 'node:path';
import { SystemLoadError } from '@verdict/loader';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from './load-registry.js';

const API = join(import.meta.dirname, '..', '..');

describe('loadRegistry', () => {
  it('registers an extra system beside the bundled ones', async () => {
    const registry = await loadRegistry(['./test-fixtures/system-coin'], API);
    expect(registry.systems.map((system) => system.id)).toEqual([
      'd20-roll-under',
      '2d6-pool',
      't13',
      'srd52',
      'coin',
    ]);
  });

  it('refuses a package whose system has a schema with no JSON Schema form, naming it', async () => {
    const refusal = loadRegistry(['./test-fixtures/system-unconvertible'], API);
    await expect(refusal).rejects.toBeInstanceOf(SystemLoadError);
    await expect(refusal).rejects.toThrow(
      /^System package '\.\/test-fixtures\/system-unconvertible': a schema of its system 'unconvertible' has no JSON Schema form \(.+\)$/,
    );
  });
});
