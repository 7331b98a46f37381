// A hidden request's answers must fit the hidden-answer budget, checked when the GM asks (hidden.ts). A hidden
// request in parts was not checked then (its input is not whole until the answer), so for a test with no cost
// model (its work cannot be bounded from its input) it was accepted, and then every generated answer was
// refused. Now the GM is told at once, as for a whole hidden input; in the open the request stays possible.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, join, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  // `slow` is a third-party system (test-fixtures/system-slow) whose `spin` test has no cost model.
  server = await startServer({ WEB_DIST: '/nonexistent', VERDICT_SYSTEMS: './test-fixtures/system-slow' });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

describe('a hidden request for a test with no cost model', () => {
  it('is refused when the GM asks, in parts or whole; asked in the open it is accepted', async () => {
    const { gm, invite } = await createRoom(server.url, 'Unbounded');
    const grog = await join(server.url, gm.roomId, invite, 'Grog');
    const ask = (extra: object) =>
      post(server.url, gm, 'requests', { to: [grog.memberId], system: 'slow', test: 'spin', ...extra });
    for (const asked of [
      await ask({ input: { ms: 0 }, fixes: ['ms'], hidden: true }),
      await ask({ input: { ms: 0 }, hidden: true }),
    ]) {
      expect(asked.status, JSON.stringify(asked.body)).toBe(422);
      expect(asked.body).toMatchObject({ code: 'limit_exceeded', errors: [{ path: '/input' }] });
      expect(asked.body.detail).toMatch(/cannot be bounded.*ask in the open/);
    }
    expect((await ask({ input: { ms: 0 }, fixes: ['ms'] })).status).toBe(201);
  }, 120_000);
});
