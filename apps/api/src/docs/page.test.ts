import { describeRegistry } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/http.js';
import { PROBLEM_TYPES } from '../http/problem-types.js';
import { ROUTES } from '../openapi/routes.js';
import { createAppRegistry } from '../registry.js';

const { app } = testApp();
const page = async (origin = 'http://127.0.0.1:8787', docs = app) => {
  const response = await docs.request(`${origin}/docs`);
  return { response, html: await response.text() };
};

describe('GET /docs', () => {
  it('is an HTML page of every route, problem, system and test', async () => {
    const { response, html } = await page();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    for (const route of ROUTES) expect(html).toContain(`<code>${route.path}</code>`);
    for (const problem of PROBLEM_TYPES) expect(html).toContain(`id="problem-${problem.code}"`);
    for (const system of describeRegistry(createAppRegistry()).systems) {
      expect(html).toContain(`id="system-${system.id}"`);
      for (const test of system.tests) expect(html).toContain(`id="test-${system.id}-${test.id}"`);
    }
  });

  it('gives curl lines for the configured public URL', async () => {
    const { app: configured } = testApp({ publicUrl: 'https://verdict.example:9000' });
    const { html } = await page('http://127.0.0.1:8787', configured);
    expect(html).toContain(
      'curl -sS -X POST https://verdict.example:9000/v1/roll -H &#39;content-type: application/json&#39; -d &#39;{&quot;notation&quot;:&quot;4d6kh3+2&quot;}&#39;',
    );
    expect(html).toContain('curl -sS https://verdict.example:9000/v1/systems/d20-roll-under');
    expect(html).toContain('https://verdict.example:9000/v1/systems/t13/tests/dice/resolve');
  });

  it('never takes the origin from the Host header', async () => {
    const response = await app.request('http://127.0.0.1:8787/docs', { headers: { host: 'evil.example' } });
    const html = await response.text();
    expect(html).not.toContain('evil.example');
    const { html: spoofed } = await page('http://evil.example');
    expect(spoofed).not.toContain('evil.example');
    // Without a public URL, the lines are relative to wherever the page is read.
    expect(spoofed).toContain('curl -sS /v1/systems/d20-roll-under');
  });

  it('needs nothing from the network: no script, no external stylesheet, font or image', async () => {
    const { response, html } = await page();
    expect(html).not.toMatch(/<script|<link|<img|@import|url\(/i);
    const external = [...html.matchAll(/(?:src|href)="(https?:[^"]*)"/g)].map((m) => m[1]);
    expect(external).toEqual([]);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('escapes what it shows', async () => {
    const { html } = await page('http://a.example');
    // Example titles with apostrophes and JSON quotes appear escaped inside <pre>.
    expect(html).not.toMatch(/<pre>[^<]*"[^<]*<\/pre>/);
  });
});
