// Helpers for the app's tests: requests through `app.request()` and checks of problem+json answers.

import type { Hono } from 'hono';
import { expect } from 'vitest';
import { createApp } from '../src/app.js';
import type { LogRecord } from '../src/log.js';
import type { AppOptions } from '../src/options.js';
import { createAppRegistry } from '../src/registry.js';

/** The app with the bundled systems, no rate limit, and its log records collected. */
export function testApp(options: Partial<AppOptions> = {}): { app: Hono; logs: LogRecord[] } {
  const logs: LogRecord[] = [];
  const app = createApp({
    registry: createAppRegistry(),
    rateLimitPerMinute: 0,
    log: (record) => logs.push(record),
    ...options,
  });
  return { app, logs };
}

/** POSTs a body (a string is sent as it is, anything else as JSON). */
export function post(app: Hono, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The problem+json body of an error answer, after checking its status, media type and code. */
export async function expectProblem(response: Response, status: number, code: string) {
  const body = (await response.json()) as {
    type: string;
    title: string;
    status: number;
    detail: string;
    code: string;
    errors?: { path: string; message: string }[];
  };
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  expect(body).toMatchObject({ type: `/docs#problem-${code}`, status, title: expect.any(String) });
  expect(body.detail.length).toBeGreaterThan(0);
  return body;
}
