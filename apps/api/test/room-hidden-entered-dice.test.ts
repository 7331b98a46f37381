// Issue 34 (N2): an answer of entered dice to a hidden request with `outcome` visibility told its hidden
// difficulty at once: its label is public, and its roller knows the total they typed ([5,1] with "Failure, 3
// degrees" gives 9). Such answers are now refused, naming `/dice` (the request's visibility and that its input
// is hidden are in the chain, so the refusal tells nothing hidden); generated dice still answer, and entered
// dice still answer a hidden request whose answers are sealed (`blind`), whose label nobody sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, get, join, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ WEB_DIST: '/nonexistent', HIDDEN_ANSWER_FLOOR_MS: '50' });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

async function hiddenRequest(visibility?: 'outcome' | 'blind') {
  const { gm, invite } = await createRoom(server.url, 'Entered');
  const pia = await join(server.url, gm.roomId, invite, 'Pia');
  const asked = await post(server.url, gm, 'requests', {
    to: [pia.memberId],
    system: '2d6-pool',
    test: 'check',
    input: { rating: 0, difficulty: 9 },
    hidden: true,
    ...(visibility ? { visibility } : {}),
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return { gm, pia, seq: asked.body.entry.seq as number };
}

describe('entered dice answering a hidden request', () => {
  it('are refused when its answers show their label (outcome), naming /dice, and nothing is appended', async () => {
    const { gm, pia, seq } = await hiddenRequest();
    for (const dice of [
      [2, 1],
      [5, 1],
      [6, 3],
    ]) {
      const answered = await post(server.url, pia, 'rolls', { request: seq, dice });
      expect(answered.status, JSON.stringify(answered.body)).toBe(422);
      expect(answered.body.errors).toEqual([expect.objectContaining({ path: '/dice' })]);
      expect(answered.body.detail).toContain('blind');
    }
    const room = await get(server.url, gm, '');
    expect(room.body.room.lastSeq).toBe(seq);
    expect(room.body.failedAttempts ?? []).toEqual([]);
    // Generated dice answer it: the roller does not know the dice before the label.
    const generated = await post(server.url, pia, 'rolls', { request: seq, clientSeed: 'pia' });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    expect(generated.body.entry.result.label).toEqual(expect.any(String));
  });

  it('answer a hidden blind request: the public entry has no label', async () => {
    const { pia, seq } = await hiddenRequest('blind');
    const answered = await post(server.url, pia, 'rolls', { request: seq, dice: [5, 1] });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body.entry.result).toBeUndefined();
    expect(answered.body.entry.sealed).toEqual(expect.any(String));
    expect(answered.body.content).toBeUndefined();
  });
});
