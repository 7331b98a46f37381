/**
 * `GET /v1/rooms/{id}/invitation?invite=…`: what the join page shows before joining, the table's name and
 * its GM's name, for whoever holds the room's invite. Any other invite, another room's or an unknown room
 * is the same 403 saying nothing more; a missing invite is a 422 naming it.
 */

import { sha256Hex } from '@verdict/fair';
import type { Hono } from 'hono';
import { problemOf } from '../http/errors.js';
import type { RoomsContext } from './context.js';
import type { Room } from './store/types.js';

/** Adds the invitation read to the room routes. */
export function invitationRoute(app: Hono, ctx: RoomsContext): void {
  app.get('/v1/rooms/:id/invitation', async (c) => {
    const invite = c.req.query('invite');
    if (invite === undefined || invite === '') {
      throw problemOf('invalid_parameter', 'The invite is missing: add ?invite=<the invite>', [
        { path: 'query:invite', message: 'required' },
      ]);
    }
    const id = c.req.param('id');
    const room = id.length <= 100 && invite.length <= 1000 ? await ctx.store.room(id) : undefined;
    if (!room || !inviteOpens(room, invite)) {
      throw problemOf('forbidden', 'This invite does not open that room', [
        { path: 'query:invite', message: 'wrong invite' },
      ]);
    }
    const gm = (await ctx.store.members(room.id)).find((member) => member.role === 'gm');
    return c.json({ room: { name: room.name }, gm: { name: gm?.name ?? '' } });
  });
}

/** Whether `invite` is the room's: its SHA-256 against the stored one, compared without an early exit. */
export function inviteOpens(room: Pick<Room, 'inviteHash'>, invite: string): boolean {
  const a = sha256Hex(invite);
  const b = room.inviteHash;
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
