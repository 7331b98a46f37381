import { createRegistry, defineGameSystem, defineTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectProblem, post, testApp } from '../../test/http.js';
import { createApp } from '../app.js';
import type { LogRecord } from '../log.js';
import { createAppRegistry } from '../registry.js';

const { app } = testApp();

describe('error answers', () => {
  it('400 for malformed JSON and for an empty body, saying what is wrong', async () => {
    const broken = await expectProblem(
      await post(app, '/v1/roll', '{"notation": "2d6"'),
      400,
      'malformed_json',
    );
    expect(broken.detail).toMatch(/^The body is not valid JSON: /);
    expect(broken.errors?.[0]?.path).toBe('');
    await expectProblem(await post(app, '/v1/roll', ''), 400, 'malformed_json');
  });

  it('422 for JSON that is not an object', async () => {
    const problem = await expectProblem(await post(app, '/v1/roll', '[1, 2]'), 422, 'invalid_body');
    expect(problem.errors?.[0]?.path).toBe('');
  });

  it('413 for a 200 KB body, with or without Content-Length', async () => {
    const big = JSON.stringify({ notation: '1d6', padding: 'x'.repeat(200_000) });
    const declared = await expectProblem(await post(app, '/v1/roll', big), 413, 'payload_too_large');
    expect(declared.detail).toContain('65536 bytes');
    const chunks = new TextEncoder().encode(big);
    const streamed = await app.request('/v1/roll', {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < chunks.length; i += 16_384) controller.enqueue(chunks.slice(i, i + 16_384));
          controller.close();
        },
      }),
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await expectProblem(streamed, 413, 'payload_too_large');
    // Just under the limit is read (and then refused for its shape, not its size).
    const near = JSON.stringify({ notation: '1d6', padding: 'x'.repeat(60_000) });
    await expectProblem(await post(app, '/v1/roll', near), 422, 'invalid_body');
  });

  it('__proto__ bodies pollute nothing, and the server keeps working', async () => {
    const top = await expectProblem(
      await post(app, '/v1/roll', '{"notation":"1d6","__proto__":{"polluted":true,"notation":"9d9"}}'),
      422,
      'invalid_body',
    );
    expect(top.errors?.[0]?.message).toContain('__proto__');
    const nested = await post(
      app,
      '/v1/systems/d20-roll-under/tests/check/resolve',
      '{"input":{"value":12,"__proto__":{"polluted":true,"value":1}},"dice":[5]}',
    );
    // The own property __proto__ is an unknown field like any other: refused, naming it.
    const nestedProblem = await expectProblem(nested, 422, 'invalid_input');
    expect(nestedProblem.errors?.[0]?.path).toBe('/input/__proto__');
    const viaConstructor = await post(
      app,
      '/v1/systems/2d6-pool/tests/check/resolve',
      '{"input":{"rating":1,"difficulty":8,"constructor":{"prototype":{"polluted":true}}},"dice":[1,2,3]}',
    );
    const constructorProblem = await expectProblem(viaConstructor, 422, 'invalid_input');
    expect(constructorProblem.errors?.[0]?.path).toBe('/input/constructor');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await post(app, '/v1/roll', { notation: '1d6', dice: [4] })).status).toBe(200);
  });

  it('404 for an unknown route, 405 with Allow for a known route and another method', async () => {
    const missing = await expectProblem(await app.request('/v1/nothing'), 404, 'not_found');
    expect(missing.detail).toContain('/docs');
    const wrong = await app.request('/v1/roll');
    await expectProblem(wrong, 405, 'method_not_allowed');
    expect(wrong.headers.get('allow')).toBe('POST, OPTIONS');
    const put = await app.request('/v1/systems/t13', { method: 'PUT' });
    await expectProblem(put, 405, 'method_not_allowed');
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('500 for a bug: logged, and answered without internals', async () => {
    const broken = defineTest({
      title: 'Broken',
      description: 'Throws, as a bug would.',
      input: z.object({}),
      needs: () => [],
      resolve: () => {
        throw new TypeError('secret detail at /srv/internal/path.ts');
      },
      odds: () => ({ outcomes: [] }),
      examples: [],
    });
    const system = defineGameSystem({
      apiVersion: 1,
      id: 'broken',
      name: 'Broken',
      version: '0.0.0',
      description: 'A system with a bug.',
      tests: { broken },
    });
    const logs: LogRecord[] = [];
    const buggy = createApp({ registry: createRegistry([system]), log: (r) => logs.push(r) });
    const response = await post(buggy, '/v1/systems/broken/tests/broken/resolve', { input: {} });
    const problem = await expectProblem(response, 500, 'internal_error');
    expect(JSON.stringify(problem)).not.toMatch(/secret|srv|TypeError/);
    expect(logs.find((r) => r.type === 'error')).toMatchObject({
      path: '/v1/systems/broken/tests/broken/resolve',
      message: 'TypeError: secret detail at /srv/internal/path.ts',
    });
    expect(logs.find((r) => r.type === 'request')).toMatchObject({ status: 500 });
  });

  it('every error carries secure headers and CORS like any answer', async () => {
    const response = await post(app, '/v1/roll', '{');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('JSON bodies only', () => {
  it('refuses a POST body that is not declared JSON with a 415, on every route', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await post(app, '/v1/roll', { notation: '2d6' }, { 'content-type': type });
      const problem = await expectProblem(response, 415, 'unsupported_media_type');
      expect(problem.detail).toContain(type.split(';')[0]);
    }
    const unknown = await post(app, '/v1/anything', '{}', { 'content-type': 'text/plain' });
    await expectProblem(unknown, 415, 'unsupported_media_type');
  });

  it('accepts application/json with parameters and +json types; a body-less POST is read as empty', async () => {
    for (const type of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/vnd.verdict+json',
    ]) {
      expect((await post(app, '/v1/roll', { notation: '2d6' }, { 'content-type': type })).status).toBe(200);
    }
    const empty = await app.request('/v1/roll', { method: 'POST' });
    await expectProblem(empty, 400, 'malformed_json');
  });
});

describe('headers', () => {
  it('sets secure headers and lets any origin call the API without credentials by default', async () => {
    const response = await app.request('/v1/systems', { headers: { origin: 'https://bot.example' } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers CORS preflights', async () => {
    const response = await app.request('/v1/roll', {
      method: 'OPTIONS',
      headers: { origin: 'https://vtt.example', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('limits CORS to the configured origins', async () => {
    const strict = createApp({ registry: createAppRegistry(), corsOrigins: ['https://vtt.example'] });
    const allowed = await strict.request('/healthz', { headers: { origin: 'https://vtt.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://vtt.example');
    const other = await strict.request('/healthz', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
