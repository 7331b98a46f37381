// The real server process over TCP: start-up line, requests, logs, the web app's files, graceful SIGTERM.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failToStart, startServer } from './server-process.js';
import { until } from './until.js';

const temp = mkdtempSync(join(tmpdir(), 'verdict-api-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('node dist/serve.js', () => {
  it('starts on a free port, answers over TCP, logs JSON lines, and stops on SIGTERM', async () => {
    const server = await startServer({ LOG_FORMAT: 'json', WEB_DIST: join(temp, 'missing') });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:0$/);

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const resolved = await fetch(`${server.url}/v1/systems/d20-roll-under/tests/check/resolve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: { value: 12 }, dice: [15] }),
    });
    expect(resolved.status).toBe(200);
    expect((await resolved.json()).outcome).toMatchObject({ label: 'Failure', margin: -3 });

    // Each request is logged once its answer has left: both lines are waited for, then read.
    await until(() => server.stdout.length >= 3, 'both requests logged');
    const logs = server.stdout.slice(1).map((line) => JSON.parse(line));
    expect(logs).toEqual([
      expect.objectContaining({
        type: 'request',
        method: 'GET',
        path: '/healthz',
        status: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({
        method: 'POST',
        path: '/v1/systems/d20-roll-under/tests/check/resolve',
        status: 200,
      }),
    ]);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('lets an in-flight request finish after SIGTERM', async () => {
    const server = await startServer({ WEB_DIST: join(temp, 'missing') });
    const { port } = new URL(server.url);
    const body = JSON.stringify({ notation: '2d6', dice: [3, 4] });
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise((r) => socket.once('close', r));
    // Send the headers and half the body, then SIGTERM, then the rest.
    socket.write(
      `POST /v1/roll HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // Conditions, not pauses: the server has answered a request sent after that half (so it has read it), and
    // after SIGTERM it has stopped accepting connections (so it is shutting down) before the rest is sent.
    expect((await fetch(`${server.url}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);
    server.child.kill('SIGTERM');
    await until(() => refused(Number(port)), 'new connections refused after SIGTERM');
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"total":7');
    expect(await server.exited).toBe(0);
  });

  it('serves the web app from WEB_DIST with cache headers, and never outside it', async () => {
    const dist = join(temp, 'web');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Verdict web</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(temp, 'secret.txt'), 'secret');
    const server = await startServer({ WEB_DIST: dist });
    try {
      const index = await fetch(`${server.url}/`);
      expect(index.status).toBe(200);
      expect(await index.text()).toContain('Verdict web');
      expect(index.headers.get('cache-control')).toBe('no-cache');
      // The web app's Content-Security-Policy (issue 17, finding 5): its own scripts only, no framing.
      expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(index.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const asset = await fetch(`${server.url}/assets/app-1234.js`);
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const route = await fetch(`${server.url}/play/d20-roll-under`);
      expect(await route.text()).toContain('Verdict web');
      expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
      expect((await fetch(`${server.url}/%2e%2e/secret.txt`)).status).toBe(404);
      expect((await fetch(`${server.url}/v1/unknown`)).headers.get('content-type')).toBe(
        'application/problem+json',
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('answers / with a 503 page saying how to build the web app while it is missing; the API still works', async () => {
    const server = await startServer({ WEB_DIST: join(temp, 'not-built') });
    try {
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('The web app is not built');
      expect(html).toContain('npx turbo run build --filter=@verdict/web');
      // No path on the server's disk in any answer (issue 17, finding 7).
      expect(html).not.toContain(temp);
      expect(html).not.toMatch(/\/(work|home|srv|tmp|Users)\//);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/docs`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('exits 1 with a message naming the variable of bad configuration', async () => {
    const failed = await failToStart({ PORT: 'eighty' });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Unexpected PORT="eighty", expected an integer from 0 to 65535');
  });

  it('exits 1 when the port is taken', async () => {
    const first = await startServer({ WEB_DIST: join(temp, 'missing') });
    try {
      const failed = await failToStart({ PORT: new URL(first.url).port });
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('EADDRINUSE');
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });
});

/** Whether a new connection to the port is refused (the server has stopped listening). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });
}
