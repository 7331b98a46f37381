/**
 * The room routes as rows of the API's route table: the routes as `@verdict/room` describes them (bodies,
 * answers, parameters), with the problems this server can answer on each, so `/openapi.json` and `/docs`
 * describe them like every other route.
 */
import { ROOM_ROUTES as PROTOCOL_ROUTES } from '@verdict/room';
import type { ProblemCode } from '../http/problem-types.js';
import type { RouteSpec } from '../openapi/routes.js';

const bodyProblems: ProblemCode[] = [
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_body',
];
const member401: ProblemCode[] = ['unknown_room', 'unauthorized'];
const appending: ProblemCode[] = [
  ...member401,
  'forbidden',
  ...bodyProblems,
  'idempotency_conflict',
  'room_closed',
  'limit_exceeded',
  'invalid_parameter',
];

/** The problems each room route can answer, by its operationId. */
const PROBLEMS: Readonly<Record<string, readonly ProblemCode[]>> = {
  createRoom: bodyProblems,
  joinRoom: [
    'unknown_room',
    'forbidden',
    ...bodyProblems,
    'idempotency_conflict',
    'invalid_parameter',
    'room_closed',
    'limit_exceeded',
  ],
  // A wrong invite, another room's invite and an unknown room are the same 403 (invitation.ts).
  roomInvitation: ['forbidden', 'invalid_parameter'],
  getRoom: member401,
  roomRoll: [
    ...appending,
    'already_done',
    'unknown_system',
    'unknown_test',
    'invalid_input',
    'dice_exhausted',
    'dice_left_over',
    'face_out_of_range',
    // Entered dice answering a request whose input is hidden: one refusal whatever the reason (hidden.ts).
    'dice_do_not_fit',
    // A heavy roll is computed in the worker pool under the request deadline (nothing is appended past it).
    'deadline_exceeded',
    'server_busy',
    'worker_failed',
  ],
  roomRequest: [...appending, 'unknown_system', 'unknown_test', 'invalid_input'],
  roomReveal: [...appending, 'already_done'],
  roomRotateEpoch: appending,
  roomClose: appending,
  roomEntries: [...member401, 'invalid_parameter'],
  roomPrivate: [...member401, 'forbidden', 'unknown_entry'],
  roomEvents: [...member401, 'invalid_parameter', 'too_many_streams'],
  roomExport: member401,
};

/** The room routes, in the order of the docs. */
export const ROOM_ROUTES: readonly RouteSpec[] = PROTOCOL_ROUTES.map((route) => {
  const problems = PROBLEMS[route.operationId];
  if (!problems) throw new Error(`The room route ${route.operationId} has no problems listed`);
  return { ...route, problems };
});
