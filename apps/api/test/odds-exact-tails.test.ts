// Issue 37, item 3: `POST /v1/odds` serves the exact support and says which kind of answer it gives, on the real
// server. Before the fix, 60d100's max was 5784 and 100d10 at 1000 read 2.9e-18 for 1e-100.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ WEB_DIST: '/nonexistent' });
});
afterAll(async () => server?.stop());

interface Odds {
  min: number;
  max: number;
  exact: boolean;
  error?: { relative: number; absolute: number };
  distribution: { value: number; probability: number; fraction?: string }[];
}

async function odds(notation: string): Promise<Odds> {
  const response = await fetch(`${server.url}/v1/odds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ notation }),
  });
  expect(response.status, notation).toBe(200);
  return (await response.json()) as Odds;
}

/** Whether `p` is within the answer's stated error of `truth` (a float itself: one rounding of slack). */
const within = (p: number, truth: number, error: Odds['error']) =>
  Math.abs(p - truth) <= error!.relative * truth + error!.absolute + truth * 2 ** -52;

describe('POST /v1/odds: exact support, stated accuracy', () => {
  it('60d100: max 6000 at 1/100^60 = 1e-120, floating point within its error', async () => {
    const body = await odds('60d100');
    expect([body.min, body.max]).toEqual([60, 6000]);
    expect(body.exact).toBe(false);
    expect(body.error!.relative).toBeLessThan(1e-9);
    const last = body.distribution.at(-1)!;
    expect(last.value).toBe(6000);
    expect(within(last.probability, 1e-120, body.error)).toBe(true);
  });

  it('100d10 at 1000 is 1e-100; 100d100 reaches 10000', async () => {
    const body = await odds('100d10');
    expect(body.distribution.at(-1)).toMatchObject({ value: 1000 });
    expect(within(body.distribution.at(-1)!.probability, 1e-100, body.error)).toBe(true);
    expect((await odds('100d100')).max).toBe(10000);
  });

  it('an exact answer says so, with its fractions', async () => {
    const body = await odds('2d6');
    expect(body.exact).toBe(true);
    expect(body.distribution[0]).toMatchObject({ value: 2, fraction: '1/36' });
  });
});
