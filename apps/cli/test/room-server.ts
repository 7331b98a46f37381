// The real API server for the room tests: apps/api's dist/serve.js (built when stale), on a free port,
// with rooms in a temporary SQLite folder. Each test file gets its own config folders (one per member).
import { type ChildProcess, spawn } from 'node:child_process';
import buildApi from '../../api/test/build-once.js';
import { type ServerProcess, startServer } from '../../api/test/server-process.js';
import { BIN } from './run-cli.js';
import { tempConfigHome } from './temp-config.js';

/** Starts the API server (building it first when its sources are newer). */
export async function startRoomServer(): Promise<ServerProcess> {
  buildApi();
  return startServer();
}

/** A member at the table: its own config folder, and `verdict` run with it (async, so the server's pipes flow). */
export function member(server: ServerProcess) {
  const config = tempConfigHome();
  const run = (args: readonly string[], input = '') =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, ...args], {
        env: {
          PATH: process.env.PATH,
          NO_COLOR: '1',
          XDG_CONFIG_HOME: config.dir,
          VERDICT_SERVER: server.url,
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      child.stdin.end(input);
      resolve(finished(child));
    });
  return { config, run };
}

/** A child's exit code and everything it printed, once it has closed. */
export function finished(child: ChildProcess) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
