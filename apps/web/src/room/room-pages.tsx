/**
 * @module
 * The table pages, one chunk loaded on demand (see ../app/route-switch.tsx): open a table, join, the room, and
 * the verifier.
 */
import type { Registry } from '@verdict/core';
import { JoinPage } from './join-page.js';
import { OpenTablePage } from './open-table-page.js';
import { RoomPage } from './room-page.js';
import type { RoomRoute } from './routes.js';
import { VerifyPage } from './verify-page.js';
import './room.css';

/** The page a route names. */
export default function RoomPages({ route, registry }: { route: RoomRoute; registry: Registry }) {
  switch (route.page) {
    case 'open':
      return <OpenTablePage />;
    case 'verify':
      return <VerifyPage registry={registry} />;
    case 'join':
      return <JoinPage key={route.roomId} roomId={route.roomId} invite={route.invite} />;
    case 'room':
      return <RoomPage key={route.roomId} roomId={route.roomId} registry={registry} />;
  }
}
