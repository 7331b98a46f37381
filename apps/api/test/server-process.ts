// Runs the real server (node dist/serve.js) as a child process on a free port, for the TCP tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const API_DIR = join(import.meta.dirname, '..');
const SERVE = join(API_DIR, 'dist', 'serve.js');

/** A running server: its URL, what it printed, and how to stop it. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly stdout: string[];
  readonly stderr: () => string;
  /** Resolves with the exit code once the process has exited. */
  readonly exited: Promise<number | null>;
}

/**
 * Starts the server with `PORT=0` and waits for its `Verdict listening on ...` line. Rooms go to a fresh
 * temporary data folder (deleted when the server exits) unless `VERDICT_DATA_DIR` is given.
 */
export function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = env.VERDICT_DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'verdict-data-'));
  const child = spawn(process.execPath, [SERVE], {
    cwd: API_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      RATE_LIMIT_PER_MINUTE: '0',
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
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 120 s: ${err}`)), 120_000);
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
          resolve({ url: match[1]!, child, stdout, stderr: () => err, exited });
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
