// `--server` is honoured for a room you hold a seat in (it read the seat's own server and exited 0), and a
// room refusal prints its lines as lines (never a literal `\u000a`).
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const gm = table.member();

/** A loopback port with nothing listening: one the system gave, then closed. */
function deadPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('verdict room and --server', () => {
  it('room log --server <nothing listening> fails as unreachable, not reading the seat’s server', async () => {
    const created = await gm.run(['room', 'create', 'Friday', '--name', 'Ada', '--json']);
    expect(created.code).toBe(0);
    const nowhere = `http://127.0.0.1:${await deadPort()}`;
    const log = await gm.run(['room', 'log', '--server', nowhere]);
    expect(log.code).not.toBe(0);
    expect(log.stdout).toBe('');
    expect(log.stderr).toContain(`Cannot reach the server at ${nowhere}`);
    // Without --server the seat's own server is used.
    const own = await gm.run(['room', 'log']);
    expect(own.code).toBe(0);
    expect(own.stdout).toContain('Ada');
  });

  it('a refusal naming several fields prints them as lines, with no literal \\u000a', async () => {
    const rolled = await gm.run(['room', 'roll', 'd20-roll-under', 'check', 'value=x', 'valu=3']);
    expect(rolled.code).not.toBe(0);
    expect(rolled.stderr).not.toContain('\\u000a');
    expect(rolled.stderr).toMatch(/value/);
  });
});
