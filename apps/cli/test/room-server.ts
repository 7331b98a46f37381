// The real API server for the room tests: apps/api's dist/serve.js (built when stale), on a free port,
// with rooms in a temporary SQLite folder. Each test file gets its own server (`roomServerPerFile`) and its own
// config folders (one per member).
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import buildApi from '../../api/test/build-once.js';
import { type ServerProcess, startServer } from '../../api/test/server-process.js';
import { BIN } from './run-cli.js';
import { tempConfigHome } from './temp-config.js';

/** Starts the API server (building it first when its sources are newer). */
export async function startRoomServer(): Promise<ServerProcess> {
  buildApi();
  return startServer();
}

/** A member at the table: its config folder, and `verdict` run with it against the server. */
export interface Member {
  readonly config: { readonly dir: string; remove(): void };
  run(
    args: readonly string[],
    input?: string,
  ): Promise<{ code: number | null; stdout: string; stderr: string }>;
}

/** The server of one test file and its members: see {@link roomServerPerFile}. */
export interface RoomTable {
  /** The running server (from the file's `beforeAll` until its `afterAll`). */
  readonly server: ServerProcess;
  /** A new member of this file's table: its config folder is made on first use and removed after the file. */
  member(): Member;
}

/**
 * The room server of one test file, started in the file's `beforeAll` and stopped in its `afterAll` (where the
 * members' config folders are removed too), instead of each file repeating that setup. Call it at the file's top
 * level (or a `describe`'s, for a server of that block only); members may be made there too, as they touch
 * nothing until they first run.
 *
 * @example
 * const table = roomServerPerFile();
 * const gm = table.member();
 * it('creates a room', async () => expect((await gm.run(['room', 'create', 'T', '--name', 'Ada'])).code).toBe(0));
 */
export function roomServerPerFile(): RoomTable {
  let running: ServerProcess | undefined;
  const made: Member[] = [];
  beforeAll(async () => {
    running = await startRoomServer();
  }, 120_000);
  afterAll(async () => {
    running?.child.kill();
    await running?.exited;
    for (const one of made) one.config.remove();
  });
  const table: RoomTable = {
    get server() {
      if (!running)
        throw new Error('The room server runs only between the beforeAll and afterAll of its file.');
      return running;
    },
    member() {
      const one = member(() => table.server);
      made.push(one);
      return one;
    },
  };
  return table;
}

/**
 * A member at the table: its own config folder (made on first use), and `verdict` run with it (async, so the
 * server's pipes flow). `server` may be a function, read at each run (a table's server, started later).
 */
export function member(server: ServerProcess | (() => ServerProcess)): Member {
  let folder: { dir: string; remove: () => void } | undefined;
  const config = {
    get dir() {
      folder ??= tempConfigHome();
      return folder.dir;
    },
    remove() {
      folder?.remove();
      folder = undefined;
    },
  };
  const url = () => (typeof server === 'function' ? server() : server).url;
  const run = (args: readonly string[], input = '') =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, ...args], {
        env: {
          PATH: process.env.PATH,
          NO_COLOR: '1',
          XDG_CONFIG_HOME: config.dir,
          VERDICT_SERVER: url(),
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
