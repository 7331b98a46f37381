/**
 * The room routes as rows of the API's route table, with their response schemas, so `/openapi.json` and
 * `/docs` describe them like every other route.
 */
import { ROLES } from '@verdict/room';
import { z } from 'zod';
import type { ProblemCode } from '../http/problem-types.js';
import type { RouteSpec } from '../openapi/routes.js';
import {
  closeBody,
  createRoomBody,
  emptyBody,
  joinBody,
  requestBody,
  revealBody,
  rollBody,
} from './schemas.js';

const hex64 = z.string().describe('64 lowercase hex digits');
const member = z
  .strictObject({ id: z.string(), name: z.string(), role: z.enum(ROLES) })
  .meta({ id: 'RoomMember' });
const room = z
  .looseObject({ id: z.string(), name: z.string(), epoch: z.int(), commitment: hex64 })
  .meta({ id: 'RoomSummary' });
export const entry = z
  .looseObject({
    seq: z.int(),
    prev: hex64,
    type: z.enum([
      'room.opened',
      'member.joined',
      'roll',
      'request',
      'reveal',
      'epoch.rotated',
      'room.closed',
    ]),
    at: z.string().describe('ISO 8601 UTC'),
    by: z.string().nullable(),
    hash: hex64.describe('SHA-256 of the JCS of the entry without hash'),
  })
  .meta({ id: 'RoomEntry', description: 'A log entry: its fields by type are in docs/fair-play.md.' });

const created = z
  .strictObject({
    room,
    member,
    token: z.string().describe("The GM's bearer token: shown once, stored only as a hash"),
    invite: z.string().describe('Give it to the players: POST /v1/rooms/{id}/members'),
    joinUrl: z
      .string()
      .describe("The web app's join page for this room: <origin>/#/rooms/<id>/join?invite=<invite>"),
  })
  .meta({ id: 'RoomCreated' });
const invitation = z
  .strictObject({ room: z.strictObject({ name: z.string() }), gm: z.strictObject({ name: z.string() }) })
  .meta({ id: 'RoomInvitation' });
const joined = z.strictObject({ member, token: z.string() }).meta({ id: 'RoomJoined' });
const view = z
  .strictObject({
    room: room.extend({ closed: z.boolean(), lastSeq: z.int(), createdAt: z.string() }),
    members: z.array(member),
    present: z
      .array(z.string())
      .describe(
        'Ids of the members with an open event stream on this server now (outside the hash chain; also pushed as `event: presence`)',
      ),
    me: member,
    failedAttempts: z
      .array(z.strictObject({ request: z.int(), member: z.string(), count: z.int() }))
      .optional()
      .describe(
        "The GM's view only: how many times each member's entered dice did not fit a request whose input is hidden (refused as `dice_do_not_fit`, never saying why)",
      ),
  })
  .meta({ id: 'Room' });
const appended = z
  .strictObject({
    entry,
    content: z
      .looseObject({ salt: hex64 })
      .optional()
      .describe('The hidden part, when the caller may open it'),
    computable: z
      .strictObject({ blindRolls: z.int(), hiddenRequestAnswers: z.int() })
      .optional()
      .describe(
        "Ending an epoch (rotate, or close without revealAll): the ending epoch's unrevealed blind rolls and other answers to still-hidden requests, whose dice their rollers can now compute from the revealed seed",
      ),
    revealed: z.int().optional().describe('Closing with revealAll: how many sealed entries it revealed'),
  })
  .meta({ id: 'RoomAppended' });
const entries = z.strictObject({ entries: z.array(entry) }).meta({ id: 'RoomEntries' });
const opened = z
  .strictObject({ seq: z.int(), content: z.looseObject({ salt: hex64 }) })
  .meta({ id: 'RoomPrivate' });
const exported = z
  .strictObject({
    format: z.literal('verdict-room-log'),
    version: z.literal(1),
    entries: z.array(entry),
    head: z
      .strictObject({ seq: z.int(), hash: hex64 })
      .describe("The last entry's seq and hash: compare it with the head a client saw live"),
  })
  .meta({ id: 'RoomExport' });

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
const rollProblems: ProblemCode[] = [
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
];

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
  problems: ProblemCode[],
  example?: unknown,
): RouteSpec => ({
  method: 'post',
  path: `/v1/rooms/{id}/${route}`,
  operationId,
  tag: 'Rooms',
  summary,
  description,
  body,
  response: appended,
  status: 201,
  auth: true,
  parameters: [idempotencyKey],
  problems,
  ...(example === undefined ? {} : { example }),
});

/** The room routes, in the order of the docs. */
export const ROOM_ROUTES: readonly RouteSpec[] = [
  {
    method: 'post',
    path: '/v1/rooms',
    operationId: 'createRoom',
    tag: 'Rooms',
    summary: 'Create a room',
    description:
      "Opens a room (its log starts with room.opened and the GM's member.joined) and answers the GM's token, the players' invite and a joinUrl to share.",
    body: createRoomBody,
    response: created,
    status: 201,
    problems: bodyProblems,
    example: { name: 'Friday table', gm: { name: 'Ada' } },
  },
  {
    method: 'get',
    path: '/v1/rooms/{id}/invitation',
    operationId: 'roomInvitation',
    tag: 'Rooms',
    summary: 'What an invite opens: the table and its GM',
    description:
      "For the join page, before joining: the room's name and its GM's name, for the room's invite. A wrong invite, another room's invite and an unknown room are the same 403, saying nothing more.",
    response: invitation,
    parameters: [{ name: 'invite', in: 'query', required: true, schema: { type: 'string', minLength: 1 } }],
    problems: ['forbidden', 'invalid_parameter'],
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
    response: joined,
    status: 201,
    parameters: [
      {
        ...idempotencyKey,
        description:
          'At least 16 characters (a random UUID): whoever sends the same key, invite and name gets the seat and its token. A retry with the same key and body returns the first answer (kept at least 24 h); another body is a 409.',
        schema: { type: 'string', minLength: 16, maxLength: 255 },
      },
    ],
    problems: [
      'unknown_room',
      'forbidden',
      ...bodyProblems,
      'idempotency_conflict',
      'invalid_parameter',
      'room_closed',
      'limit_exceeded',
    ],
  },
  {
    method: 'get',
    path: '/v1/rooms/{id}',
    operationId: 'getRoom',
    tag: 'Rooms',
    summary: 'The room, its members and me',
    description:
      "The room's name, current epoch and its commitment, whether it is closed, its members, which of them have an event stream open now (`present`), and the caller; for the GM, the failed answers to hidden requests (`failedAttempts`).",
    response: view,
    auth: true,
    problems: member401,
  },
  post(
    'rolls',
    'roomRoll',
    'Roll into the log',
    "Generated dice (hmac-sha256-v1 from the epoch's server seed, `clientSeed` and the next nonce) or entered `dice`, resolved by the rules and logged by `visibility`: public, outcome (result only), gm (GM only) or blind (the GM sees it, the roller does not). With `request`, answers a GM request with its system, test, input and visibility. A heavy roll is resolved in the worker pool under the request deadline, outside the room's transaction: past the deadline the answer is 422 `deadline_exceeded` and nothing is appended.",
    rollBody,
    rollProblems,
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
    'A request for rolls of a test: `to` member ids or "all"; `hidden` seals the input (a hidden difficulty) until revealed.',
    requestBody,
    [...appending, 'unknown_system', 'unknown_test', 'invalid_input'],
  ),
  post(
    'reveals',
    'roomReveal',
    'Reveal a sealed entry (GM)',
    'Publishes the hidden part of a sealed entry (salt included), so anyone can check it against the seal. Accepted in a closed room.',
    revealBody,
    [...appending, 'already_done'],
    { of: 7 },
  ),
  post(
    'epochs',
    'roomRotateEpoch',
    'Rotate the epoch (GM)',
    "Ends the epoch: reveals its server seed and commits to the next one's. Nonces start again at 0. The body may be empty. The answer's `computable` counts the unrevealed blind rolls (`blindRolls`) and other answers to still-hidden requests (`hiddenRequestAnswers`) of the ending epoch: with the seed revealed, their rollers can compute their dice (see fair-play.md).",
    emptyBody,
    appending,
  ),
  post(
    'close',
    'roomClose',
    'Close the room (GM)',
    'Appends room.closed with the last epoch\'s server seed; afterwards only reveals are accepted (others 409). The body may be empty. With `{"revealAll": true}` it first appends a reveal of every sealed entry not revealed yet, so that the log verifies completely, and answers `revealed` (how many); without, it answers `computable` as a rotation does.',
    closeBody,
    appending,
  ),
  {
    method: 'get',
    path: '/v1/rooms/{id}/entries',
    operationId: 'roomEntries',
    tag: 'Rooms',
    summary: 'Entries of the log',
    description:
      'Entries after `after` (default 0), oldest first, at most `limit` (default 100, at most 1,000), and fewer when they hold more than about 900,000 characters of JSON (at least one): ask again with `after` set to the last seq received.',
    response: entries,
    auth: true,
    parameters: [
      { name: 'after', in: 'query', required: false, schema: { type: 'integer', minimum: 0 } },
      { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 1000 } },
    ],
    problems: [...member401, 'invalid_parameter'],
  },
  {
    method: 'get',
    path: '/v1/rooms/{id}/entries/{seq}/private',
    operationId: 'roomPrivate',
    tag: 'Rooms',
    summary: 'Open a sealed entry',
    description:
      'The hidden part of a sealed entry, for who may open it: the GM; the roller of an outcome roll (unless it answers a request whose input is still hidden); anyone once revealed.',
    response: opened,
    auth: true,
    problems: [...member401, 'forbidden', 'unknown_entry'],
  },
  {
    method: 'get',
    path: '/v1/rooms/{id}/events',
    operationId: 'roomEvents',
    tag: 'Rooms',
    summary: 'Live entries (Server-Sent Events)',
    description:
      'Each entry as `id: <seq>`, `event: entry`, `data: <entry JSON>`: the log from seq 1 (or after `Last-Event-ID`, the header winning over `?lastEventId=`), then live entries; a `: heartbeat` comment at least every 15 s; ends after room.closed. Who is connected goes out as `event: presence`, `data: {"present":[<member id>…]}`, first and at each change: an extension outside the hash chain, with no `id:`, so `Last-Event-ID` resume counts entries only. The token may come as `?access_token=` (EventSource sends no headers). At most 1,000 open streams per server, 20 per client address and 5 per member (`ROOM_MAX_STREAMS`, `ROOM_STREAMS_PER_CLIENT`, `ROOM_STREAMS_PER_MEMBER`; 429 past each, naming it); a client that stops reading is dropped.',
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
      { name: 'access_token', in: 'query', required: false, schema: { type: 'string' } },
    ],
    problems: [...member401, 'invalid_parameter', 'too_many_streams'],
  },
  {
    method: 'get',
    path: '/v1/rooms/{id}/export',
    operationId: 'roomExport',
    tag: 'Rooms',
    summary: 'Export the whole chain',
    description:
      "The whole log as `{ format: 'verdict-room-log', version: 1, entries, head }` (`head`: the last entry's `{ seq, hash }`), up to the last entry when asked: streamed as it is read from storage, a page at a time, and never refused for its size (the room's own limits bound it). Verify it offline with `verifyLog` of @verdict/room, or `verdict verify --head SEQ:HASH` with the head a client saw live.",
    response: exported,
    auth: true,
    problems: member401,
  },
];
