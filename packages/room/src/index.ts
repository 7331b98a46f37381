/**
 * @module
 * A Verdict room client's model, from the hash-chained log alone: members, the requests waiting for a
 * member and their answers, which sealed entries a member may open, member names and revealed contents,
 * each roll's exact chance of its result or better, the luck ledger, and reading the server's presence
 * events. Pure: no I/O, no DOM.
 */
export { formatChance, type RollChance, rollChance } from './chance.js';
// client
export {
  type ProblemField,
  RoomCallError,
  type RoomFetch,
  type RoomRequestInit,
  roomCall,
} from './client/call.js';
export { createRoomClient, type RoomClient, storageKeys } from './client/room-client.js';
export { postToRoute } from './client/route-action.js';
export { eventBlock, eventsOverFetch, type OpenEvents, type RoomEventSource } from './client/sse.js';
export type {
  Appended,
  Created,
  FailedAttempts,
  RequestCommand,
  RollCommand,
  RoomClientOptions,
  RoomHead,
  RoomMember,
  RoomSeat,
  RoomSnapshot,
  RoomStatus,
  RoomStorage,
  RoomTimers,
  RoomView,
} from './client/types.js';
export { type LogView, nameOf, viewOf } from './log-view.js';
export { type LuckSample, luckLedger, type MemberLuck, ordinal } from './luck.js';
export { parsePresence, splitPresence } from './presence.js';
export {
  answersByRequest,
  asks,
  membersOf,
  openableSeqs,
  openRequests,
  type TableMember,
  unrevealedSeqs,
} from './table-state.js';
