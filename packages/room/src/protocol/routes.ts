/**
 * @module
 * The room routes as data: method, path, summary and description, the request body and the answer's
 * schema, parameters, examples and the problems each can answer. The server generates its OpenAPI document
 * and `/docs` from them; a client may read them too.
 */
import type { ProblemCode } from '@verdict/core';
import type { z } from 'zod';
import {
  closeBody,
  createRoomBody,
  emptyBody,
  invitationBody,
  joinBody,
  recoverBody,
  requestBody,
  revealBody,
  rollBody,
} from './bodies.js';
import { ROOM_PROBLEMS } from './problems.js';
import { abandonRoundsBody, nextRoundBody, roundChoicesBody, startRoundsBody } from './round-bodies.js';
import { ROOM_ANSWERS } from './shapes.js';

/** One room route. */
export interface RoomRoute {
  readonly method: 'get' | 'post';
  /** OpenAPI path template: `/v1/rooms/{id}/rolls`. */
  readonly path: string;
  readonly operationId: string;
  readonly tag: 'Rooms';
  readonly summary: string;
  readonly description: string;
  readonly body?: z.ZodType;
  /** The success answer: a JSON schema, or another media type described in words. */
  readonly response: z.ZodType | { readonly mediaType: string; readonly description: string };
  /** A body for the curl example on /docs. */
  readonly example?: unknown;
  /** The success status (default 200). */
  readonly status?: 200 | 201;
  /** Needs a member's bearer token. */
  readonly auth?: boolean;
  /** Query and header parameters (OpenAPI parameter objects). */
  readonly parameters?: readonly Record<string, unknown>[];
  /** The problems it can answer (see `problems.ts`), besides 429 and 500. */
  readonly problems: readonly ProblemCode[];
}

const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A retry with the same key, route and body returns the first answer (kept at least 24 h); another route or body is a 409.',
  schema: { type: 'string', maxLength: 255 },
};

const post = (
  route: string,
  operationId: string,
  summary: string,
  description: string,
  body: z.ZodType,
  example?: unknown,
): Omit<RoomRoute, 'problems'> => ({
  method: 'post',
  path: `/v1/rooms/{id}/${route}`,
  operationId,
  tag: 'Rooms',
  summary,
  description,
  body,
  response: ROOM_ANSWERS.appended,
  status: 201,
  auth: true,
  parameters: [idempotencyKey],
  ...(example === undefined ? {} : { example }),
});

/** The room routes, in the order of the docs, without their problems. */
const routes: readonly Omit<RoomRoute, 'problems'>[] = [
  {
    method: 'post',
    path: '/v1/rooms',
    operationId: 'createRoom',
    tag: 'Rooms',
    summary: 'Create a room',
    description:
      "Opens a room (its log starts with room.opened and the GM's member.joined) and answers the GM's token, the players' invite and a joinUrl to share.",
    body: createRoomBody,
    response: ROOM_ANSWERS.created,
    status: 201,
    example: { name: 'Friday table', gm: { name: 'Ada' } },
  },
  {
    method: 'post',
    path: '/v1/rooms/{id}/invitation',
    operationId: 'roomInvitation',
    tag: 'Rooms',
    summary: 'What an invite opens: the table and its GM',
    description:
      "For the join page, before joining: the room's name and its GM's name, for the room's invite, sent in the body (never in the URL: `?invite=` is refused 422 `invalid_parameter`). A wrong invite, another room's invite and an unknown room are the same 403, saying nothing more. It reads and appends nothing.",
    body: invitationBody,
    response: ROOM_ANSWERS.invitation,
    example: { invite: 'the invite from the join link' },
  },
  {
    method: 'post',
    path: '/v1/rooms/{id}/members',
    operationId: 'joinRoom',
    tag: 'Rooms',
    summary: 'Join a room with its invite',
    description:
      'Adds a player (member.joined) and answers their token. A wrong invite is a 403; at most 50 members. With an Idempotency-Key, a retried join with the same key and body answers the same member and token again (Idempotent-Replayed: true), even once the room has closed or filled; never a second member.',
    body: joinBody,
    response: ROOM_ANSWERS.joined,
    status: 201,
    parameters: [
      {
        ...idempotencyKey,
        description:
          'At least 16 characters (a random UUID): whoever sends the same key, invite and name gets the seat and its token. A retry with the same key and body returns the first answer (kept at least 24 h); another body is a 409.',
        schema: { type: 'string', minLength: 16, maxLength: 255 },
      },
    ],
  },
  {
    method: 'post',
    path: '/v1/rooms/{id}/recovery',
    operationId: 'recoverSeat',
    tag: 'Rooms',
    summary: 'Take a seat back with its recovery key',
    description:
      "Seats the caller in the member's seat whose recovery key this is (the GM's is answered when the room is created; any member may make one with POST /v1/rooms/{id}/recovery-key) and answers a new token for it; the seat's other tokens keep working. Accepted in a closed room (its export is read with a seat). A wrong key, a replaced key, another room's key and an unknown room are the same 403, and each is counted for the GM (`failedRecoveries` in GET /v1/rooms/{id}); every attempt costs 10 requests of the rate limit. With an Idempotency-Key, a retry with the same key and body answers the same token again (Idempotent-Replayed: true).",
    body: recoverBody,
    response: ROOM_ANSWERS.recovered,
    status: 201,
    parameters: [
      {
        ...idempotencyKey,
        description:
          'At least 16 characters (a random UUID), as for a join: a retry with the same key and body returns the first answer (kept at least 24 h); another body is a 409.',
        schema: { type: 'string', minLength: 16, maxLength: 255 },
      },
    ],
  },
  {
    method: 'post',
    path: '/v1/rooms/{id}/recovery-key',
    operationId: 'roomRecoveryKey',
    tag: 'Rooms',
    summary: 'Make a new recovery key for my seat',
    description:
      "Answers a new recovery key for the caller's own seat, shown once; the seat's earlier key stops working. Accepted in a closed room. The body may be empty.",
    body: emptyBody,
    response: ROOM_ANSWERS.recoveryKey,
    status: 201,
    auth: true,
  },
  {
    method: 'get',
    path: '/v1/rooms/{id}',
    operationId: 'getRoom',
    tag: 'Rooms',
    summary: 'The room, its members and me',
    description:
      "The room's name, current epoch and its commitment, whether it is closed, its members, which of them have an event stream open now (`present`), and the caller; for the GM, the failed answers to hidden requests (`failedAttempts`).",
    response: ROOM_ANSWERS.view,
    auth: true,
  },
  post(
    'rolls',
    'roomRoll',
    'Roll into the log',
    "Generated dice (hmac-sha256-v1 from the epoch's server seed, `clientSeed` and the next nonce) or entered `dice`, resolved by the rules and logged by `visibility`: public, outcome (result only), gm (GM only) or blind (the GM sees it, the roller does not). With `request`, answers a GM request with its system, test, input and visibility. A heavy roll is resolved in the worker pool under the request deadline, outside the room's transaction: past the deadline the answer is 422 `deadline_exceeded` and nothing is appended. An answer to a request whose input is hidden, accepted or refused, is sent no sooner than a fixed floor after it arrived (`Verdict-Answer-Floor: 1000`, in ms), is charged the hidden-answer budget (3 requests of the rate limit) and is admitted by the room's entry limit, so none of these tells the hidden input.",
    rollBody,
    {
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 12 },
      clientSeed: 'my-seed-1',
      visibility: 'public',
    },
  ),
  post(
    'requests',
    'roomRequest',
    'Ask members to roll (GM)',
    'A request for rolls of a test: `to` member ids or "all"; `hidden` seals the input (a hidden difficulty) until revealed; a hidden request whose worst-case answer is past the hidden-answer budget (2,000,000 engine steps) is a 422 `limit_exceeded` on `/input`. With `fixes`, the input is the GM\'s part only (the fields listed, in the open or hidden) and each answer gives the rest (the player\'s part: their skill, attribute, name); without it, the input is whole.',
    requestBody,
  ),
  post(
    'rounds',
    'roomStartRounds',
    'Start a test of rounds',
    'Starts a test whose rules play in rounds (its system gives it rounds: a Contest of Wills, a 2d6-pool extended test, death saves), round by round as the log holds it (protocol 2; see fair-play.md, Tests of rounds): appends rounds.started with the input fixed for the whole test, in the open or sealed by `visibility` as a roll. Its rounds are then played with POST .../rounds/next by the same member.',
    startRoundsBody,
    {
      system: 'd20-roll-under',
      test: 'mutual-contest',
      input: {
        parties: [
          { name: 'Witch', will: 12, wits: 10 },
          { name: 'Abbot', will: 11, wits: 14 },
        ],
      },
    },
  ),
  post(
    'rounds/next',
    'roomNextRound',
    'Play the next round of a test',
    "The member who started the test plays its next round: its dice are drawn from the epoch's server seed, `clientSeed` and the member's next nonce (hmac-sha256-v2), after the GM's choices for it, if any. Appends a round; when the round ends the test, also rounds.ended with the result, answered as `ended`.",
    nextRoundBody,
    { of: 9, clientSeed: 'my-seed-2' },
  ),
  post(
    'rounds/choices',
    'roomRoundChoices',
    "Choose for a test's next round (GM)",
    "The GM's choices for the next round of a test, as its rules' round choices schema takes them (the Mutual Contest's `criticalSuccess` per party): appends round.choice, once per round, before the round.",
    roundChoicesBody,
    { of: 9, choices: { criticalSuccess: { first: 'penalty' } } },
  ),
  post(
    'rounds/abandon',
    'roomAbandonRounds',
    'Abandon a test of rounds',
    'Ends a test before its result, with none: appends rounds.ended with `abandoned: true`. The member who started it, or the GM.',
    abandonRoundsBody,
    { of: 9 },
  ),
  post(
    'reveals',
    'roomReveal',
    'Reveal a sealed entry (GM)',
    'Publishes the hidden part of a sealed entry (salt included), so anyone can check it against the seal. Accepted in a closed room.',
    revealBody,
    { of: 7 },
  ),
  post(
    'epochs',
    'roomRotateEpoch',
    'Rotate the epoch (GM)',
    "Ends the epoch: reveals its server seed and commits to the next one's. Nonces start again at 0. The body may be empty. The answer's `computable` counts the unrevealed blind rolls (`blindRolls`) and other answers to still-hidden requests (`hiddenRequestAnswers`) of the ending epoch: with the seed revealed, their rollers can compute their dice (see fair-play.md); `hiddenRequestAnswers` also counts answers of entered dice whose public label told their rollers the hidden input (logs written before such answers were refused).",
    emptyBody,
  ),
  post(
    'close',
    'roomClose',
    'Close the room (GM)',
    'Appends room.closed with the last epoch\'s server seed; afterwards only reveals are accepted (others 409). The body may be empty. With `{"revealAll": true}` it first appends a reveal of every sealed entry not revealed yet, so that the log verifies completely, and answers `revealed` (how many); without, it answers `computable` as a rotation does.',
    closeBody,
  ),
  {
    method: 'get',
    path: '/v1/rooms/{id}/entries',
    operationId: 'roomEntries',
    tag: 'Rooms',
    summary: 'Entries of the log',
    description:
      'Entries after `after` (default 0), oldest first, at most `limit` (default 100, at most 1,000), and fewer when they hold more than 262,144 bytes of JSON (at least one): ask again with `after` set to the last seq received.',
    response: ROOM_ANSWERS.entries,
    auth: true,
    parameters: [
      { name: 'after', in: 'query', required: false, schema: { type: 'integer', minimum: 0 } },
      { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 1000 } },
    ],
  },
  {
    method: 'get',
    path: '/v1/rooms/{id}/entries/{seq}/private',
    operationId: 'roomPrivate',
    tag: 'Rooms',
    summary: 'Open a sealed entry',
    description:
      'The hidden part of a sealed entry, for who may open it: the GM; the roller of an outcome roll (unless it answers a request whose input is still hidden); anyone once revealed.',
    response: ROOM_ANSWERS.opened,
    auth: true,
  },
  {
    method: 'get',
    path: '/v1/rooms/{id}/events',
    operationId: 'roomEvents',
    tag: 'Rooms',
    summary: 'Live entries (Server-Sent Events)',
    description:
      'Each entry as `id: <seq>`, `event: entry`, `data: <entry JSON>`: the log from seq 1 (or after `Last-Event-ID`, the header winning over `?lastEventId=`), then live entries; a `: heartbeat` comment at least every 15 s; ends after room.closed. Who is connected goes out as `event: presence`, `data: {"present":[<member id>…]}`, first and at each change: an extension outside the hash chain, with no `id:`, so `Last-Event-ID` resume counts entries only. The token goes in `Authorization` as on every room route (read the stream over fetch; a token in the URL, `?access_token=`, is refused 422 `invalid_parameter`). The stream starts with `retry: 2000`: a client waits a random time up to that (full jitter), doubling up to a cap while it cannot reconnect. At most 1,000 open streams per server, 20 per client address and 5 per member (`ROOM_MAX_STREAMS`, `ROOM_STREAMS_PER_CLIENT`, `ROOM_STREAMS_PER_MEMBER`; 429 past each, naming it); a client that stops reading is dropped.',
    response: { mediaType: 'text/event-stream', description: 'A stream of entries' },
    auth: true,
    parameters: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        schema: { type: 'string', pattern: '^[0-9]+$' },
      },
      { name: 'lastEventId', in: 'query', required: false, schema: { type: 'string', pattern: '^[0-9]+$' } },
    ],
  },
  {
    method: 'get',
    path: '/v1/rooms/{id}/export',
    operationId: 'roomExport',
    tag: 'Rooms',
    summary: 'Export the whole chain',
    description:
      "The whole log as `{ format: 'verdict-room-log', version: 1, entries, head }` (`head`: the last entry's `{ seq, hash }`), up to the last entry when asked: streamed as it is read from storage, a page at a time, and never refused for its size (the room's own limits bound it). Verify it offline with `verifyLog` of @verdict/room, or `verdict verify --head SEQ:HASH` with the head a client saw live.",
    response: ROOM_ANSWERS.exported,
    auth: true,
  },
];

/** The room routes, in the order of the docs. */
export const ROOM_ROUTES: readonly RoomRoute[] = routes.map((route) => {
  const problems = ROOM_PROBLEMS[route.operationId];
  if (!problems) throw new Error(`The room route ${route.operationId} has no problems listed`);
  return { ...route, problems };
});
