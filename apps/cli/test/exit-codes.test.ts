// Each kind of ending has its own exit code: 2 bad usage or input, 5 a server's refusal, 6 no server answering
// (and 0 done, 1 a bug, verify's 3 and 4). Each runs the built `verdict`; the refusal comes from a real server.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { roomServerPerFile } from './room-server.js';
import { runCli } from './run-cli.js';
import { tempConfigHome } from './temp-config.js';

const ROOM = '00000000-0000-4000-8000-000000000000';

/** A port nothing listens on: one the system handed out, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `verdict room join` with an invite the server does not know, in a fresh config folder. */
function join(server: string, ...extra: string[]) {
  const config = tempConfigHome();
  try {
    const args = ['room', 'join', 'invite-that-is-not', '--room', ROOM, '--server', server, '--name', 'Grog'];
    return runCli([...args, ...extra], { env: { XDG_CONFIG_HOME: config.dir } });
  } finally {
    config.remove();
  }
}

describe('exit codes', () => {
  const table = roomServerPerFile();

  it('bad input exits 2', () => {
    const run = runCli(['resolve', 'd20-roll-under', 'check', 'value=abc']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('value');
  });

  it("a server's refusal exits 5, with the server's problem", () => {
    const run = join(table.server.url);
    expect(run.code, run.stderr).toBe(5);
    expect(run.stderr).toMatch(/HTTP 4\d\d/);
    const problem = JSON.parse(join(table.server.url, '--json').stdout);
    expect(problem.status).toBeGreaterThanOrEqual(400);
  });

  it('an unreachable server exits 6', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const run = join(url);
    expect(run.code, run.stderr).toBe(6);
    expect(run.stderr).toContain(`Cannot reach the server at ${url}`);
    const json = join(url, '--json');
    expect(json.code).toBe(6);
    expect(JSON.parse(json.stdout)).toMatchObject({ code: 'server_unreachable', status: 502 });
  });

  it('verdict --help and verdict room --help list every code', () => {
    const help = runCli(['--help']).stdout;
    for (const code of ['0 done', '1 a bug', '2 bad usage', '5 a server refused', '6 no server answered']) {
      expect(help).toContain(code);
    }
    expect(help).toMatch(/exits 3 .* and 4 /);
    expect(runCli(['room', '--help']).stdout).toContain('5 the server refused');
  });
});
