/**
 * The contract's routes as data: method, path, schemas and the problems each can answer. The OpenAPI
 * document and `/docs` are generated from this table, 405 answers read it, and a test checks that the
 * app serves exactly these routes.
 */
import { ROOM_ROUTES } from '@verdict/room';
import type { z } from 'zod';
import type { ProblemCode } from '../http/problem-types.js';
import { NOTATION_EXAMPLES } from '../schemas/dice.js';
import {
  notationOddsBody,
  oddsBody,
  resolveBody,
  rollBody,
  stepBody,
  toolBody,
} from '../schemas/requests.js';
import {
  health,
  notationOdds,
  oddsResponse,
  outcomeResponse,
  rollResponse,
  stepResponse,
  systemManifest,
  systemsList,
  toolResponse,
} from '../schemas/responses.js';

/** One route of the API. */
export interface RouteSpec {
  readonly method: 'get' | 'post';
  /** OpenAPI path template: `/v1/systems/{system}`. */
  readonly path: string;
  readonly operationId: string;
  readonly tag: 'Discovery' | 'Tests' | 'Dice' | 'Rooms' | 'Service';
  readonly summary: string;
  readonly description: string;
  readonly body?: z.ZodType;
  /** The 200 answer: a JSON schema, or another media type described in words. */
  readonly response: z.ZodType | { readonly mediaType: string; readonly description: string };
  /** The problems it can answer with, besides 429 (on /v1) and 500 (anywhere). */
  readonly problems: readonly ProblemCode[];
  /** A body for the curl example on /docs (tests get their own examples from the manifest). */
  readonly example?: unknown;
  /** The success status (default 200). */
  readonly status?: 200 | 201;
  /** Needs a member's bearer token. */
  readonly auth?: boolean;
  /** Query and header parameters (OpenAPI parameter objects). */
  readonly parameters?: readonly Record<string, unknown>[];
  /** Named request bodies for the OpenAPI document (`requestBody.content.*.examples`). */
  readonly examples?: Readonly<Record<string, { readonly summary: string; readonly value: unknown }>>;
}

/** The notation examples as OpenAPI examples of a dice route's body. */
const notationExamples = Object.fromEntries(
  NOTATION_EXAMPLES.map((e, i) => [
    `notation-${i + 1}`,
    { summary: e.summary, value: { notation: e.notation } },
  ]),
);

const bodyProblems: readonly ProblemCode[] = [
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_body',
];
/** What any route that computes can answer: its work ran past the deadline, or no worker was free. */
const workProblems: readonly ProblemCode[] = ['deadline_exceeded', 'server_busy', 'worker_failed'];
const diceProblems: readonly ProblemCode[] = [
  'dice_exhausted',
  'dice_left_over',
  'face_out_of_range',
  'limit_exceeded',
];

/** Every route, in the order of the docs. */
export const ROUTES: readonly RouteSpec[] = [
  {
    method: 'get',
    path: '/healthz',
    operationId: 'health',
    tag: 'Service',
    summary: 'Health check',
    description: 'Answers `{ "status": "ok" }` while the server is up. Not rate-limited.',
    response: health,
    problems: [],
  },
  {
    method: 'get',
    path: '/v1/systems',
    operationId: 'listSystems',
    tag: 'Discovery',
    summary: 'List the game systems and their tests',
    description:
      'Every system with its tests; each test carries the JSON Schema (2020-12) of its input and worked examples. Build forms or validate inputs from it.',
    response: systemsList,
    problems: [],
  },
  {
    method: 'get',
    path: '/v1/systems/{system}',
    operationId: 'getSystem',
    tag: 'Discovery',
    summary: 'One game system',
    description: 'The same shape as one entry of `GET /v1/systems`.',
    response: systemManifest,
    problems: ['unknown_system'],
  },
  {
    method: 'post',
    path: '/v1/systems/{system}/tests/{test}/resolve',
    operationId: 'resolveTest',
    tag: 'Tests',
    summary: 'Resolve a test',
    description:
      'Resolves a test exactly as the rules say. With `dice`, the faces of physical dice are used in the order the test draws them; with `seed`, an earlier generated roll is replayed; with neither, fresh dice are generated and their `seed` is returned.',
    body: resolveBody,
    response: outcomeResponse,
    problems: [
      'unknown_system',
      'unknown_test',
      ...bodyProblems,
      'invalid_input',
      ...diceProblems,
      ...workProblems,
    ],
  },
  {
    method: 'post',
    path: '/v1/systems/{system}/tests/{test}/step',
    operationId: 'stepTest',
    tag: 'Tests',
    summary: 'Play one round of a contest or extended test',
    description:
      "Plays one round of a test that has rounds (`rounds: true` in its manifest) and answers the round's dice and steps, the `state` to send back, the dice the next round `needs` (conditional dice may be entered or left out), and the `outcome` on the round that ends it. Entered `dice` are checked as for resolve. With generated dice, send the answer's `seed` and `position` with the next round: the rounds then draw exactly the dice that resolving the whole test with that seed draws.",
    body: stepBody,
    response: stepResponse,
    problems: [
      'unknown_system',
      'unknown_test',
      ...bodyProblems,
      'invalid_input',
      'invalid_state',
      ...diceProblems,
      ...workProblems,
    ],
  },
  {
    method: 'post',
    path: '/v1/systems/{system}/tests/{test}/odds',
    operationId: 'testOdds',
    tag: 'Tests',
    summary: "Exact odds of a test's outcomes",
    description:
      'The exact probability of every outcome the test can produce for this input, computed analytically (never sampled); `fraction` gives it exactly where cheap.',
    body: oddsBody,
    response: oddsResponse,
    problems: [
      'unknown_system',
      'unknown_test',
      ...bodyProblems,
      'invalid_input',
      'limit_exceeded',
      ...workProblems,
    ],
  },
  {
    method: 'post',
    path: '/v1/systems/{system}/tools/{tool}',
    operationId: 'runTool',
    tag: 'Tests',
    summary: "Run a system's tool",
    description:
      "Runs one of a system's calculators (T13: the Value of a Boon) on an input of the shape of its `inputSchema` (in the system's `tools`), and answers its result as `lines` in the rules' words and `values` as data.",
    body: toolBody,
    response: toolResponse,
    problems: [
      'unknown_system',
      'unknown_tool',
      ...bodyProblems,
      'invalid_input',
      'limit_exceeded',
      ...workProblems,
    ],
  },
  {
    method: 'post',
    path: '/v1/roll',
    operationId: 'roll',
    tag: 'Dice',
    summary: 'Roll dice notation',
    description:
      'Rolls dice notation (`4d6kh3+2`, `10d6!`, `{4d6, 3d8}kh1`; the grammar is under `RollRequest.notation`). Every die is listed in the order drawn (each die, then its rerolls and explosions) under its group, with `kept: false` when it does not count, `value` when it counts as something else than its face, and `marks` saying what happened to it (exploded, rerolled, dropped, success, failure, critical-success, critical-failure, ...) so that it can be drawn. `seed` replays, `dice` enters physical faces (a Fate die as 1-3, a custom face by its position). Notation errors answer 422 `invalid_notation` with the `position` of the problem.',
    body: rollBody,
    response: rollResponse,
    problems: [...bodyProblems, 'invalid_notation', ...diceProblems, ...workProblems],
    example: { notation: '4d6kh3+2' },
    examples: notationExamples,
  },
  {
    method: 'post',
    path: '/v1/odds',
    operationId: 'notationOdds',
    tag: 'Dice',
    summary: "Exact distribution of a notation's total",
    description:
      'Every possible total of any notation `POST /v1/roll` reads, with its exact probability (and fraction, where cheap), mean and standard deviation: never sampled. Exploding and rerolling dice are summed as their exact series, cut only where less than 1e-12 remains, and that mass is reported as `truncated`. The cost is estimated from the notation before any work: past 10,001 possible totals (about half a megabyte of JSON) or 50,000,000 steps it is a 422 `limit_exceeded` naming the limit.',
    body: notationOddsBody,
    response: notationOdds,
    problems: [...bodyProblems, 'invalid_notation', 'limit_exceeded', ...workProblems],
    example: { notation: '2d6+3' },
    examples: notationExamples,
  },
  ...ROOM_ROUTES,
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'openapi',
    tag: 'Service',
    summary: 'This API as an OpenAPI 3.1 document',
    description:
      "Generated at start-up from the same zod schemas that validate requests, with every registered test's input schema under `components.schemas`.",
    response: { mediaType: 'application/json', description: 'An OpenAPI 3.1 document' },
    problems: [],
  },
  {
    method: 'get',
    path: '/docs',
    operationId: 'docs',
    tag: 'Service',
    summary: 'API reference page',
    description: 'A readable reference of every route, error and test, with curl examples. Works offline.',
    response: { mediaType: 'text/html', description: 'An HTML page' },
    problems: [],
  },
];

const matchers = ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/**
 * The methods a path is served with (HEAD with GET), for `405` answers: `[]` when no route has the path.
 *
 * @example
 * allowedMethods('/v1/roll'); // ['POST']
 */
export function allowedMethods(path: string): string[] {
  const methods = new Set<string>();
  for (const { route, pattern } of matchers) {
    if (!pattern.test(path)) continue;
    methods.add(route.method.toUpperCase());
    if (route.method === 'get') methods.add('HEAD');
  }
  if (methods.size > 0) methods.add('OPTIONS');
  return [...methods];
}
