import { PROBLEM_TYPES } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import {
  fingerprint,
  idempotencyKey,
  keyConflict,
  lastEventId,
  noTokenInQuery,
  wholeNumber,
} from './parameters.js';
import { ROOM_PROBLEMS } from './problems.js';
import { ROOM_ROUTES } from './routes.js';

describe('idempotencyKey', () => {
  it('takes 1-255 visible ASCII characters, and none', () => {
    expect(idempotencyKey(undefined)).toEqual({ ok: true, value: undefined });
    expect(idempotencyKey('k')).toEqual({ ok: true, value: 'k' });
    for (const bad of ['', 'with space', 'é', 'x'.repeat(256)]) {
      expect(idempotencyKey(bad)).toMatchObject({
        ok: false,
        refusal: { code: 'invalid_parameter', path: 'header:Idempotency-Key' },
      });
    }
  });

  it("asks a join's key for 16 characters at least", () => {
    expect(idempotencyKey('short-key', { join: true })).toMatchObject({
      ok: false,
      refusal: { issue: 'expected at least 16 characters for a join' },
    });
    expect(idempotencyKey('0123456789abcdef', { join: true })).toEqual({
      ok: true,
      value: '0123456789abcdef',
    });
  });
});

describe('fingerprint and keyConflict', () => {
  it('is the same for the same route and body, whatever the key order', () => {
    const a = fingerprint('rolls', { test: 'check', input: { value: 12 } });
    const b = fingerprint('rolls', { input: { value: 12 }, test: 'check' });
    expect(a.ok && b.ok && a.value).toEqual(b.ok && b.value);
    if (!a.ok || !b.ok) return;
    expect(keyConflict('k', a.value, b.value)).toBeUndefined();
  });

  it('names what differs: another body, or another route', () => {
    const rolls = fingerprint('rolls', { input: { value: 12 } });
    const other = fingerprint('rolls', { input: { value: 13 } });
    const reveal = fingerprint('reveals', { input: { value: 12 } });
    if (!rolls.ok || !other.ok || !reveal.ok) throw new Error('fingerprints expected');
    expect(keyConflict('k', rolls.value, other.value)?.message).toBe(
      'Idempotency-Key "k" was used for another body',
    );
    expect(keyConflict('k', rolls.value, reveal.value)).toEqual({
      code: 'idempotency_conflict',
      message: 'Idempotency-Key "k" was used for another route (rolls)',
    });
  });

  it('refuses a body canonical JSON cannot write, naming where', () => {
    const result = fingerprint('rolls', { input: { toJSON: 1 } });
    expect(result).toMatchObject({ ok: false, refusal: { code: 'invalid_body', path: '/input' } });
  });
});

describe('wholeNumber', () => {
  it('reads a whole number within bounds, and nothing when absent', () => {
    expect(wholeNumber(undefined, 'after', 0, 10)).toEqual({ ok: true, value: undefined });
    expect(wholeNumber('10', 'after', 0, 10)).toEqual({ ok: true, value: 10 });
  });

  it('refuses the rest, naming the parameter and where it came from', () => {
    expect(wholeNumber('11', 'limit', 1, 10)).toEqual({
      ok: false,
      refusal: {
        code: 'invalid_parameter',
        message: 'limit must be a whole number from 1 to 10, got "11"',
        path: 'query:limit',
        issue: 'expected a whole number from 1 to 10',
      },
    });
    for (const bad of ['-1', '1.5', 'x', '']) expect(wholeNumber(bad, 'after', 0, 10).ok).toBe(false);
    expect(wholeNumber('x', 'header:Last-Event-ID', 0, 10)).toMatchObject({
      ok: false,
      refusal: { path: 'header:Last-Event-ID', message: expect.stringMatching(/^Last-Event-ID must/) },
    });
  });
});

describe('lastEventId', () => {
  it('resumes after the header, else the query, else from the start', () => {
    expect(lastEventId({ header: '3', query: '9' }, 40)).toEqual({ ok: true, value: 3 });
    expect(lastEventId({ query: '9' }, 40)).toEqual({ ok: true, value: 9 });
    expect(lastEventId({}, 40)).toEqual({ ok: true, value: 0 });
    expect(lastEventId({ header: '40' }, 40)).toEqual({ ok: true, value: 40 });
  });

  it("refuses a non-number, and a seq past the room's last entry, naming where it came from", () => {
    expect(lastEventId({ query: 'x' }, 40)).toMatchObject({
      ok: false,
      refusal: { path: 'query:lastEventId' },
    });
    expect(lastEventId({ header: '41', query: '1' }, 40)).toEqual({
      ok: false,
      refusal: {
        code: 'invalid_parameter',
        message: "Last-Event-ID 41 is past the room's last entry (40)",
        path: 'header:Last-Event-ID',
        issue: "the room's last entry is 40",
      },
    });
  });
});

describe('noTokenInQuery', () => {
  it('refuses a token or an invite in the query, naming the parameter; any other parameter passes', () => {
    expect(noTokenInQuery([])).toEqual({ ok: true, value: undefined });
    expect(noTokenInQuery(['after', 'limit', 'lastEventId', 'toString'])).toEqual({
      ok: true,
      value: undefined,
    });
    expect(noTokenInQuery(['after', 'access_token'])).toMatchObject({
      ok: false,
      refusal: {
        code: 'invalid_parameter',
        path: 'query:access_token',
        message: expect.stringContaining('Authorization: Bearer <token>'),
      },
    });
    expect(noTokenInQuery(['invite'])).toMatchObject({
      ok: false,
      refusal: { path: 'query:invite', message: expect.stringContaining('in the JSON body') },
    });
  });
});

describe('ROOM_PROBLEMS', () => {
  it("lists every route's problems, each one of core's problem table", () => {
    const known = new Set(PROBLEM_TYPES.map((type) => type.code));
    for (const route of ROOM_ROUTES) {
      expect(route.problems).toBe(ROOM_PROBLEMS[route.operationId]);
      for (const code of route.problems) expect(known.has(code), `${route.operationId}: ${code}`).toBe(true);
    }
    expect(Object.keys(ROOM_PROBLEMS).sort()).toEqual(ROOM_ROUTES.map((route) => route.operationId).sort());
    // Every room route refuses a token in its URL.
    for (const route of ROOM_ROUTES) expect(route.problems, route.operationId).toContain('invalid_parameter');
    for (const route of ROOM_ROUTES)
      expect(new Set(route.problems).size, route.operationId).toBe(route.problems.length);
  });
});
