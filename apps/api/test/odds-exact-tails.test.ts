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
  error?: {
    relative: number;
    absolute: number;
    belowCut?: { total: number; absolute: number };
    aboveCut?: { total: number; absolute: number };
  };
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
  it('1d6!-20d6: totals below where the series cut can land have the floats own bound (issue 37)', async () => {
    const body = await odds('1d6!-20d6');
    expect(body.error!.belowCut).toEqual({ total: -24, absolute: 0 });
    // Its lowest, -119, is 6^-21 likely: within the relative bound alone, below the cut's absolute.
    const first = body.distribution[0]!;
    expect(first.value).toBe(-119);
    expect(within(first.probability, 6 ** -21, { relative: body.error!.relative, absolute: 0 })).toBe(true);
    expect(body.error!.absolute).toBeGreaterThan(first.probability);
  });

  it('20d6-1d6!: totals above where the negated series cut can land have the floats own bound (h8-exact)', async () => {
    const body = await odds('20d6-1d6!');
    expect(body.error!.aboveCut).toEqual({ total: 24, absolute: 0 });
    expect(body.error!.belowCut).toBeUndefined();
    const last = body.distribution.at(-1)!;
    expect(last.value).toBe(119);
    expect(within(last.probability, 6 ** -21, { relative: body.error!.relative, absolute: 0 })).toBe(true);
  });

  it('700dFkh2: its lowest total is -2 (3^-700 likely), with a stated bound (h8-exact)', async () => {
    const body = await odds('700dFkh2');
    expect([body.min, body.max]).toEqual([-2, 2]);
    expect(body.error!.absolute).toBeLessThan(1e-300);
    expect(within(body.distribution[0]!.probability, 0, body.error)).toBe(true);
  });

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

  it('rerolled tails: 60d6ro<3 at 360 is (2/9)^60, 40d6r<3 at 240 is 4^-40, its lowest listed below the floats', async () => {
    const once = await odds('60d6ro<3');
    expect([once.min, once.max, once.exact]).toEqual([60, 360, false]);
    expect(within(once.distribution.at(-1)!.probability, (2 / 9) ** 60, once.error)).toBe(true);
    expect(within(once.distribution[0]!.probability, (1 / 18) ** 60, once.error)).toBe(true);
    const until = await odds('40d6r<3');
    expect([until.min, until.max]).toEqual([40, 240]);
    expect(until.error!.relative).toBeLessThan(1e-9);
    expect(within(until.distribution.at(-1)!.probability, 4 ** -40, until.error)).toBe(true);
    // Forty 1s after 1,000 rerolls each: about 1e-19000, listed, within the absolute error.
    expect(until.distribution[0]).toMatchObject({ value: 40, probability: 0 });
    expect(until.error!.absolute).toBeGreaterThan(0);
  });

  it("exploding tails: 3d6!'s bound includes what the series leaves out, its lowest exact", async () => {
    const body = (await odds('3d6!')) as Odds & { truncated: number };
    expect(body.exact).toBe(false);
    expect(body.min).toBe(3);
    expect(within(body.distribution[0]!.probability, 1 / 216, body.error)).toBe(true);
    expect(body.truncated).toBeLessThan(1e-12);
    expect(body.error!.absolute).toBeGreaterThanOrEqual(body.truncated);
    expect(body.error!.relative).toBeLessThan(1e-9);
  });

  it('keep over pooled, rerolled and exploding dice states its bound (issue 37, last part)', async () => {
    for (const notation of ['{4d6+2d8}kh2', '6d6r1kh3', '5d6!kh3']) {
      const body = await odds(notation);
      expect(body.exact, notation).toBe(false);
      expect(body.error?.relative, notation).toBeLessThan(1e-9);
    }
    // The best two of six dice (checked against exact counts in the engine's tests): from two 1s to two 8s.
    const pooled = await odds('{4d6+2d8}kh2');
    expect([pooled.min, pooled.max]).toEqual([2, 16]);
  });

  it('an exact answer says so, with its fractions', async () => {
    const body = await odds('2d6');
    expect(body.exact).toBe(true);
    expect(body.distribution[0]).toMatchObject({ value: 2, fraction: '1/36' });
  });
});
