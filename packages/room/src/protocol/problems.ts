/**
 * @module
 * The problems each room route can answer (`type` and status from core's problem table), by its
 * operationId: what a client must be ready for, and what the server's OpenAPI document lists.
 */
import type { ProblemCode } from '@verdict/core';

const bodyProblems: ProblemCode[] = [
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_body',
];
// Every room route refuses a token in its query (`?access_token=`: invalid_parameter, naming it).
const member401: ProblemCode[] = ['unknown_room', 'unauthorized', 'invalid_parameter'];
const appending: ProblemCode[] = [
  ...member401,
  'forbidden',
  ...bodyProblems,
  'idempotency_conflict',
  'room_closed',
  'limit_exceeded',
];

/** The problems each room route can answer, by its operationId. */
export const ROOM_PROBLEMS: Readonly<Record<string, readonly ProblemCode[]>> = {
  createRoom: [...bodyProblems, 'invalid_parameter'],
  joinRoom: [
    'unknown_room',
    'forbidden',
    ...bodyProblems,
    'idempotency_conflict',
    'invalid_parameter',
    'room_closed',
    'limit_exceeded',
  ],
  // A wrong invite, another room's invite and an unknown room are the same 403.
  // The invite in the body; `invalid_parameter` for a token or an invite in the URL.
  roomInvitation: ['forbidden', ...bodyProblems, 'invalid_parameter'],
  // A wrong key, a replaced key, another room's key and an unknown room are the same 403.
  recoverSeat: ['forbidden', ...bodyProblems, 'idempotency_conflict', 'invalid_parameter'],
  roomRecoveryKey: [...member401, ...bodyProblems],
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
    // Entered dice answering a request whose input is hidden: one refusal whatever the reason.
    'dice_do_not_fit',
    // A generated answer to a hidden request that its hidden input made fail: one refusal whatever the reason.
    'answer_refused',
    // A heavy roll is computed in the server's worker pool under the request deadline (nothing is appended past it).
    'deadline_exceeded',
    'server_busy',
    'worker_failed',
  ],
  roomRequest: [...appending, 'unknown_system', 'unknown_test', 'invalid_input'],
  roomReveal: [...appending, 'already_done'],
  roomStartRounds: [...appending, 'unknown_system', 'unknown_test', 'invalid_input'],
  roomNextRound: [...appending, 'already_done', 'invalid_input', 'invalid_state'],
  roomRoundChoices: [...appending, 'already_done', 'invalid_input'],
  roomAbandonRounds: [...appending, 'already_done'],
  roomRotateEpoch: appending,
  roomClose: appending,
  roomEntries: member401,
  roomPrivate: [...member401, 'forbidden', 'unknown_entry'],
  roomEvents: [...member401, 'too_many_streams'],
  roomExport: member401,
};
