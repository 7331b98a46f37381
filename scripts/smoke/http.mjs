// What the smoke set asks of a running server: JSON calls, waiting for a line, and the room it fills.

/** A JSON call; returns the status and the parsed body. */
export async function call(base, method, path, { token, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {}
  return { status: response.status, body: parsed, text };
}

/** Throws unless `answer` has `status`. */
export function expectStatus(answer, status, what) {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer.body;
}

/**
 * Resolves with the first match of `pattern` in what `read()` returns, polling up to `capMs`; fails at once
 * when `alive()` says the process that should print it has exited.
 */
export async function waitFor(read, pattern, capMs, what, alive = () => true) {
  const until = Date.now() + capMs;
  for (;;) {
    const match = pattern.exec(read());
    if (match) return match;
    if (!alive())
      throw new Error(`${what} exited before printing ${pattern}; output:\n${read().slice(-3000)}`);
    if (Date.now() > until)
      throw new Error(`gave up waiting ${capMs / 1000} s for ${what}; output:\n${read().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A room on the server's SQLite through a GC's life: `appends` rolls (each a handful of prepared statements),
 * then `idleMs` with nothing asked but `/healthz` every 5 s while `alive()` holds, then the GM closes it
 * revealing everything and the export is returned (for `verdict verify`, which must say exit 0).
 */
export async function soakRoom(base, { appends, idleMs, alive }) {
  const created = expectStatus(
    await call(base, 'POST', '/v1/rooms', { body: { name: 'Smoke table', gm: { name: 'Ada' } } }),
    201,
    'create a room',
  );
  const roomId = created.room.id;
  const gm = created.token;
  const joined = expectStatus(
    await call(base, 'POST', `/v1/rooms/${roomId}/members`, { body: { invite: created.invite, name: 'Bo' } }),
    201,
    'join the room',
  );
  for (let i = 0; i < appends; i++) {
    const token = i % 2 === 0 ? gm : joined.token;
    const body = {
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 3 + (i % 15) },
      clientSeed: `smoke-${i}`,
    };
    expectStatus(
      await call(base, 'POST', `/v1/rooms/${roomId}/rolls`, { token, body }),
      201,
      `roll ${i + 1}`,
    );
  }
  const until = Date.now() + idleMs;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, Math.max(0, until - Date.now()))));
    if (!alive()) throw new Error(`the server died while idle after ${appends} appends`);
    expectStatus(await call(base, 'GET', '/healthz'), 200, '/healthz while idle');
  }
  expectStatus(
    await call(base, 'POST', `/v1/rooms/${roomId}/close`, { token: gm, body: { revealAll: true } }),
    201,
    'close',
  );
  const exported = await call(base, 'GET', `/v1/rooms/${roomId}/export`, { token: joined.token });
  expectStatus(exported, 200, 'export');
  return exported.text;
}
