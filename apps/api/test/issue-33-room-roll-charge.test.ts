// Issue 33 ("a fair queue that cannot be starved"): the rate limit is charged by the worker time a job really
// used and, for room rolls, by the bytes they write. Compute routes were charged their worker time; room rolls
// were charged their estimate only, so a roll estimated light that held a worker for seconds, or wrote an entry
// of hundreds of kilobytes, weighed 1 or 2. On the real server, with a limit of 60 requests a minute: a room roll
// that held a worker for 2 s (100 requests' worth), or wrote 400 KB (40 requests' worth), leaves its client
// limited, though each was estimated at one step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({
    VERDICT_SYSTEMS: './test-fixtures/system-slow',
    WORKERS: '1',
    RATE_LIMIT_PER_MINUTE: '60',
    // Wide, so the 2 s roll finishes on a loaded machine: its worker time is what is charged.
    REQUEST_DEADLINE_MS: '30000',
    TRUST_PROXY: '1',
  });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

/** Each case from an address of its own: the rate limit's key. */
const from = (address: string) => ({ 'x-forwarded-for': address });

async function roomOf(address: string) {
  const created = await call(server.url, 'POST', '/v1/rooms', {
    body: { name: 'Charged', gm: { name: 'Ada' } },
    headers: from(address),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const b = created.body;
  return { roomId: b.room.id as string, token: b.token as string, memberId: b.member.id as string };
}

const remaining = (headers: Headers) => Number(headers.get('ratelimit-remaining'));

describe('room rolls charged by what they really cost (issue 33)', () => {
  it('charges a room roll its worker time: 2 s of a worker is more than a minute of 60 requests', async () => {
    const gm = await roomOf('10.33.0.1');
    const rolled = await post(
      server.url,
      gm,
      'rolls',
      { system: 'slow', test: 'liar', input: { ms: 2_000 }, clientSeed: 'slow' },
      from('10.33.0.1'),
    );
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(201);
    expect(rolled.body.entry).toMatchObject({ type: 'roll', outcome: { label: 'Done' } });
    expect(remaining(rolled.headers)).toBe(0);
    const next = await call(server.url, 'GET', '/v1/systems', { headers: from('10.33.0.1') });
    expect(next.status).toBe(429);
    expect(next.body.code).toBe('rate_limited');
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address is not charged for it.
    expect((await call(server.url, 'GET', '/v1/systems', { headers: from('10.33.0.2') })).status).toBe(200);
  }, 120_000);

  it('charges a room roll the bytes it writes: 1 request per 10,000 bytes of its entry', async () => {
    const gm = await roomOf('10.33.1.1');
    const before = remaining(
      (await call(server.url, 'GET', '/v1/systems', { headers: from('10.33.1.1') })).headers,
    );
    const rolled = await post(
      server.url,
      gm,
      'rolls',
      { system: 'slow', test: 'tome', input: { chars: 400_000 }, clientSeed: 'wordy' },
      from('10.33.1.1'),
    );
    expect(rolled.status, JSON.stringify(rolled.body).slice(0, 300)).toBe(201);
    const bytes = new TextEncoder().encode(JSON.stringify(rolled.body.entry)).byteLength;
    expect(bytes).toBeGreaterThan(400_000);
    // Its arrival (1) and 1 per 10,000 bytes of its entry (40 here), whatever its worker time adds: it was
    // estimated at one step and ten bytes, so it weighed 1.
    expect(before - remaining(rolled.headers)).toBeGreaterThanOrEqual(1 + Math.floor(bytes / 10_000));
  }, 120_000);
});
