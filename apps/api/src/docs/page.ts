/**
 * The `/docs` page: a readable reference of every route, problem, limit, system and test, built once from
 * the route table, the OpenAPI document and the registry's manifest. Plain HTML and inline CSS: it works
 * with no network, and needs no script.
 */
import { ENGINE_BUDGET, type SystemManifest } from '@verdict/core';
import { MAX_DISTRIBUTION_ENTRIES, MAX_DISTRIBUTION_WORK } from '@verdict/dice';
import { PROBLEM_TYPES, problemType } from '../http/problem-types.js';
import { ROUTES, type RouteSpec } from '../openapi/routes.js';
import { curlLine, escapeHtml, jsonBlock, ORIGIN, prose, STYLE } from './html.js';

type Json = Record<string, unknown>;

/** What the page is made of. */
export interface DocsPageInput {
  readonly document: Json;
  readonly systems: readonly SystemManifest[];
}

/**
 * Renders the page, with {@link ORIGIN} where the server's origin goes (see {@link withOrigin}).
 *
 * @example
 * const html = withOrigin(renderDocsPage({ document, systems }), 'http://127.0.0.1:8787');
 */
export function renderDocsPage({ document, systems }: DocsPageInput): string {
  const info = document.info as { title: string; version: string };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(info.title)}</h1>
<p class="muted">Version ${escapeHtml(info.version)} · <a href="/openapi.json">OpenAPI 3.1 document</a> · <a href="/">Web app</a></p>
<p>Resolve tabletop RPG tests (checks, contests, dice pools) exactly as each game's rules say, roll dice notation, and get exact odds. Every route takes and gives JSON; call it from any language.</p>
<nav><ul>
${ROUTES.map((r) => `<li><a href="#${r.operationId}">${r.method.toUpperCase()} ${escapeHtml(r.path)}</a></li>`).join('\n')}
<li><a href="#systems">Systems and tests</a></li><li><a href="#errors">Errors</a></li><li><a href="#limits">Limits</a></li>
</ul></nav>
<h2 id="routes">Routes</h2>
${ROUTES.map((r) => route(r, document, firstExample(systems))).join('\n')}
<h2 id="systems">Systems and tests</h2>
${systems.map(system).join('\n')}
<h2 id="errors">Errors</h2>
<p>Every error is <code>application/problem+json</code> (RFC 9457): <code>{ type, title, status, detail, code, errors? }</code>. <code>errors</code> lists each problem as <code>{ path, message }</code>, where <code>path</code> is a JSON Pointer into the request body: <code>/input/value</code> is the field <code>value</code> of <code>input</code>, <code>/dice/2</code> the third entered die, <code>""</code> the whole body. <code>code</code> is stable: branch on it. At most 100 <code>errors</code> are listed; <code>errorsOmitted</code> counts the rest.</p>
<table><thead><tr><th>status</th><th>code</th><th>meaning</th></tr></thead><tbody>
${PROBLEM_TYPES.map((p) => `<tr id="problem-${p.code}"><td>${p.status}</td><td><code>${p.code}</code><br>${escapeHtml(p.title)}</td><td>${prose(p.help)}</td></tr>`).join('\n')}
</tbody></table>
<pre>${escapeHtml(EXAMPLE_PROBLEM)}</pre>
<h2 id="limits">Limits</h2>
<ul>
<li>One pool or notation: at most 10,000 dice, of at most 1,000,000 sides; notation of at most 1,000 characters.</li>
<li>Contests: at most 1,000 rounds; extended tests: at most 10,000 turns and 100 participants.</li>
<li>At most 1,000,000 dice drawn by one request; <code>POST /v1/odds</code>: at most 10,001 possible totals.</li>
<li>Work: each request's work is estimated from its input before any is done; past the engine's budget (${ENGINE_BUDGET.maxWork.toLocaleString('en-US')} steps; <code>POST /v1/odds</code>: ${MAX_DISTRIBUTION_WORK.toLocaleString('en-US')} steps of its own, and ${MAX_DISTRIBUTION_ENTRIES.toLocaleString('en-US')} values spanned by one distribution) it is refused (422 <code>limit_exceeded</code>, naming the field that drives the cost). Heavy work (room rolls and the Discord app's included) runs off the event loop with a deadline (2 s unless configured otherwise): past it, 422 <code>deadline_exceeded</code>, and a room roll appends nothing.</li>
<li>Request bodies: at most 64 KiB (413 past it), sent as <code>Content-Type: application/json</code> (415 otherwise). Answers: at most 1 MB unless configured otherwise (422 <code>limit_exceeded</code> past it).</li>
<li>Rooms: at most 50 members and 100,000 entries a room (closing is exempt); names of 1-100 characters, client seeds of 1-128 and notes of at most 500 (Unicode code points); <code>limit</code> of entries at most 1,000; at most 1,000 open event streams per server (429 past it). Rooms idle for 30 days (or the server's setting) are deleted.</li>
<li>Rate limit: a number of requests per client per minute on <code>/v1/*</code> (600 unless the server is configured otherwise), where a request counts as 1 plus 1 per 1,000,000 steps of its estimated work; past it, 429 with <code>Retry-After</code> in seconds. Every <code>/v1</code> answer carries <code>RateLimit-Limit</code> and <code>RateLimit-Remaining</code>.</li>
</ul>
<p>What the input alone breaks is refused before any die is drawn, and nothing is ever half-resolved.</p>
</main></body></html>`;
}

/** Puts the server's origin into the page's curl lines. */
export function withOrigin(page: string, origin: string): string {
  return page.replaceAll(ORIGIN, escapeHtml(origin));
}

const EXAMPLE_PROBLEM = `HTTP/1.1 422 Unprocessable Content
content-type: application/problem+json

{"type":"/docs#problem-face_out_of_range","title":"Die face out of range","status":422,
 "detail":"Die 1 is a d20 (check): expected a face from 1 to 20, got 21","code":"face_out_of_range",
 "errors":[{"path":"/dice/0","message":"Die 1 is a d20 (check): expected a face from 1 to 20, got 21"}]}`;

/** The first worked example of the first test, to show the test routes with a real system and input. */
interface SampleTest {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  readonly dice?: readonly number[];
}

function firstExample(systems: readonly SystemManifest[]): SampleTest | undefined {
  const system = systems[0];
  const test = system?.tests.find((t) => t.examples.length > 0);
  const example = test?.examples[0];
  if (!system || !test || !example) return undefined;
  return {
    system: system.id,
    test: test.id,
    input: example.input,
    ...(example.dice ? { dice: example.dice } : {}),
  };
}

function route(r: RouteSpec, document: Json, sample: SampleTest | undefined): string {
  const op = ((document.paths as Json)[r.path] as Json)[r.method] as Json;
  const body = (op.requestBody as { content: Record<string, { schema: Json }> } | undefined)?.content[
    'application/json'
  ]?.schema;
  const status = String(r.status ?? 200);
  const ok = (op.responses as Record<string, { content: Record<string, { schema?: Json }> }>)[status]!;
  const okSchema = ok.content['application/json']?.schema;
  const path = r.path
    .replace('{system}', sample?.system ?? 'SYSTEM')
    .replace('{test}', sample?.test ?? 'TEST')
    .replace('{id}', 'ROOM_ID')
    .replace('{seq}', '7');
  let example = r.example;
  if (r.tag === 'Tests' && sample) {
    example =
      r.operationId === 'resolveTest' && sample.dice
        ? { input: sample.input, dice: sample.dice }
        : { input: sample.input };
  }
  let curl = r.method === 'get' ? curlLine('get', path) : curlLine('post', path, example ?? {});
  if (r.auth) {
    const stream = r.operationId === 'roomEvents' ? ' -N' : '';
    curl = curl.replace(`${ORIGIN}${path}`, `${ORIGIN}${path}${stream} -H 'authorization: Bearer TOKEN'`);
  }
  const more =
    r.tag === 'Tests'
      ? '<p class="muted">Every test has its own lines under <a href="#systems">Systems and tests</a>.</p>'
      : '';
  const errors = [...new Set(r.problems)].map((code) => {
    const p = problemType(code);
    return `<a href="#problem-${code}">${p.status} ${escapeHtml(p.title)}</a>`;
  });
  return `<section class="route" id="${r.operationId}">
<h3><span class="method ${r.method}">${r.method.toUpperCase()}</span><code>${escapeHtml(r.path)}</code></h3>
<p><strong>${escapeHtml(r.summary)}.</strong> ${prose(r.description)}</p>
<pre>${escapeHtml(curl)}</pre>${more}
${body ? jsonBlock('Request body schema', resolveRef(body, document)) : ''}
${okSchema ? jsonBlock(`Response schema (${status})`, resolveRef(okSchema, document)) : ''}
${errors.length > 0 ? `<p class="muted">Errors: ${errors.join(' · ')}</p>` : ''}
</section>`;
}

function system(s: SystemManifest): string {
  const tests = s.tests.map((t) => {
    const examples = t.examples.map((e) => {
      const body = e.dice ? { input: e.input, dice: e.dice } : { input: e.input };
      const line = curlLine('post', `/v1/systems/${s.id}/tests/${t.id}/resolve`, body);
      return `<p class="muted">${escapeHtml(e.title)}${e.dice ? ' (entered dice)' : ''}</p><pre>${escapeHtml(line)}</pre>`;
    });
    const odds = curlLine('post', `/v1/systems/${s.id}/tests/${t.id}/odds`, {
      input: t.examples[0]?.input ?? {},
    });
    return `<h4 id="test-${s.id}-${t.id}">${escapeHtml(t.title)} <code>${escapeHtml(t.id)}</code></h4>
<p>${prose(t.description)}${t.rounds ? ' <span class="muted">(played in rounds)</span>' : ''}</p>
${jsonBlock('Input schema (JSON Schema 2020-12)', t.inputSchema)}
${examples.join('\n')}
<p class="muted">Its exact odds</p><pre>${escapeHtml(odds)}</pre>`;
  });
  return `<h3 id="system-${s.id}">${escapeHtml(s.name)} <code>${escapeHtml(s.id)}</code> <span class="muted">${escapeHtml(s.version)}</span></h3>
<p>${prose(s.description)}</p>
${tests.join('\n')}`;
}

function resolveRef(schema: Json, document: Json): unknown {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/components/schemas/')) return schema;
  const name = ref.slice('#/components/schemas/'.length);
  return ((document.components as Json).schemas as Json)[name];
}
