// The join page names the table and its GM before joining: POST /v1/rooms/{id}/invitation with { invite }
// answers the room's name and the GM's name for the room's invite, and a 403 saying nothing more otherwise (a
// wrong invite, another room's invite, an unknown room); a missing invite is a 422 naming it. The invite never
// travels in a URL (issue 32): `?invite=` is refused, naming it. Real SQLite store.
import { randomUUID } from 'node:crypto';
import { createRoomClient, RoomCallError } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, post } from './http.js';
import { type RoomsApp, roomsApp } from './rooms-app.js';

let r: RoomsApp;
beforeAll(async () => {
  r = await roomsApp();
}, 60_000);
afterAll(() => r.close());

const invitation = (roomId: string, body: unknown) =>
  post(r.app, `/v1/rooms/${encodeURIComponent(roomId)}/invitation`, body);

describe('the invitation read', () => {
  it("names the table and its GM for the room's invite, and nothing more", async () => {
    const response = await invitation(r.roomId, { invite: r.invite });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ room: { name: 'T' }, gm: { name: 'G' } });
  });

  it("answers 403 for a wrong invite, another room's invite and an unknown room, alike", async () => {
    const other = await (await post(r.app, '/v1/rooms', { name: 'Other', gm: { name: 'Bo' } })).json();
    const refusals = [
      await invitation(r.roomId, { invite: 'not-the-invite' }),
      await invitation(r.roomId, { invite: other.invite }),
      await invitation('no-such-room', { invite: r.invite }),
    ];
    const bodies = [];
    for (const response of refusals) bodies.push(await expectProblem(response, 403, 'forbidden'));
    for (const body of bodies) {
      expect(JSON.stringify(body)).not.toMatch(/"T"|"G"|Other|Bo\b/);
      expect(body.detail).toBe(bodies[0]!.detail);
    }
  });

  it('answers 422 naming the invite when it is missing', async () => {
    const body = await expectProblem(await invitation(r.roomId, {}), 422, 'invalid_body');
    expect(body.errors?.[0]?.path).toBe('/invite');
  });

  it('never takes the invite from a URL: ?invite= is refused on every room route, naming it', async () => {
    const inUrl = `?invite=${encodeURIComponent(r.invite)}`;
    const room = `/v1/rooms/${r.roomId}`;
    for (const response of [
      await r.app.request(`${room}/invitation${inUrl}`),
      await post(r.app, `${room}/invitation${inUrl}`, { invite: r.invite }),
      await post(r.app, `${room}/members${inUrl}`, { invite: r.invite, name: 'Pia' }),
    ]) {
      const body = await expectProblem(response, 422, 'invalid_parameter');
      expect(body.errors?.[0]?.path).toBe('query:invite');
      expect(body.detail).toContain('JSON body');
      expect(JSON.stringify(body)).not.toContain(r.invite);
    }
  });
});

describe("the room client's invitation()", () => {
  const client = (roomId: string) =>
    createRoomClient({
      server: 'http://verdict.test',
      roomId,
      fetch: (url, init) => Promise.resolve(r.app.request(url, init)),
      newKey: randomUUID,
    });

  it('reads the table and its GM for an invite, before joining', async () => {
    expect(await client(r.roomId).invitation(r.invite)).toEqual({ room: { name: 'T' }, gm: { name: 'G' } });
  });

  it('refuses a wrong invite with a 403', async () => {
    const refused = await client(r.roomId)
      .invitation('not-the-invite')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RoomCallError);
    expect((refused as RoomCallError).status).toBe(403);
  });
});
