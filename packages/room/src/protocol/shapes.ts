/**
 * @module
 * The room routes' answers as zod schemas, named for the OpenAPI document (`RoomEntry`, `RoomAppended`…).
 * Entry types and roles come from the vocabulary, so the document names every one the protocol has.
 */
import { z } from 'zod';
import { ENTRY_TYPES, ROLES } from '../rules/vocabulary.js';

const hex64 = z.string().describe('64 lowercase hex digits');
const member = z
  .strictObject({ id: z.string(), name: z.string(), role: z.enum(ROLES) })
  .meta({ id: 'RoomMember' });
const room = z
  .looseObject({ id: z.string(), name: z.string(), epoch: z.int(), commitment: hex64 })
  .meta({ id: 'RoomSummary' });
const entry = z
  .looseObject({
    seq: z.int(),
    prev: hex64,
    type: z.enum(ENTRY_TYPES),
    at: z.string().describe('ISO 8601 UTC'),
    by: z.string().nullable(),
    hash: hex64.describe('SHA-256 of the JCS of the entry without hash'),
  })
  .meta({
    id: 'RoomEntry',
    description:
      'A log entry: its fields by type are in docs/fair-play.md. A generated roll that got no result after its draw is a roll with no dice and the outcome `{ result: "unresolved", label: "No result: ran out of time", tier: 0, effects: [], noResult: "deadline" }` (it passed the deadline) or `{ result: "unresolved", label: "No result: could not be computed", tier: 0, effects: [], noResult: "failed" }` (its computation failed).',
  });

const created = z
  .strictObject({
    room,
    member,
    token: z.string().describe("The GM's bearer token: shown once, stored only as a hash"),
    invite: z.string().describe('Give it to the players: POST /v1/rooms/{id}/members'),
    joinUrl: z
      .string()
      .describe("The web app's join page for this room: <origin>/#/rooms/<id>/join?invite=<invite>"),
    recoveryKey: z
      .string()
      .describe(
        "The GM seat's recovery key, shown once: POST /v1/rooms/{id}/recovery seats another screen as the GM with it. Keep it apart from the invite (never where players or other programs read)",
      ),
  })
  .meta({ id: 'RoomCreated' });
const joined = z.strictObject({ member, token: z.string() }).meta({ id: 'RoomJoined' });
const recovered = z
  .strictObject({
    member,
    token: z
      .string()
      .describe('A new bearer token of the seat (its other tokens still work): stored only as a hash'),
  })
  .meta({ id: 'RoomSeatRecovered' });
const recoveryKey = z
  .strictObject({
    recoveryKey: z
      .string()
      .describe(
        "The seat's recovery key, shown once: it replaces any earlier one, and is stored only as a hash",
      ),
  })
  .meta({ id: 'RoomRecoveryKey' });
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
        "The GM's view only: how many times each member's answer to a request whose input is hidden was refused for that input (entered dice that did not fit, refused as `dice_do_not_fit`; a generated answer it made fail, refused as `answer_refused`; never saying why)",
      ),
    failedRecoveries: z
      .int()
      .optional()
      .describe(
        "The GM's view only: how many recovery keys this room refused (POST /v1/rooms/{id}/recovery)",
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
    ended: z
      .strictObject({ entry, content: z.looseObject({ salt: hex64 }).optional() })
      .optional()
      .describe("A round that ended its test: the test's rounds.ended, appended with it"),
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

const invitation = z
  .strictObject({ room: z.strictObject({ name: z.string() }), gm: z.strictObject({ name: z.string() }) })
  .meta({ id: 'RoomInvitation' });

/** The answers of the room routes, by what they hold. */
export const ROOM_ANSWERS = {
  created,
  invitation,
  joined,
  recovered,
  recoveryKey,
  view,
  appended,
  entries,
  opened,
  exported,
  entry,
  member,
} as const;
