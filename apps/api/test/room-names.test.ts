// Issue 33, L4: a room's names accepted 100 x U+200B, NUL, newline, RLO, BOM and tag characters, and a player could
// join under the GM's exact name. Names are NFC, visible, free of control and bidirectional characters, and one
// member to a name whatever its case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './http.js';
import { type RoomsApp, roomsApp } from './rooms-app.js';

let r: RoomsApp;
beforeAll(async () => {
  r = await roomsApp();
});
afterAll(() => r.close());

const join = (name: string) => post(r.app, `/v1/rooms/${r.roomId}/members`, { invite: r.invite, name });

describe("a room's names", () => {
  it.each([
    ['invisible only', '\u200b'.repeat(100), 'must have a visible character'],
    ['a NUL', 'Bo\u0000', 'must not hold control'],
    ['a newline', 'Bo\nGM', 'must not hold control'],
    ['a right-to-left override', 'Bo\u202egnp.exe', 'bidirectional'],
    ['a byte order mark', '\ufeffBo', 'invisible formatting'],
    ['a tag character', 'Bo\u{E0041}', 'invisible formatting'],
    ['a noncharacter', 'Bo\ufffe', 'must not hold control'],
  ])('refuses a name with %s, naming /name', async (_what, name, message) => {
    const answer = await join(name);
    expect(answer.status).toBe(422);
    const problem = await answer.json();
    expect(problem.code).toBe('invalid_body');
    expect(problem.errors).toEqual([
      expect.objectContaining({ path: '/name', message: expect.stringContaining(message) }),
    ]);
  });

  it("refuses the GM's name in another case, naming /name; another name joins", async () => {
    const taken = await join('g');
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({
      code: 'invalid_body',
      errors: [expect.objectContaining({ path: '/name' })],
    });
    expect((await join('Grog')).status).toBe(201);
    expect((await join('GROG')).status).toBe(422);
  });

  it.each([
    ['a NUL', 'seed\u0000'],
    ['a right-to-left override', 'seed\u202e'],
    ['a byte order mark', '\ufeffseed'],
  ])("refuses a roll's client seed with %s, naming /clientSeed", async (_what, clientSeed) => {
    const rolled = await post(
      r.app,
      `/v1/rooms/${r.roomId}/rolls`,
      { system: 'd20-roll-under', test: 'check', input: { value: 12 }, clientSeed },
      r.auth(r.gmToken),
    );
    expect(rolled.status).toBe(422);
    expect((await rolled.json()).errors).toEqual([
      expect.objectContaining({ path: '/clientSeed', message: expect.stringContaining('bidirectional') }),
    ]);
  });

  it('keeps emoji joined by zero-width joiners, and stores a name in its composed form (NFC)', async () => {
    const family = await join('\u{1F468}\u200d\u{1F469}\u200d\u{1F467}');
    expect(family.status).toBe(201);
    const decomposed = await join('Zoe\u0301');
    expect(decomposed.status).toBe(201);
    expect((await decomposed.json()).member.name).toBe('Zo\u00e9');
    expect((await join('Zo\u00e9')).status).toBe(422);
  });
});
