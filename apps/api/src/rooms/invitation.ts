/**
 * `POST /v1/rooms/{id}/invitation` with `{ invite }`: what the join page shows before joining, the table's
 * name and its GM's name, for whoever holds the room's invite. The invite comes in the body, never in the URL
 * (where proxies' logs, history and Referer keep it: `?invite=` is refused on every room route). Any other
 * invite, another room's or an unknown room is the same 403 saying nothing more. It reads, and appends nothing.
 */

import { sha256Hex } from '@verdict/fair';
import { invitationBody } from '@verdict/room';
import type { Hono } from 'hono';
import { problemOf } from '../http/errors.js';
import { readBody } from '../http/read-body.js';
import type { RoomsContext } from './context.js';
import type { Room } from './store/types.js';

/** Adds the invitation read to the room routes. */
export function invitationRoute(app: Hono, ctx: RoomsContext): void {
  app.post('/v1/rooms/:id/invitation', async (c) => {
    const { body } = await readBody(c, invitationBody);
    const id = c.req.param('id');
    const room = id.length <= 100 ? await ctx.store.room(id) : undefined;
    if (!room || !inviteOpens(room, body.invite)) {
      throw problemOf('forbidden', 'This invite does not open that room', [
        { path: '/invite', message: 'wrong invite' },
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
