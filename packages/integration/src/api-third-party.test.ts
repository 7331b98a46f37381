// Issue 9: a third-party system, installed from its packed tarball beside the API (nothing published), is
// loaded through VERDICT_SYSTEMS by the real server and resolves over HTTP like the built-in systems.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startServer } from '@verdict/test-utils/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmEnv, npmProject, pack, workspacePackage } from './packed.js';

const work = mkdtempSync(join(tmpdir(), 'verdict-api-third-party-'));
let server: ServerProcess | undefined;
let baseUrl = '';

beforeAll(async () => {
  const tarballs = await pack(
    ['@verdict/core', '@verdict/dice', '@verdict/system-template'].map(workspacePackage),
    join(work, 'tarballs'),
  );
  const file = (name: string) => `file:${tarballs.get(name)}`;
  await npmProject(join(work, 'site'), {
    name: 'my-verdict-site',
    private: true,
    dependencies: {
      '@verdict/core': file('@verdict/core'),
      '@verdict/dice': file('@verdict/dice'),
      '@verdict/system-template': file('@verdict/system-template'),
    },
    overrides: { '@verdict/dice': '$@verdict/dice', '@verdict/core': '$@verdict/core' },
  });
  server = await startServer(
    { VERDICT_SYSTEMS: join(work, 'site', 'node_modules', '@verdict', 'system-template') },
    npmEnv(),
  );
  baseUrl = server.url;
});

afterAll(() => {
  server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('a third-party system package served by the API', () => {
  it('is listed beside the built-in systems', async () => {
    const body = (await (await fetch(`${baseUrl}/v1/systems`)).json()) as { systems: { id: string }[] };
    expect(body.systems.map((s) => s.id)).toEqual([
      'd20-roll-under',
      '2d6-pool',
      't13',
      'srd52',
      'target-pool',
    ]);
  });

  it('resolves one of its tests over HTTP with entered dice', async () => {
    const response = await fetch(`${baseUrl}/v1/systems/target-pool/tests/check/resolve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: { dice: 5, target: 5, needed: 2 }, dice: [6, 2, 5, 1, 3] }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { outcome: Record<string, unknown>; dice: unknown[] };
    expect(body.outcome).toMatchObject({ result: 'success', label: 'Success', tier: 1, margin: 0 });
    expect(body.dice).toHaveLength(5);
  });

  it('answers its bad input with a 422 naming the field', async () => {
    const response = await fetch(`${baseUrl}/v1/systems/target-pool/tests/check/resolve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: { dice: 'five', target: 5, needed: 2 } }),
    });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { errors: { path: string }[] };
    expect(problem.errors[0]!.path).toBe('/input/dice');
  });
});
