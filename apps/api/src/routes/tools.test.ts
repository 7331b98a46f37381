import { describe, expect, it } from 'vitest';
import { expectProblem, post, testApp } from '../../test/http.js';
import { toolResponse } from '../schemas/responses.js';

const { app } = testApp();

describe('POST /v1/systems/{system}/tools/{tool}', () => {
  it("answers 404 naming the system's tools for an unknown one", async () => {
    const problem = await expectProblem(
      await post(app, '/v1/systems/d20-roll-under/tools/nope', { input: {} }),
      404,
      'unknown_tool',
    );
    expect(problem.detail).toContain("Unknown tool 'nope'");
  });

  it("runs T13's Value of a Boon and names the field of bad input", async () => {
    const response = await post(app, '/v1/systems/t13/tools/boon-value', { input: { boon: 13 } });
    expect(response.status).toBe(200);
    const body = toolResponse.parse(await response.json());
    expect(body).toMatchObject({ system: 't13', tool: 'boon-value' });
    expect(body.lines.join(' ')).toContain('Value 66');
    const bad = await expectProblem(
      await post(app, '/v1/systems/t13/tools/boon-value', { input: { boon: 'x' } }),
      422,
      'invalid_input',
    );
    expect(bad.errors![0]!.path).toBe('/input/boon');
  });

  it('runs every tool of every system on its first example, answering the documented shape', async () => {
    const systems = (await (await app.request('/v1/systems')).json()) as {
      systems: { id: string; tools: { id: string; examples: { input: unknown }[] }[] }[];
    };
    expect(systems.systems.flatMap((s) => s.tools).length).toBeGreaterThan(0);
    for (const system of systems.systems) {
      for (const tool of system.tools) {
        const response = await post(app, `/v1/systems/${system.id}/tools/${tool.id}`, {
          input: tool.examples[0]!.input,
        });
        expect(response.status).toBe(200);
        expect(toolResponse.parse(await response.json()).lines.length).toBeGreaterThan(0);
      }
    }
  });
});
