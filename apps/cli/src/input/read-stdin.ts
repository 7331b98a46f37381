import { readSync } from 'node:fs';

/** How long the reader sleeps when a non-blocking pipe has nothing yet, in milliseconds. */
const PAUSE_MS = 5;
const CHUNK = 64 * 1024;

/**
 * Reads a file descriptor to its end, synchronously, whatever the writer's pace. A pipe can be non-blocking
 * (`verdict room export | verdict verify -`: the writer's Node sets it so): a read then fails with `EAGAIN`
 * while the writer has not written yet, or is pausing between pieces. The reader sleeps a moment and reads
 * again, keeping what it read, until the read answers 0 bytes (the writer closed its end). `EOF` (a terminal's
 * Ctrl-D on some systems) ends it too.
 *
 * @example
 * const text = readToEnd(0); // all of stdin
 */
export function readToEnd(fd: number, sleep: (ms: number) => void = sleepSync): string {
  const chunks: Buffer[] = [];
  const buffer = Buffer.allocUnsafe(CHUNK);
  for (;;) {
    let read: number;
    try {
      read = readSync(fd, buffer, 0, CHUNK, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN' || code === 'EWOULDBLOCK') {
        sleep(PAUSE_MS);
        continue;
      }
      if (code === 'EOF') break;
      throw error;
    }
    if (read === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, read)));
  }
  return Buffer.concat(chunks).toString('utf8');
}

const cell = new Int32Array(new SharedArrayBuffer(4));

/** Blocks the thread for `ms` milliseconds without spinning. */
function sleepSync(ms: number): void {
  Atomics.wait(cell, 0, 0, ms);
}
