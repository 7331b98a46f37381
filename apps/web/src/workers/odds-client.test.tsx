import { describe, expect, it, vi } from 'vitest';
import { HeldWorker } from '../test/held-worker.js';
import { computeNotationOdds } from './compute-notation-odds.js';
import { createOddsClient } from './odds-client.js';
import type { OddsReply } from './odds-request.js';

const fresh = () => {
  HeldWorker.made = [];
  return createOddsClient(() => new HeldWorker());
};

describe('createOddsClient', () => {
  it('answers a request with the odds the worker computed', async () => {
    const client = fresh();
    const answer = client.compute({ kind: 'notation', notation: '2d6' });
    HeldWorker.made[0]!.answerNext();
    const odds = await answer;
    expect(odds?.ok && odds.value).toMatchObject({
      notation: '2d6',
      min: 2,
      max: 12,
      mean: expect.closeTo(7, 12),
    });
  });

  it('supersedes a request still being computed: its worker is terminated, a fresh one answers the new one', async () => {
    const client = fresh();
    const slow = client.compute({ kind: 'notation', notation: '100d100' });
    const quick = client.compute({ kind: 'notation', notation: '1d6' });
    expect(await slow).toBeUndefined();
    const [first, second] = HeldWorker.made;
    expect(first!.terminated).toBe(true);
    // The old worker's answer, were it to come anyway, is ignored.
    first!.answerNext();
    second!.answerNext();
    const answer = await quick;
    expect(answer?.ok && answer.value).toMatchObject({ notation: '1d6', max: 6 });
  });

  it('keeps an idle worker for the next request', async () => {
    const client = fresh();
    const one = client.compute({ kind: 'notation', notation: '1d4' });
    HeldWorker.made[0]!.answerNext();
    await one;
    const two = client.compute({ kind: 'notation', notation: '1d8' });
    HeldWorker.made[0]!.answerNext();
    expect((await two)?.ok).toBe(true);
    expect(HeldWorker.made).toHaveLength(1);
  });

  it('ignores an answer with another id', async () => {
    const client = fresh();
    const answer = client.compute({ kind: 'notation', notation: '1d6' });
    const worker = HeldWorker.made[0]!;
    worker.onmessage?.({
      data: { id: 999, answer: computeNotationOdds('1d20') },
    } as MessageEvent<OddsReply>);
    worker.answerNext();
    expect((await answer)?.ok && (await answer)).toMatchObject({ value: { notation: '1d6' } });
  });

  it('says the odds could not be computed when the worker fails, and starts a new one next time', async () => {
    const client = fresh();
    const answer = client.compute({ kind: 'notation', notation: '1d6' });
    HeldWorker.made[0]!.onerror?.({ message: 'Failed to load the worker script' } as ErrorEvent);
    const refused = await answer;
    expect(refused?.ok).toBe(false);
    expect(!refused?.ok && refused?.problem.message).toBe(
      'The odds could not be computed: Failed to load the worker script',
    );
    expect(HeldWorker.made[0]!.terminated).toBe(true);
    const again = client.compute({ kind: 'notation', notation: '1d6' });
    HeldWorker.made[1]!.answerNext();
    expect((await again)?.ok).toBe(true);
  });

  it('says the odds could not be computed when no worker can be made', async () => {
    const client = createOddsClient(() => {
      throw new Error('Worker is blocked by the page policy');
    });
    const refused = await client.compute({ kind: 'notation', notation: '1d6' });
    expect(!refused?.ok && refused?.problem.message).toBe(
      'The odds could not be computed: Worker is blocked by the page policy',
    );
  });

  it('stops a computation that never ends, and answers that it took too long', async () => {
    vi.useFakeTimers();
    try {
      HeldWorker.made = [];
      const client = createOddsClient(() => new HeldWorker(), { timeoutMs: 5_000 });
      const answer = client.compute({ kind: 'notation', notation: '1d6' });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(HeldWorker.made[0]!.terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const refused = await answer;
      expect(HeldWorker.made[0]!.terminated).toBe(true);
      expect(!refused?.ok && refused?.problem.message).toBe(
        'The odds could not be computed: they took longer than 5 s, so they were stopped',
      );
      // The next request gets a fresh worker.
      const next = client.compute({ kind: 'notation', notation: '1d6' });
      HeldWorker.made[1]!.answerNext();
      expect((await next)?.ok).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes on what the engine refuses, naming the field', async () => {
    const client = fresh();
    const answer = client.compute({
      kind: 'test',
      system: '2d6-pool',
      test: 'check',
      input: { rating: 2, difficulty: 13 },
    });
    HeldWorker.made[0]!.answerNext();
    const refused = await answer;
    expect(!refused?.ok && refused?.problem).toMatchObject({ user: true, code: 'invalid_input' });
    expect(!refused?.ok && refused?.problem.message).toMatch(/difficulty/);
  });

  it('stops the worker on cancel while busy, and for good on dispose', async () => {
    const client = fresh();
    const answer = client.compute({ kind: 'notation', notation: '2d6' });
    client.cancel();
    expect(await answer).toBeUndefined();
    expect(HeldWorker.made[0]!.terminated).toBe(true);
    const next = client.compute({ kind: 'notation', notation: '2d6' });
    client.dispose();
    expect(await next).toBeUndefined();
    expect(HeldWorker.made[1]!.terminated).toBe(true);
  });
});
