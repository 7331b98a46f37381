/**
 * @module
 * The room protocol's HTTP shapes: request bodies (with their validation), answers and the routes as data.
 */

export {
  EXPORT_START,
  entriesText,
  exportEnd,
  memberView,
  roomEvents,
  roomView,
} from './answers.js';
export {
  type CloseBody,
  closeBody,
  createRoomBody,
  emptyBody,
  invitationBody,
  joinBody,
  type RequestBody,
  type RollBody,
  recoverBody,
  requestBody,
  revealBody,
  rollBody,
} from './bodies.js';
export {
  type Checked,
  type Fingerprint,
  fingerprint,
  idempotencyKey,
  keyConflict,
  lastEventId,
  noTokenInQuery,
  type ParameterRefusal,
  TOKEN_QUERY_PARAMETERS,
  wholeNumber,
} from './parameters.js';
export { ROOM_PROBLEMS } from './problems.js';
export { rollCommand } from './roll-command.js';
export {
  type AbandonRoundsBody,
  abandonRoundsBody,
  type NextRoundBody,
  nextRoundBody,
  type RoundChoicesBody,
  roundChoicesBody,
  type StartRoundsBody,
  startRoundsBody,
} from './round-bodies.js';
export { ROOM_ROUTES, type RoomRoute } from './routes.js';
export { ROOM_ANSWERS } from './shapes.js';
