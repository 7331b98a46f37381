// A roll answering a hidden request is charged to the rate limit by what its roller can see, never by the
// hidden input's cost: otherwise the `RateLimit-*` headers of the answer would tell a heavy hidden input
// from a light one (a larger hidden difficulty, more turns or participants), one answer at a time.
import { afterAll, describe, expect, it } from 'vitest';
import { post } from './http.js';
import { askPlayer, type RoomsApp, roomsApp } from './rooms-app.js';

const rooms: RoomsApp[] = [];
afterAll(async () => {
  for (const r of rooms) await r.close();
});

const extended = (participants: number, maxTurns: number) => ({
  difficulty: 8,
  progressRequired: 1_000,
  participants: Array.from({ length: participants }, (_, i) => ({ name: `P${i}`, rating: 0 })),
  maxTurns,
});

/** A fresh server (its own rate limit), a hidden request of `input`, and the player's generated answer. */
async function answerHidden(input: unknown, hidden = true) {
  const r = await roomsApp({ app: { rateLimitPerMinute: 1_000_000 } });
  rooms.push(r);
  const base = `/v1/rooms/${r.roomId}`;
  const { player, seq } = await askPlayer(r, { system: '2d6-pool', test: 'extended', input, hidden });
  const answer = await post(
    r.app,
    `${base}/rolls`,
    { request: seq, clientSeed: 'pip-1' },
    r.auth(player.token),
  );
  expect(answer.status, await answer.clone().text()).toBe(201);
  return {
    limit: answer.headers.get('ratelimit-limit'),
    remaining: Number(answer.headers.get('ratelimit-remaining')),
  };
}

describe('the rate-limit charge of an answer to a hidden request', () => {
  const light = extended(1, 1);
  // Within the hidden-answer budget (a heavier hidden request is refused when the GM asks: hidden.ts).
  const heavy = extended(5, 50);

  it('differs with the input when the input is in the open (so the inputs below are told apart)', async () => {
    const open = [await answerHidden(light, false), await answerHidden(heavy, false)];
    expect(open[0]!.remaining).toBeGreaterThan(open[1]!.remaining);
  }, 120_000);

  it('is the same whatever the hidden input, headers included', async () => {
    const answers = [await answerHidden(light), await answerHidden(heavy)];
    expect(answers[0]).toEqual(answers[1]);
  }, 120_000);
});
