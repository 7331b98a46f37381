// Starts the real API server (apps/api/dist/serve.js) on a free loopback port for a test.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { npmEnv, root } from './packed.js';

/** A running server: its base URL and how to stop it. */
export interface RunningServer {
  readonly baseUrl: string;
  stop(): void;
}

/** Starts the server with extra environment variables; resolves once it says it is listening. */
export function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'serve.js')], {
    env: { ...npmEnv(), PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Verdict listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ baseUrl: match[1]!, stop: () => child.kill('SIGTERM') });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}
