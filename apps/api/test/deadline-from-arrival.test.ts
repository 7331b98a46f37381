// A request's deadline counts from its arrival, not from when its job reached a worker: time on the main
// thread (here, a body that trickles in for longer than the deadline) counts, so a quick job whose request
// has no time left is answered 503 server_busy naming the deadline, without taking a worker.
import http from 'node:http';
import { expect, it } from 'vitest';
import { startServer } from './server-process.js';

const SLOW = { VERDICT_SYSTEMS: './test-fixtures/system-slow' };

/** POSTs `body` in two halves, `pauseMs` apart; resolves with the status and the parsed answer. */
function trickle(url: string, path: string, body: string, pauseMs: number) {
  return new Promise<{ status: number; body: { code?: string; detail?: string } }>((resolve, reject) => {
    const request = http.request(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    setTimeout(() => request.end(body.slice(half)), pauseMs);
  });
}

it('answers 503 server_busy when the time before the work (here, reading the body) used up the deadline, however quick the work', async () => {
  const server = await startServer({ ...SLOW, WORKERS: '1', REQUEST_DEADLINE_MS: '1000' });
  try {
    const body = JSON.stringify({ input: { ms: 0 } });
    const late = await trickle(server.url, '/v1/systems/slow/tests/spin/odds', body, 2_500);
    expect(late.status).toBe(503);
    expect(late.body.code).toBe('server_busy');
    expect(late.body.detail).toMatch(/deadline of 1000 ms/);
    // The same quick work, sent at once, is served (the worker was not taken or replaced for the late one).
    const prompt = await trickle(server.url, '/v1/systems/slow/tests/spin/odds', body, 0);
    expect(prompt.status).toBe(200);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
