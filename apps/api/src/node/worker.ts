/**
 * @module
 * A worker thread of the pool (`dist/worker.js`): builds the same registry as the server (bundled systems
 * plus `VERDICT_SYSTEMS`), says `ready`, then runs one job at a time and posts its answer as JSON bytes
 * (checked against the response size limit) or its error as plain data. The pool terminates it when a job
 * runs past its deadline or its client goes away, and starts a fresh one.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { encodeJson } from '../compute/encode.js';
import { type ComputeJob, runJob } from '../compute/jobs.js';
import { toWireError } from '../compute/wire-error.js';
import { loadRegistry } from './load-registry.js';

/** What the pool gives each worker. */
export interface WorkerSetup {
  readonly systems: readonly string[];
  readonly cwd: string;
  readonly maxResponseBytes: number;
}

const setup = workerData as WorkerSetup;
const port = parentPort!;

try {
  // The main thread checked these packages' schemas before starting the pool.
  const registry = await loadRegistry(setup.systems, setup.cwd, { checkSchemas: false });
  port.on('message', ({ id, job }: { id: number; job: ComputeJob }) => {
    try {
      // A room roll's result is appended whatever its size once its dice are drawn (issue 24.3): its entry
      // was admitted from its input before the draw (`admitEntry` of @verdict/room), so the answer cap does not apply.
      const max = job.kind === 'room-roll' ? Number.POSITIVE_INFINITY : setup.maxResponseBytes;
      const body = encodeJson(runJob(registry, job), max);
      port.postMessage({ id, ok: true, body }, [body.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({ id, ok: false, error: toWireError(error) });
    }
  });
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
