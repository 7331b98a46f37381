// When an answer to a hidden request reaches its roller (the HTTP answer) and another member (the event
// stream), for an easy and a hard hidden difficulty (issue 34, N1): 200 pairs taken side by side, each answer
// in a room of its own, at the server's default floor (1,000 ms). Reports, for each channel, the medians, the
// p-values of the Mann–Whitney test and of the paired Wilcoxon test, and the accuracy of the best one-answer
// guess (0.5 is chance). BENCH_HIDDEN_PAIRS sets the number of pairs.
import { classifierAccuracy, mannWhitney, median, signedRank } from '../test/two-sample.mjs';
import { aimLine, loadNote, startServer } from './server.mjs';

const PAIRS = Number(process.env.BENCH_HIDDEN_PAIRS ?? 200);
const AT_ONCE = 3;

async function call(url, path, token, body) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A room where the GM asks Pia a hidden extended request of `difficulty`, with the GM's stream open after it. */
async function asked(url, difficulty) {
  const created = await call(url, '/v1/rooms', undefined, { name: 'Timing', gm: { name: 'GM' } });
  const id = created.room.id;
  const pia = await call(url, `/v1/rooms/${id}/members`, undefined, { invite: created.invite, name: 'Pia' });
  const input = {
    difficulty,
    progressRequired: 40,
    maxTurns: 30,
    participants: Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, rating: 2 })),
  };
  const request = await call(url, `/v1/rooms/${id}/requests`, created.token, {
    to: [pia.member.id],
    system: '2d6-pool',
    test: 'extended',
    input,
    hidden: true,
  });
  const seq = request.entry.seq;
  const controller = new AbortController();
  const stream = await fetch(`${url}/v1/rooms/${id}/events`, {
    headers: { authorization: `Bearer ${created.token}`, 'last-event-id': String(seq) },
    signal: controller.signal,
  });
  const arrived = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of stream.body) {
      text += decoder.decode(chunk, { stream: true });
      if (/^id: (\d+)$/m.test(text) && Number(/^id: (\d+)$/m.exec(text)[1]) > seq) return performance.now();
    }
    return Number.NaN;
  })().catch(() => Number.NaN);
  return { id, pia, seq, arrived, stop: () => controller.abort() };
}

async function answer(url, room, i) {
  const sent = performance.now();
  await call(url, `/v1/rooms/${room.id}/rolls`, room.pia.token, { request: room.seq, clientSeed: `b-${i}` });
  const http = performance.now() - sent;
  const stream = (await room.arrived) - sent;
  room.stop();
  return { http, stream };
}

export async function runHiddenTiming() {
  const server = await startServer();
  try {
    const pairs = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < PAIRS) {
          const i = next++;
          const [easy, hard] = await Promise.all([asked(server.url, 6), asked(server.url, 11)]);
          const first = Math.random() < 0.5;
          const [e, h] = await Promise.all(
            first
              ? [answer(server.url, easy, 2 * i), answer(server.url, hard, 2 * i + 1)]
              : [answer(server.url, hard, 2 * i + 1), answer(server.url, easy, 2 * i)].reverse(),
          );
          pairs.push({ easy: e, hard: h });
        }
      }),
    );
    console.log(
      `\nhidden-answer timing: ${PAIRS} pairs (difficulty 6 vs 11 of a hidden 2d6-pool extended request), ${AT_ONCE} pairs at once, default floor; ${loadNote()}`,
    );
    let worst = 1;
    for (const key of ['http', 'stream']) {
      const easy = pairs.map((p) => p.easy[key]);
      const hard = pairs.map((p) => p.hard[key]);
      const mw = mannWhitney(easy, hard);
      const paired = signedRank(easy, hard);
      worst = Math.min(worst, mw.p, paired.p);
      console.log(
        `  ${key.padEnd(6)} median ${median(easy).toFixed(1)} vs ${median(hard).toFixed(1)} ms; Mann–Whitney p ${mw.p.toFixed(3)} (z ${mw.z.toFixed(2)}); paired p ${paired.p.toFixed(3)} (z ${paired.z.toFixed(2)}); one-answer accuracy ${(classifierAccuracy(easy, hard) * 100).toFixed(0)}%`,
      );
    }
    const met = worst > 1e-4;
    console.log(
      aimLine(
        'hidden difficulty told by an answer’s timing (HTTP and event stream)',
        `smallest p ${worst.toFixed(4)}`,
        'no test below p 0.0001',
        met,
      ),
    );
    return met;
  } finally {
    await server.stop();
  }
}
