// The merge of the play routes (step, tools) with issue 17's job runner: on the real server they run as jobs
// (a tool, of no declared cost, in a worker thread under the deadline), and answer as they do inline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ WORKERS: '1' });
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
});

const resist = { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } };

describe('step and tool routes as jobs', () => {
  it("runs T13's Value of a Boon in a worker, and its bad input is still a 422 naming the field", async () => {
    const ok = await call(server.url, 'POST', '/v1/systems/t13/tools/boon-value', {
      body: { input: { boon: 13 } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.lines.join(' ')).toContain('Value 66');
    const bad = await call(server.url, 'POST', '/v1/systems/t13/tools/boon-value', {
      body: { input: { boon: 'x' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 'invalid_input', errors: [{ path: '/input/boon' }] });
  });

  it('plays a contest round by round from a fresh seed, drawing the dice resolving it with that seed draws', async () => {
    const path = '/v1/systems/d20-roll-under/tests/resist';
    const first = await call(server.url, 'POST', `${path}/step`, { body: { input: resist } });
    expect(first.status).toBe(200);
    const seed: string = first.body.seed;
    expect(seed).toEqual(expect.any(String));
    const faces: number[] = first.body.dice.map((d: { face: number }) => d.face);
    let round = first.body;
    while (!round.done) {
      const next = await call(server.url, 'POST', `${path}/step`, {
        body: { input: resist, state: round.state, seed, position: round.position },
      });
      expect(next.status).toBe(200);
      round = next.body;
      faces.push(...round.dice.map((d: { face: number }) => d.face));
    }
    const whole = await call(server.url, 'POST', `${path}/resolve`, { body: { input: resist, seed } });
    expect(whole.status).toBe(200);
    expect(faces).toEqual(whole.body.dice.map((d: { face: number }) => d.face));
    expect(round.outcome.label).toBe(whole.body.outcome.label);
  });
});
