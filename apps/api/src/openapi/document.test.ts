import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describeRegistry } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/http.js';
import { createAppRegistry } from '../registry.js';
import { createRoomService } from '../rooms/service.js';
import { openRoomStore } from '../storage/open.js';
import { buildOpenApiDocument } from './document.js';
import { allowedMethods, ROUTES } from './routes.js';

const registry = createAppRegistry();
const { app } = testApp();
// biome-ignore lint/suspicious/noExplicitAny: the tests walk the document as plain JSON
type Json = any;
const served = async () => (await (await app.request('/openapi.json')).json()) as Json;

describe('GET /openapi.json', () => {
  it('validates as OpenAPI 3.1', async () => {
    const document = await served();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of the contract, with its method, and nothing else', async () => {
    const document = await served();
    const listed = Object.entries(document.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(
      [
        'GET /healthz',
        'GET /v1/systems',
        'GET /v1/systems/{system}',
        'POST /v1/systems/{system}/tests/{test}/resolve',
        'POST /v1/systems/{system}/tests/{test}/step',
        'POST /v1/systems/{system}/tests/{test}/odds',
        'POST /v1/systems/{system}/tools/{tool}',
        'POST /v1/roll',
        'POST /v1/odds',
        'GET /openapi.json',
        'GET /docs',
        'POST /v1/rooms',
        'POST /v1/rooms/{id}/members',
        'POST /v1/rooms/{id}/invitation',
        'POST /v1/rooms/{id}/recovery',
        'POST /v1/rooms/{id}/recovery-key',
        'GET /v1/rooms/{id}',
        'POST /v1/rooms/{id}/rolls',
        'POST /v1/rooms/{id}/requests',
        'POST /v1/rooms/{id}/reveals',
        'POST /v1/rooms/{id}/epochs',
        'POST /v1/rooms/{id}/close',
        'POST /v1/rooms/{id}/rounds',
        'POST /v1/rooms/{id}/rounds/next',
        'POST /v1/rooms/{id}/rounds/choices',
        'POST /v1/rooms/{id}/rounds/abandon',
        'GET /v1/rooms/{id}/entries',
        'GET /v1/rooms/{id}/entries/{seq}/private',
        'GET /v1/rooms/{id}/events',
        'GET /v1/rooms/{id}/export',
      ].sort(),
    );
  });

  it('documents exactly the routes the app serves (with rooms)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verdict-openapi-'));
    const rooms = createRoomService({ store: await openRoomStore({ dataDir: dir }) }, registry);
    const withRooms = testApp({ rooms }).app;
    await rooms.close();
    rmSync(dir, { recursive: true, force: true });
    const appRoutes = new Set(
      withRooms.routes
        .filter((r) => r.method !== 'ALL' && r.path !== '/*')
        .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect([...appRoutes].sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it("includes every registered test's input schema, and its examples on the test routes", async () => {
    const document = await served();
    for (const system of describeRegistry(registry).systems) {
      for (const test of system.tests) {
        const component = document.components.schemas[`${system.id}.${test.id}.Input`];
        expect(component, `${system.id}/${test.id}`).toMatchObject({
          type: 'object',
          properties: test.inputSchema.properties,
        });
      }
    }
    const resolve = document.paths['/v1/systems/{system}/tests/{test}/resolve'].post;
    const examples = resolve.requestBody.content['application/json'].examples;
    expect(examples['d20-roll-under.check.1'].value).toMatchObject({
      input: expect.any(Object),
      dice: expect.any(Array),
    });
    expect(resolve.description).toContain('#/components/schemas/t13.dice.Input');
  });

  it('points every $ref at something in the document', async () => {
    const document = await served();
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of new Set(refs)) {
      const pointer = ref.slice('"$ref":"#'.length, -1);
      const target = pointer
        .split('/')
        .slice(1)
        .reduce<Json>((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);
      expect(target, ref).toBeDefined();
    }
  });

  it('gives each route its problems, 429 with Retry-After on /v1, and 500 everywhere', async () => {
    const document = await served();
    const roll = document.paths['/v1/roll'].post.responses;
    expect(Object.keys(roll).sort()).toEqual(['200', '400', '413', '415', '422', '429', '500', '503']);
    expect(roll['429'].headers['Retry-After']).toBeDefined();
    expect(roll['422'].content['application/problem+json'].schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });
    expect(Object.keys(document.paths['/healthz'].get.responses)).toEqual(['200', '500']);
    expect(Object.keys(document.paths['/v1/systems/{system}/tests/{test}/resolve'].post.responses)).toContain(
      '404',
    );
  });

  it('is the document the builder makes, generated from the request schemas', async () => {
    const document = await served();
    expect(document).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(registry))));
    expect(document.components.schemas.RollRequest).toMatchObject({
      type: 'object',
      required: ['notation'],
      additionalProperties: false,
    });
  });

  it("documents the odds' headline: the numbers to show first", async () => {
    const document = await served();
    expect(document.components.schemas.Odds.properties.headline).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/OddsHeadline' },
    });
    expect(document.components.schemas.OddsHeadline).toMatchObject({
      type: 'object',
      required: ['key', 'label', 'value', 'format'],
      properties: { format: { enum: ['percent', 'number', 'integer'] } },
    });
  });
});

describe('allowedMethods', () => {
  it('knows the methods of each path', () => {
    expect(allowedMethods('/v1/roll')).toEqual(['POST', 'OPTIONS']);
    expect(allowedMethods('/v1/systems/x/tests/y/odds')).toEqual(['POST', 'OPTIONS']);
    expect(allowedMethods('/v1/systems/x')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/v1/nothing')).toEqual([]);
  });
});
