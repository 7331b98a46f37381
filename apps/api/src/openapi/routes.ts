/**
 * The contract's routes as data: method, path, schemas and the problems each can answer. The OpenAPI
 * document and `/docs` are generated from this table, 405 answers read it, and a test checks that the
 * app serves exactly these routes.
 */
import type { z } from 'zod';
import type { ProblemCode } from '../http/problem-types.js';
import { notationOddsBody, oddsBody, resolveBody, rollBody } from '../schemas/requests.js';
import {
  health,
  notationOdds,
  oddsResponse,
  outcomeResponse,
  rollResponse,
  systemManifest,
  systemsList,
} from '../schemas/responses.js';

/** One route of the API. */
export interface RouteSpec {
  readonly method: 'get' | 'post';
  /** OpenAPI path template: `/v1/systems/{system}`. */
  readonly path: string;
  readonly operationId: string;
  readonly tag: 'Discovery' | 'Tests' | 'Dice' | 'Service';
  readonly summary: string;
  readonly description: string;
  readonly body?: z.ZodType;
  /** The 200 answer: a JSON schema, or another media type described in words. */
  readonly response: z.ZodType | { readonly mediaType: string; readonly description: string };
  /** The problems it can answer with, besides 429 (on /v1) and 500 (anywhere). */
  readonly problems: readonly ProblemCode[];
  /** A body for the curl example on /docs (tests get their own examples from the manifest). */
  readonly example?: unknown;
}

const bodyProblems: readonly ProblemCode[] = [
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_body',
];
/** What any route that computes can answer: its work ran past the deadline, or no worker was free. */
const workProblems: readonly ProblemCode[] = ['deadline_exceeded', 'server_busy'];
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
    path: '/v1/roll',
    operationId: 'roll',
    tag: 'Dice',
    summary: 'Roll dice notation',
    description:
      'Rolls dice notation (`4d6kh3+2`). Each die is recorded under its term (`group`), dropped dice with `kept: false`. `seed` replays, `dice` enters physical faces.',
    body: rollBody,
    response: rollResponse,
    problems: [...bodyProblems, 'invalid_notation', ...diceProblems, ...workProblems],
    example: { notation: '4d6kh3+2' },
  },
  {
    method: 'post',
    path: '/v1/odds',
    operationId: 'notationOdds',
    tag: 'Dice',
    summary: "Exact distribution of a notation's total",
    description:
      'Every possible total with its exact probability (and fraction, where cheap), with mean and standard deviation. At most 10,001 possible totals (about half a megabyte of JSON).',
    body: notationOddsBody,
    response: notationOdds,
    problems: [...bodyProblems, 'invalid_notation', 'limit_exceeded', ...workProblems],
    example: { notation: '2d6+3' },
  },
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
