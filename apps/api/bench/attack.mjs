// The attack run (issue 17): one client sends the most expensive request of each kind the server accepts, at
// the full default rate limit (600 a minute: one every 100 ms), while another polls /healthz back to back.
// Reports /healthz p50/p99 (aim: p99 under 50 ms) and the worst accepted request's time (aim: under 1 s).
// "Most expensive accepted" is found first, on a server without a rate limit: for each kind, a ladder of
// inputs from the largest the contract allows downwards; the first one answered 2xx is used. Room rolls go into a
// room opened on each server first.
// Issue 25's inputs, which fooled the cost estimate, are sent too, whether refused or not (HOSTILE, cycled with
// the others; `1d20*400000` every 2 s on its own), and while the GM sends heavy rolls into the room a player
// sends cheap ones from another address (every 250 ms): their times are reported apart (aim: under 1 s).
import { aimLine, loadNote, machineBusy, openRoom, quantile, startServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_ATTACK_SECONDS ?? 20);
const INTERVAL_MS = 100; // 600 a minute

const post = (path, body) => ({ path, body });
/** A roll into the server's bench room (created on each server before the run): its path and token are filled in then. */
const roomRoll = (test, input) => ({
  room: true,
  path: '/rolls',
  body: { ...test, input, clientSeed: 'attack' },
});
const test = (system, id, kind, input) => post(`/v1/systems/${system}/tests/${id}/${kind}`, { input });
const participants = (n) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, rating: 3, bonusDice: 2 }));
const t13Dice = (dice) => ({ main: { dice }, descendant: { dice }, proficiencies: 3, difficulty: 20 });
const contest = (maxRounds) => ({ attacker: { will: 11 }, target: { will: 11 }, maxRounds });

/** For each kind of request, inputs from the most expensive down. */
const LADDERS = [
  [
    'notation odds',
    // 10000d2 was the heaviest admitted before the budget was lowered (issue 25); 7000d2 is at the new edge.
    ['10000d2', '7000d2', '34d100kh33', '30d100kh28', '100d100', '20d100'].map((n) =>
      post('/v1/odds', { notation: n }),
    ),
  ],
  ['notation roll', ['10000d1000000', '10000d6', '1000d6'].map((n) => post('/v1/roll', { notation: n }))],
  [
    't13 dice odds',
    ['1d1000000', '1d100000', '1d10000', '1d5000', '2d1000', '1d1000', '1d100'].map((d) =>
      test('t13', 'dice', 'odds', t13Dice(d)),
    ),
  ],
  [
    't13 dice resolve',
    ['10000d1000000', '1000d1000', '1d100'].map((d) => test('t13', 'dice', 'resolve', t13Dice(d))),
  ],
  [
    '2d6 extended resolve',
    [
      [100, 10_000, 1_000_000],
      [100, 5_000, 100_000],
      [100, 50, 1_000_000],
      [20, 1_000, 10_000],
      [4, 100, 100],
    ].map(([n, maxTurns, progressRequired]) =>
      test('2d6-pool', 'extended', 'resolve', {
        difficulty: 9,
        progressRequired,
        participants: participants(n),
        maxTurns,
      }),
    ),
  ],
  [
    '2d6 extended odds',
    [
      [100, 10_000, 1_000_000],
      [100, 1_000, 10_000],
      [100, 10_000, 2_000],
      [10, 200, 200],
      [4, 50, 30],
    ].map(([n, maxTurns, progressRequired]) =>
      test('2d6-pool', 'extended', 'odds', {
        difficulty: 9,
        progressRequired,
        participants: participants(n),
        maxTurns,
      }),
    ),
  ],
  [
    'd20 contest odds',
    [1000, 100, 10].map((r) => test('d20-roll-under', 'directed-contest', 'odds', contest(r))),
  ],
  [
    'd20 contest resolve',
    [1000, 100].map((r) => test('d20-roll-under', 'directed-contest', 'resolve', contest(r))),
  ],
  // Room rolls are resolved in the worker pool too (outside the room's transaction), then appended.
  [
    'room roll t13 dice',
    ['10000d1000000', '1000d1000', '1d100'].map((d) => roomRoll({ system: 't13', test: 'dice' }, t13Dice(d))),
  ],
  [
    'room roll d20 contest',
    [1000, 100].map((r) => roomRoll({ system: 'd20-roll-under', test: 'directed-contest' }, contest(r))),
  ],
];

/** Issue 25's inputs: each once fooled the estimate (ran inline for seconds, answered 500, or ran to the deadline). */
const HOSTILE = [
  ['issue 25 1d2*30000000', post('/v1/odds', { notation: '1d2*30000000' })],
  ['issue 25 (1d6*1e6)^2', post('/v1/odds', { notation: '(1d6*1000000)*(1d6*1000000)' })],
  ['issue 25 30d100kl29', post('/v1/odds', { notation: '30d100kl29' })],
  ['issue 25 30d100', post('/v1/odds', { notation: '30d100' })],
];
/** Sent every 2 s on its own, as the issue's attacker did. */
const EVERY_2S = ['issue 25 1d20*400000', post('/v1/odds', { notation: '1d20*400000' })];
/** The player's cheap roll, from another address, while the GM rolls heavy ones in the same room. */
const CHEAP_ROLL = roomRoll({ system: 'd20-roll-under', test: 'check' }, { value: 12 });

/** Opens a room on a server, for the room rolls: each request's room path, the GM's token and a player's. */
async function roomFor(url) {
  const room = await openRoom(url, 'Attack');
  const path = `/v1/rooms/${room.room.id}`;
  const joined = await fetch(`${url}${path}/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ invite: room.invite, name: 'Player' }),
  }).then((r) => r.json());
  return { path, token: room.token, player: joined.token };
}
async function send(url, request, room, as = {}) {
  const started = performance.now();
  const headers = { 'content-type': 'application/json' };
  if (request.room) headers.authorization = `Bearer ${as.player ? room.player : room.token}`;
  // The server trusts one proxy in the attack run: each party is its own client address.
  headers['x-forwarded-for'] = as.player ? '192.0.2.2' : '192.0.2.1';
  const response = await fetch(url + (request.room ? room.path : '') + request.path, {
    method: 'POST',
    headers,
    body: JSON.stringify(request.body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function pickMostExpensive() {
  const server = await startServer();
  const picked = [];
  try {
    const room = await roomFor(server.url);
    for (const [kind, ladder] of LADDERS) {
      for (const request of ladder) {
        const { status, ms } = await send(server.url, request, room);
        if (status >= 200 && status < 300) {
          picked.push({ kind, request, probeMs: ms });
          break;
        }
      }
    }
  } finally {
    await server.stop();
  }
  return picked;
}

/** Runs the attack and prints its report; resolves with whether both aims were met. */
export async function runAttack() {
  const picked = await pickMostExpensive();
  console.log(
    `\nattack: ${SECONDS} s, one request every ${INTERVAL_MS} ms (the default rate limit) cycling the most expensive accepted of each kind:`,
  );
  for (const p of picked)
    console.log(`  ${p.kind.padEnd(22)} ${JSON.stringify(p.request.body).slice(0, 90)}`);
  for (const [kind, request] of [...HOSTILE, EVERY_2S])
    console.log(`  ${kind.padEnd(22)} ${JSON.stringify(request.body).slice(0, 90)}`);
  console.log(`  ${'player cheap roll'.padEnd(22)} ${JSON.stringify(CHEAP_ROLL.body).slice(0, 90)}`);
  const busy = machineBusy();
  console.log(
    `  at the start: ${loadNote()}${busy ? ': a BUSY machine (load above its cores): /healthz p99 is judged against 3 times its idle p99 in this run' : ''}`,
  );
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '600', TRUST_PROXY: '1' });
  const health = [];
  const idle = [];
  const results = [];
  const cheap = [];
  let exitedEarly = null;
  let loopDelay;
  let end = performance.now() + SECONDS * 1000;
  try {
    const room = await roomFor(server.url);
    // /healthz on the same server before the attack: on a busy machine the aim is a p99 within 3 times this.
    for (const stopAt = performance.now() + 3000; performance.now() < stopAt; ) {
      const started = performance.now();
      await (await fetch(`${server.url}/healthz`)).arrayBuffer();
      idle.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 5));
    }
    end = performance.now() + SECONDS * 1000;
    const poller = (async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const response = await fetch(`${server.url}/healthz`);
        await response.arrayBuffer();
        health.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const inFlight = [];
    const every = (ms, act) =>
      (async () => {
        while (performance.now() < end) {
          inFlight.push(act());
          await new Promise((r) => setTimeout(r, ms));
        }
      })();
    const player = every(250, () =>
      send(server.url, CHEAP_ROLL, room, { player: true }).then((r) => cheap.push(r)),
    );
    const periodic = every(2000, () =>
      send(server.url, EVERY_2S[1], room).then((r) => results.push({ kind: EVERY_2S[0], ...r })),
    );
    const cycle = [...picked, ...HOSTILE.map(([kind, request]) => ({ kind, request }))];
    for (let i = 0; performance.now() < end; i++) {
      const { kind, request } = cycle[i % cycle.length];
      inFlight.push(send(server.url, request, room).then((r) => results.push({ kind, ...r })));
      await new Promise((r) => setTimeout(r, INTERVAL_MS));
    }
    await Promise.all([poller, player, periodic]);
    await Promise.all(inFlight);
  } finally {
    exitedEarly = server.child.exitCode ?? server.child.signalCode;
    if (exitedEarly === null) loopDelay = await server.stop();
  }
  console.log(`  measured with ${loadNote()}`);
  // The server's own blocking (its main thread busy), apart from the machine's: /healthz waits on both.
  if (loopDelay) console.log(`  the server's ${loopDelay} over the whole run`);
  const byStatus = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const accepted = results.filter((r) => r.status >= 200 && r.status < 300);
  const worst = accepted.reduce((a, b) => (b.ms > (a?.ms ?? -1) ? b : a), undefined);
  const p99 = quantile(health, 0.99);
  console.log(
    `  /healthz: ${health.length} polls, p50 ${quantile(health, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms (aim p99 < 50 ms: ${p99 < 50 ? 'met' : 'NOT met'})`,
  );
  const idleP99 = quantile(idle, 0.99);
  console.log(
    `  /healthz idle (before the attack): p50 ${quantile(idle, 0.5).toFixed(1)} ms, p99 ${idleP99.toFixed(1)} ms; under attack p99 is ${(p99 / idleP99).toFixed(1)} times idle (busy-machine aim: within 3 times: ${p99 <= 3 * idleP99 ? 'met' : 'NOT met'})`,
  );
  console.log(`  attack answers by status: ${JSON.stringify(byStatus)}`);
  if (worst) {
    console.log(
      `  worst accepted: ${worst.kind}, ${worst.ms.toFixed(0)} ms (aim < 1000 ms: ${worst.ms < 1000 ? 'met' : 'NOT met'})`,
    );
  }
  const healthMet = busy ? p99 <= 3 * idleP99 : p99 < 50;
  const healthAim = busy
    ? `within 3 times the idle p99 of ${idleP99.toFixed(1)} ms, the machine being busy at the start`
    : 'under 50 ms';
  for (const [kind] of [...HOSTILE, EVERY_2S]) {
    const sent = results.filter((r) => r.kind === kind);
    const statuses = [...new Set(sent.map((r) => r.status))].join('/');
    const slowest = Math.max(...sent.map((r) => r.ms));
    console.log(
      `  ${kind.padEnd(22)} ${sent.length} sent, status ${statuses}, slowest ${slowest.toFixed(0)} ms`,
    );
  }
  const cheapOk = cheap.filter((r) => r.status >= 200 && r.status < 300).map((r) => r.ms);
  const cheapByStatus = {};
  for (const r of cheap) cheapByStatus[r.status] = (cheapByStatus[r.status] ?? 0) + 1;
  const cheapWorst = Math.max(...cheapOk);
  console.log(
    `  player's cheap rolls beside the GM's heavy ones: ${JSON.stringify(cheapByStatus)}, p50 ${quantile(cheapOk, 0.5).toFixed(0)} ms, p99 ${quantile(cheapOk, 0.99).toFixed(0)} ms, max ${cheapWorst.toFixed(0)} ms (aim < 1000 ms: ${cheapWorst < 1000 ? 'met' : 'NOT met'})`,
  );
  const fivexx = [...results, ...cheap].filter((r) => r.status >= 500 && r.status !== 503).length;
  const crashed = exitedEarly !== null;
  console.log(
    `  crash: ${crashed ? `the server exited (${exitedEarly}) during the run` : 'none, the server stayed up'}`,
  );
  console.log(aimLine('no crash', crashed ? `exited (${exitedEarly})` : 'none', 'none', !crashed));
  console.log(aimLine('no 5xx but 503', `${fivexx}`, '0', fivexx === 0));
  console.log(aimLine('/healthz p99 under attack', `${p99.toFixed(1)} ms`, healthAim, healthMet));
  console.log(
    aimLine(
      'worst accepted request',
      worst ? `${worst.ms.toFixed(0)} ms (${worst.kind})` : 'none accepted',
      'under 1000 ms',
      (worst?.ms ?? 0) < 1000,
    ),
  );
  console.log(
    aimLine(
      "player's cheap rolls beside heavy ones, max",
      `${cheapWorst.toFixed(0)} ms`,
      'under 1000 ms',
      cheapWorst < 1000,
    ),
  );
  return fivexx === 0 && !crashed;
}
