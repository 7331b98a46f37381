import { describe, expect, it } from 'vitest';
import { post, testApp } from '../test/http.js';
import { formatLogRecord, printable } from './log.js';

const time = '2026-11-30T15:00:00.000Z';

describe('request log', () => {
  it('logs one record per request: method, path, status and milliseconds, errors included', async () => {
    const { app, logs } = testApp();
    await app.request('/healthz');
    await post(app, '/v1/roll', { notation: '2x6' });
    await app.request('/nowhere');
    expect(logs.map((r) => r.type === 'request' && `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /healthz 200',
      'POST /v1/roll 422',
      'GET /nowhere 404',
    ]);
    for (const record of logs)
      expect(record).toMatchObject({ ms: expect.any(Number), time: expect.any(String) });
  });

  it('formats a record as text or as one JSON object', () => {
    const record = {
      type: 'request',
      time,
      method: 'POST',
      path: '/v1/roll',
      status: 200,
      ms: 0.42,
    } as const;
    expect(formatLogRecord(record, 'text')).toBe(`${time} POST /v1/roll 200 0.42ms`);
    expect(JSON.parse(formatLogRecord(record, 'json'))).toEqual(record);
    const error = {
      type: 'error',
      time,
      method: 'GET',
      path: '/x',
      message: 'TypeError: x',
      stack: 'at a\nat b',
    } as const;
    const line = formatLogRecord(error, 'text');
    expect(line).toBe(`${time} ERROR GET /x: TypeError: x "at a\\nat b"`);
    expect(line).not.toContain('\n');
  });

  it('escapes control characters in text: nothing from a request can start a line', async () => {
    const { app, logs } = testApp();
    await app.request('/x%0a2026-01-01T00:00:00.000Z%20GET%20/admin%20200%201ms');
    await app.request('/y\u001b[2J');
    for (const record of logs) {
      const line = formatLogRecord(record, 'text');
      expect([...line].some((ch) => ch.charCodeAt(0) < 0x20)).toBe(false);
    }
    expect(logs[0]).toMatchObject({ path: '/x%0a2026-01-01T00:00:00.000Z%20GET%20/admin%20200%201ms' });
    const error = {
      type: 'error',
      time,
      method: 'GET',
      path: '/a\nb',
      message: 'bad\r\nline\u001b[31m',
    } as const;
    expect(formatLogRecord(error, 'text')).toBe(`${time} ERROR GET /a\\nb: bad\\r\\nline\\u001b[31m`);
    expect(printable('back\\slash\u2028')).toBe('back\\\\slash\\u2028');
  });
});
