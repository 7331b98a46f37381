/**
 * @module
 * The one way Verdict's tests start the real server: `node apps/api/dist/serve.js` as a child process on a free loopback
 * port, rooms in a fresh temporary data folder (deleted when it exits), no rate limit unless asked. The API's, the CLI's,
 * the web app's browser tests and the cross-package tests all use it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository's root, and apps/api (where `dist/serve.js` is built). */
export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const API_DIR = join(ROOT, 'apps', 'api');
const SERVE = join(API_DIR, 'dist', 'serve.js');

/** How long a server may take to say it is listening: wide, as a shared CI machine may be several times slower. */
export const START_TIMEOUT_MS = 120_000;

/** A running server: its URL, what it printed, and how to stop it. */
export interface ServerProcess {
  /** The base URL, without a trailing slash (`http://127.0.0.1:41234`). */
  readonly url: string;
  readonly child: ChildProcess;
  /** Its standard output, a line at a time (the first is `Verdict listening on ...`). */
  readonly stdout: string[];
  readonly stderr: () => string;
  /** Resolves with the exit code once the process has exited. */
  readonly exited: Promise<number | null>;
  /** Sends SIGTERM (a graceful stop) and resolves once it has exited. */
  stop(): Promise<number | null>;
}

/**
 * Starts the server with `PORT=0` and waits for its `Verdict listening on ...` line. `env` goes over the defaults
 * (`HOST`, `PORT=0`, `RATE_LIMIT_PER_MINUTE=0`, `REQUEST_DEADLINE_MS=30000`, `WORKERS=1`), over `baseEnv` (`process.env` unless given). Rooms go to a fresh
 * temporary data folder (deleted when the server exits) unless `VERDICT_DATA_DIR` is given.
 *
 * @example
 * const server = await startServer({ WEB_DIST: '/srv/web' });
 * await fetch(`${server.url}/healthz`);
 * await server.stop();
 */
export function startServer(
  env: Record<string, string> = {},
  baseEnv: NodeJS.ProcessEnv = process.env,
): Promise<ServerProcess> {
  const dataDir = env.VERDICT_DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'verdict-data-'));
  const child = spawn(process.execPath, [SERVE], {
    cwd: API_DIR,
    env: {
      ...baseEnv,
      HOST: '127.0.0.1',
      PORT: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      // The production deadline (2 s) measures the machine, not the server, on a shared CI runner: tests get 30 s
      // (under the hostile-input suite's 60 s hang detector); a test of deadlines sets its own.
      REQUEST_DEADLINE_MS: '30000',
      // One worker thread (and its warm spare), not the default two: each thread loads the engine and every
      // system, about a quarter of a CPU-second, and most tests' work fits one. A test of the pool sets its own.
      WORKERS: '1',
      ...(dataDir ? { VERDICT_DATA_DIR: dataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (dataDir) child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const stdout: string[] = [];
  let err = '';
  let partial = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s: ${err}`));
    }, START_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      partial += chunk.toString();
      const lines = partial.split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        stdout.push(line);
        const match = /^Verdict listening on (http:\/\/\S+)$/.exec(line);
        if (match && stdout.length === 1) {
          clearTimeout(timer);
          resolve({ url: match[1]!.replace(/\/+$/, ''), child, stdout, stderr: () => err, exited, stop });
        }
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new StartError(code, err));
    });
  });
}

/** The server exited before listening: its exit code and what it printed to stderr. */
export class StartError extends Error {
  override readonly name = 'StartError';
  constructor(
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`server exited with ${code}: ${stderr}`);
  }
}

/** Starts the server expecting it to fail at start-up; resolves with its exit code and stderr. */
export async function failToStart(env: Record<string, string>): Promise<StartError> {
  try {
    const server = await startServer(env);
    server.child.kill('SIGKILL');
  } catch (error) {
    if (error instanceof StartError) return error;
    throw error;
  }
  throw new Error('expected the server to fail at start-up');
}
