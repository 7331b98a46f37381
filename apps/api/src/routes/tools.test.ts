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

  it('parses as the documented shape when a system has tools', async () => {
    const systems = (await (await app.request('/v1/systems')).json()) as {
      systems: { id: string; tools: { id: string; examples: { input: unknown }[] }[] }[];
    };
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
