import { describe, expect, it } from 'vitest';
import { expectProblem, testApp } from '../../test/http.js';
import { health, systemManifest, systemsList } from '../schemas/responses.js';

const { app } = testApp();

describe('discovery', () => {
  it('GET /healthz answers ok, and HEAD too', async () => {
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(health.parse(await response.json())).toEqual({ status: 'ok' });
    expect((await app.request('/healthz', { method: 'HEAD' })).status).toBe(200);
  });

  it('GET /v1/systems lists every system and test with a JSON Schema 2020-12 input and examples', async () => {
    const response = await app.request('/v1/systems');
    expect(response.headers.get('content-type')).toBe('application/json');
    const { systems } = systemsList.parse(await response.json());
    expect(systems.map((s) => s.id)).toEqual(['d20-roll-under', '2d6-pool', 't13', 'srd52']);
    for (const system of systems) {
      expect(system).toMatchObject({
        name: expect.any(String),
        version: expect.any(String),
        description: expect.any(String),
      });
      for (const test of system.tests) {
        expect(test.inputSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
        expect(test.inputSchema.type).toBe('object');
        expect(test.examples.length).toBeGreaterThan(0);
      }
    }
  });

  it('GET /v1/systems/{system} is one entry of the list', async () => {
    const all = systemsList.parse(await (await app.request('/v1/systems')).json());
    const one = systemManifest.parse(await (await app.request('/v1/systems/t13')).json());
    expect(one).toEqual(all.systems.find((s) => s.id === 't13'));
  });

  it('answers 404 naming the systems there are for an unknown one', async () => {
    const problem = await expectProblem(await app.request('/v1/systems/d6-fudge'), 404, 'unknown_system');
    expect(problem.detail).toBe(
      "Unknown system 'd6-fudge', expected one of: d20-roll-under, 2d6-pool, t13, srd52",
    );
  });
});
