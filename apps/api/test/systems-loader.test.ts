// VERDICT_SYSTEMS: extra game-system packages loaded at start-up, and clear failures for bad ones.
import { describe, expect, it } from 'vitest';
import { failToStart, startServer } from './server-process.js';

describe('VERDICT_SYSTEMS', () => {
  it('loads a system package by path, served beside the bundled ones', async () => {
    const server = await startServer({ VERDICT_SYSTEMS: './test-fixtures/system-coin' });
    try {
      const { systems } = await (await fetch(`${server.url}/v1/systems`)).json();
      expect(systems.map((s: { id: string }) => s.id)).toEqual([
        'd20-roll-under',
        '2d6-pool',
        't13',
        'srd52',
        'coin',
      ]);
      const flip = await fetch(`${server.url}/v1/systems/coin/tests/flip/resolve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: { call: 'heads' }, dice: [1] }),
      });
      expect((await flip.json()).outcome).toMatchObject({ label: 'Called it', result: 'success' });
      const openapi = await (await fetch(`${server.url}/openapi.json`)).json();
      expect(openapi.components.schemas['coin.flip.Input']).toBeDefined();
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('exits 1 naming a package that is not found', async () => {
    const failed = await failToStart({ VERDICT_SYSTEMS: '@acme/system-missing' });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^Verdict: System package '@acme\/system-missing' not found/);
    const path = await failToStart({ VERDICT_SYSTEMS: './test-fixtures/nowhere' });
    expect(path.stderr).toContain("System package './test-fixtures/nowhere' not found");
  });

  it('exits 1 naming a package that exports no game system', async () => {
    const failed = await failToStart({
      VERDICT_SYSTEMS: './test-fixtures/system-coin,./test-fixtures/no-system',
    });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("System package './test-fixtures/no-system' exports no game system");
  });

  it("exits 1 with the registry's named error for an invalid system", async () => {
    const failed = await failToStart({ VERDICT_SYSTEMS: './test-fixtures/bad-api-version' });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      "System package './test-fixtures/bad-api-version': System 'future': unsupported apiVersion 2, expected 1",
    );
  });

  it('exits 1 naming the package of a duplicate system id', async () => {
    const failed = await failToStart({ VERDICT_SYSTEMS: './test-fixtures/duplicate-id' });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("Duplicate system id 'd20-roll-under'");
    expect(failed.stderr).toContain("System package './test-fixtures/duplicate-id'");
  });
});
