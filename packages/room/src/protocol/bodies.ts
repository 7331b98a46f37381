/**
 * @module
 * The room routes' request bodies as strict zod schemas (an unknown key is a 422 naming it). The server
 * validates requests with them and generates its OpenAPI document from them. Lengths count Unicode code
 * points, as the protocol says.
 */
import { MAX_CLIENT_SEED_LENGTH } from '@verdict/fair';
import { z } from 'zod';
import { VISIBILITIES } from '../rules/vocabulary.js';

const codePoints = (min: number, max: number, what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'expected a string') })
    .refine((s) => s.trim() !== '' || min === 0, { message: `${what} must not be blank` })
    .refine((s) => [...s].length >= min && [...s].length <= max, {
      message: `${what} must have ${min}-${max} characters (Unicode code points)`,
    })
    .refine((s) => !/\p{Cs}/u.test(s), { message: `${what} must be valid Unicode text` });

/**
 * Characters no text shown to other people may hold (issue 33, L4): controls (NUL, newline), the bidirectional
 * marks, embeddings, overrides and isolates, and every other invisible formatting character but the zero-width
 * joiner and non-joiner (which emoji and some scripts need); and noncharacters (U+FFFE, U+FDD0-U+FDEF).
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u{FFFE}\u{FFFF}\u{FDD0}-\u{FDEF}]|(?![\u200C\u200D])\p{Cf}/u;

/** Text that reads as what it shows: NFC, no {@link HIDDEN_CHARACTERS}, and something visible in it. */
const shownText = (min: number, max: number, what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'expected a string') })
    .overwrite((s) => s.normalize('NFC'))
    .refine((s) => min === 0 || /[^\p{Z}\p{Cf}\p{M}\s]/u.test(s), {
      message: `${what} must have a visible character`,
      abort: true,
    })
    .refine((s) => !HIDDEN_CHARACTERS.test(s), {
      message: `${what} must not hold control, bidirectional or invisible formatting characters`,
    })
    .refine((s) => [...s].length >= min && [...s].length <= max, {
      message: `${what} must have ${min}-${max} characters (Unicode code points)`,
    })
    .refine((s) => !/\p{Cs}/u.test(s), { message: `${what} must be valid Unicode text` });

const name = shownText(1, 100, 'a name');
const visibility = z.enum(VISIBILITIES);
const input = z.looseObject({}, { error: () => "expected an object: the test's input" });
const seq = z.int().min(1).max(Number.MAX_SAFE_INTEGER);
const id = z.string().min(1).max(100);

/** `POST /v1/rooms` */
export const createRoomBody = z
  .strictObject({ name, gm: z.strictObject({ name }) })
  .meta({ id: 'CreateRoomRequest', description: 'A room and its GM.' });

/** `POST /v1/rooms/{id}/invitation`: the invite goes in the body, never in the URL. */
export const invitationBody = z
  .strictObject({ invite: z.string().min(1).max(200) })
  .meta({ id: 'InvitationRequest', description: "The room's invite, to read what it opens before joining." });

/** `POST /v1/rooms/{id}/members` */
export const joinBody = z
  .strictObject({ invite: z.string().min(1).max(200), name })
  .meta({ id: 'JoinRoomRequest', description: "The room's invite and the new player's name." });

/** `POST /v1/rooms/{id}/recovery` */
export const recoverBody = z
  .strictObject({ key: z.string().min(1).max(200) })
  .meta({ id: 'RecoverSeatRequest', description: "A seat's recovery key (shown once to its member)." });

/** `POST /v1/rooms/{id}/rolls` */
export const rollBody = z
  .strictObject({
    system: id.optional(),
    test: id.optional(),
    input: input.optional(),
    clientSeed: codePoints(1, MAX_CLIENT_SEED_LENGTH, 'a client seed')
      .refine((s) => !HIDDEN_CHARACTERS.test(s), {
        message: 'a client seed must not hold control, bidirectional or invisible formatting characters',
      })
      .optional(),
    visibility: visibility.optional(),
    request: seq.optional().describe('The seq of the request this roll answers'),
    dice: z.array(z.int()).max(10_000).optional().describe('Entered faces of physical dice'),
  })
  .superRefine((body, ctx) => {
    if (body.dice !== undefined && body.clientSeed !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['clientSeed'],
        message: 'entered dice take no client seed: give clientSeed (generated dice) or dice, not both',
      });
    if (body.dice === undefined && body.clientSeed === undefined)
      ctx.addIssue({ code: 'custom', path: ['clientSeed'], message: 'required for generated dice' });
    if (body.request === undefined) {
      for (const key of ['system', 'test', 'input'] as const) {
        if (body[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'required' });
      }
    }
  })
  .meta({
    id: 'RoomRollRequest',
    description:
      "A roll into the room's log. Generated dice need `clientSeed`; entered dice are `dice`. Answering a request (`request`), the request's system, test and visibility are used; its input too when it gives the whole input (the answer then gives none), else `input` is the player's part (every field the request does not fix; a fixed field is refused by name).",
  });

/** `POST /v1/rooms/{id}/requests` */
export const requestBody = z
  .strictObject({
    to: z.union([z.literal('all'), z.array(id).min(1).max(50)]),
    system: id,
    test: id,
    input,
    fixes: z
      .array(z.string().min(1).max(100))
      .max(100)
      .optional()
      .describe(
        "The top-level input fields the GM fixes: `input` then holds only these (the GM's part, hidden with `hidden`) and each answer gives the rest (the player's part: their skill, attribute, name). Without it, `input` is the whole input.",
      ),
    visibility: visibility.optional(),
    hidden: z.boolean().optional().describe('Seal the input (a hidden difficulty) until the GM reveals it'),
    note: shownText(0, 500, 'a note').optional(),
  })
  .meta({ id: 'RoomRequestRequest', description: 'The GM asks members to roll a test.' });

/** `POST /v1/rooms/{id}/reveals` */
export const revealBody = z
  .strictObject({ of: seq.describe('The seq of the sealed entry') })
  .meta({ id: 'RoomRevealRequest', description: 'Publishes the hidden part of a sealed entry.' });

/** `POST /v1/rooms/{id}/epochs` and `.../close`: no fields (an empty body is accepted). */
export const emptyBody = z.strictObject({}).meta({ id: 'EmptyRequest', description: 'No fields.' });

/** `POST /v1/rooms/{id}/close`: `{ revealAll? }` (an empty body is accepted). */
export const closeBody = z
  .strictObject({
    revealAll: z
      .boolean({ error: () => 'expected true or false' })
      .optional()
      .describe(
        'Reveal every sealed entry not revealed yet, then close, so that the log verifies completely',
      ),
  })
  .meta({ id: 'RoomCloseRequest', description: 'Closing the room, and whether to reveal everything first.' });

export type CloseBody = z.infer<typeof closeBody>;
export type RollBody = z.infer<typeof rollBody>;
export type RequestBody = z.infer<typeof requestBody>;
