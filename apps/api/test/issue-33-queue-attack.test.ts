// Issue 33, F3's queue attack on the real server (reliability-repro/queue-attack.mjs): three concurrent heavy
// requests, each from a fresh address (X-Forwarded-For behind TRUST_PROXY, or a pool of addresses), made a victim's
// cheap requests fail 503: the fair queue served the lane "served longest ago" first and counted a client never
// served as served at -1, so a new address always went ahead of the victim. Lanes now go by the arrival of their
// oldest waiting job, among clients with none running: the victim waits for at most the jobs that came before it.
// The heavy work is the `slow` fixture's (a second each), so the attack does not depend on which real inputs are heavy.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './server-process.js';
import { spinLog } from './spin-log.js';

const spins = spinLog();
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    VERDICT_SYSTEMS: './test-fixtures/system-slow',
    ...spins.env,
    WORKERS: '1',
    TRUST_PROXY: '1',
  });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const spin = (ms: number, address: string) =>
  fetch(`${server.url}/v1/systems/slow/tests/spin/odds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ input: { ms } }),
  });

it('answers every cheap request of a victim 200 while three heavy ones from fresh addresses keep the worker busy', async () => {
  let attacking = true;
  let sent = 0;
  const attacker = async () => {
    while (attacking) {
      sent += 1;
      const answer = await spin(1_000, `10.9.${Math.floor(sent / 250)}.${sent % 250}`);
      await answer.arrayBuffer();
    }
  };
  const attackers = [attacker(), attacker(), attacker()];
  await spins.waitForStart(1_000, 2);
  const statuses: number[] = [];
  try {
    for (let i = 0; i < 5; i++) {
      const answer = await spin(0, '10.8.0.1');
      statuses.push(answer.status);
      await answer.arrayBuffer();
    }
  } finally {
    attacking = false;
    await Promise.all(attackers);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  // The attack went on all along: heavy work started between the victim's requests.
  expect(spins.started().filter((ms) => ms === 1_000).length).toBeGreaterThanOrEqual(5);
}, 300_000);
