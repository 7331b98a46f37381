import { describe, expect, it } from 'vitest';
import { post, testApp } from '../test/http.js';
import { formatLogRecord } from './log.js';

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
});
