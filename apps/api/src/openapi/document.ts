/**
 * The OpenAPI 3.1 document of the API, generated at start-up from the route table, the zod schemas
 * that validate requests, and the registry's manifest (each test's input schema and examples).
 */
import { describeRegistry, type Registry } from '@verdict/core';
import { PROBLEM_MEDIA_TYPE } from '../http/problem.js';
import { PROBLEM_TYPES, type ProblemCode, problemType } from '../http/problem-types.js';
import type { RegistryManifest } from '../routes/discovery.js';
import { problemBody } from '../schemas/responses.js';
import { createSchemaCollector, type SchemaCollector } from './json-schema.js';
import { ROUTES, type RouteSpec } from './routes.js';

type Json = Record<string, unknown>;

/** Options of {@link buildOpenApiDocument}. */
export interface OpenApiOptions {
  /** The API's version, shown in `info.version`. */
  readonly version?: string;
  /** The registry's `describeRegistry`, when the caller has it already (each test's JSON Schema is converted once). */
  readonly manifest?: RegistryManifest;
}

/**
 * Builds the document. Each test's input schema is a component named `<system>.<test>.Input`.
 *
 * @example
 * const doc = buildOpenApiDocument(createAppRegistry());
 * doc.paths['/v1/roll'].post.operationId; // 'roll'
 */
export function buildOpenApiDocument(registry: Registry, options: OpenApiOptions = {}): Json {
  const schemas = createSchemaCollector();
  const problemRef = schemas.zod(problemBody, 'output');
  const tests = testInputs(options.manifest ?? describeRegistry(registry), schemas);
  const paths: Record<string, Json> = {};
  for (const route of ROUTES) {
    paths[route.path] = {
      ...paths[route.path],
      [route.method]: operation(route, { schemas, problemRef, tests }),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Verdict API',
      version: options.version ?? '1.0.0',
      summary: 'Tabletop RPG tests resolved exactly as the rules say, with exact odds',
      description: [
        'Resolve checks, contests and dice pools of several game systems, roll dice notation, and compute exact odds.',
        'Errors are `application/problem+json` (RFC 9457) with `errors: [{ path, message }]`, where `path` is a JSON Pointer into the request body (`/input/value`, `/dice/2`).',
        'Request bodies: at most 64 KiB. `/v1/*` is rate-limited per client (429 with `Retry-After`).',
        "With `DISCORD_PUBLIC_KEY` set, the server is also a Discord app: `POST /discord/interactions` is the Interactions Endpoint URL Discord calls with Ed25519-signed interactions (401 on a bad or missing signature). It is Discord's protocol, not part of this API, so it is not listed below; see the API's README.",
      ].join('\n\n'),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Discovery', description: 'The game systems, their tests and input schemas' },
      { name: 'Tests', description: 'Resolve a test, or compute its exact odds' },
      { name: 'Dice', description: 'Dice notation: roll it, or its exact distribution' },
      {
        name: 'Rooms',
        description:
          'Shared tables with provably fair, sealed and blind rolls in a hash-chained log anyone can verify (docs/fair-play.md)',
      },
      { name: 'Service', description: 'Health, this document, the reference page' },
    ],
    paths,
    components: {
      schemas: schemas.schemas,
      securitySchemes: {
        member: {
          type: 'http',
          scheme: 'bearer',
          description: "A room member's token (from creating or joining the room)",
        },
      },
    },
    'x-problem-types': PROBLEM_TYPES,
  };
}

interface TestInput {
  readonly key: string;
  readonly rounds: boolean;
  readonly ref: Json;
  readonly examples: readonly {
    readonly title: string;
    readonly input: unknown;
    readonly dice?: readonly number[];
  }[];
}

function testInputs(manifest: RegistryManifest, schemas: SchemaCollector): TestInput[] {
  return manifest.systems.flatMap((system) =>
    system.tests.map((test) => ({
      key: `${system.id}/${test.id}`,
      rounds: test.rounds,
      ref: schemas.json(`${system.id}.${test.id}.Input`, {
        title: `${system.name}: ${test.title}`,
        description: test.description,
        ...test.inputSchema,
      }),
      examples: test.examples as TestInput['examples'],
    })),
  );
}

interface Context {
  readonly schemas: SchemaCollector;
  readonly problemRef: Json;
  readonly tests: readonly TestInput[];
}

function operation(route: RouteSpec, ctx: Context): Json {
  const isTest = route.path.includes('/tests/');
  const op: Json = {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: isTest ? `${route.description}\n\n${inputList(ctx.tests)}` : route.description,
  };
  const params = [
    ...[...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => parameter(m[1]!, ctx)),
    ...(route.parameters ?? []),
  ];
  if (route.auth) op.security = [{ member: [] }];
  if (params.length > 0) op.parameters = params;
  if (route.body) {
    const media: Json = { schema: ctx.schemas.zod(route.body, 'input') };
    if (isTest) {
      const step = route.operationId === 'stepTest';
      const tests = step ? ctx.tests.filter((t) => t.rounds) : ctx.tests;
      media.examples = testExamples(tests, route.operationId === 'resolveTest');
    } else if (route.examples !== undefined) media.examples = route.examples;
    else if (route.example !== undefined) media.example = route.example;
    op.requestBody = { required: true, content: { 'application/json': media } };
  }
  op.responses = responses(route, ctx);
  return op;
}

function parameter(name: string, ctx: Context): Json {
  if (name === 'id') {
    return { name, in: 'path', required: true, description: 'A room id', schema: { type: 'string' } };
  }
  if (name === 'seq') {
    return {
      name,
      in: 'path',
      required: true,
      description: "An entry's seq",
      schema: { type: 'integer', minimum: 1 },
    };
  }
  if (name === 'system') {
    const ids = [...new Set(ctx.tests.map((t) => t.key.split('/')[0]!))];
    return {
      name,
      in: 'path',
      required: true,
      description: 'A system id',
      schema: { type: 'string', examples: ids },
    };
  }
  if (name === 'tool') {
    return {
      name,
      in: 'path',
      required: true,
      description: "A tool id of the system (see the system's `tools` in GET /v1/systems/{system})",
      schema: { type: 'string' },
    };
  }
  return {
    name,
    in: 'path',
    required: true,
    description: 'A test id of the system (see GET /v1/systems/{system})',
    schema: { type: 'string' },
  };
}

function inputList(tests: readonly TestInput[]): string {
  const lines = tests.map((t) => `- \`${t.key}\`: [\`${t.ref.$ref as string}\`](${t.ref.$ref as string})`);
  return `The \`input\` of each test has its own schema:\n\n${lines.join('\n')}`;
}

function testExamples(tests: readonly TestInput[], withDice: boolean): Json {
  const examples: Json = {};
  for (const test of tests) {
    for (const [i, example] of test.examples.entries()) {
      const value =
        withDice && example.dice ? { input: example.input, dice: example.dice } : { input: example.input };
      examples[`${test.key.replace('/', '.')}.${i + 1}`] = {
        summary: `${test.key}: ${example.title}`,
        value,
      };
    }
  }
  return examples;
}

function responses(route: RouteSpec, ctx: Context): Json {
  const ok =
    'mediaType' in route.response
      ? { description: route.response.description, content: { [route.response.mediaType]: {} } }
      : {
          description: 'OK',
          content: { 'application/json': { schema: ctx.schemas.zod(route.response, 'output') } },
        };
  const out: Json = { [route.status ?? 200]: ok };
  const codes: ProblemCode[] = [...route.problems];
  if (route.path.startsWith('/v1/')) codes.push('rate_limited');
  codes.push('internal_error');
  // Rooms live in storage: any room route may find it unavailable, and a write may find it full, or its
  // address past its bytes of the day; a new room may find the storage at its reserve (rooms/quota.ts).
  if (route.path.startsWith('/v1/rooms')) {
    codes.push('storage_unavailable');
    if (route.method === 'post') codes.push('storage_full');
    if (route.method === 'post' && !/\/(close|reveals)$/.test(route.path)) codes.push('storage_quota');
    if (route.method === 'post' && route.path === '/v1/rooms') codes.push('storage_reserve');
  }
  for (const code of codes) {
    const { status, title } = problemType(code);
    const existing = out[status] as { description: string; content?: Json } | undefined;
    const description = existing ? `${existing.description}; ${title}` : title;
    out[status] = { description, content: { [PROBLEM_MEDIA_TYPE]: { schema: ctx.problemRef } } };
    if (code === 'rate_limited' || code === 'storage_unavailable' || code === 'storage_quota') {
      (out[status] as Json).headers = {
        'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
      };
    }
  }
  return out;
}
