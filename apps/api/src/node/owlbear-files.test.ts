// The Owlbear Rodeo extension's build served at /owlbear/ through the real app, beside the web app: its
// manifest readable from Owlbear's origin (CORS), its page framable by Owlbear (and the origins configured)
// while the web app stays unframable, and a clear answer while the extension is not built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createAppRegistry } from '../registry.js';
import { withOwlbearFiles } from './owlbear-files.js';
import { createWebFiles } from './web-files.js';

const root = mkdtempSync(join(tmpdir(), 'verdict-owlbear-files-'));
const web = join(root, 'web');
const owlbear = join(root, 'owlbear');
const manifest = '{"manifest_version":1,"name":"Verdict"}';
mkdirSync(join(owlbear, 'assets'), { recursive: true });
mkdirSync(web);
writeFileSync(join(web, 'index.html'), '<!doctype html><title>Web</title>');
writeFileSync(join(owlbear, 'index.html'), '<!doctype html><title>Extension</title>');
writeFileSync(join(owlbear, 'manifest.json'), manifest);
writeFileSync(join(owlbear, 'assets', 'popover-1a2b.js'), 'console.log(1)');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const appWith = (dir: string) =>
  createApp({
    registry: createAppRegistry(),
    web: withOwlbearFiles(createWebFiles(web), dir, ['http://127.0.0.1:41555']),
  });
const app = appWith(owlbear);
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('the Owlbear extension at /owlbear/', () => {
  it('serves its manifest as JSON, readable from Owlbear Rodeo', async () => {
    const response = await get('/owlbear/manifest.json', { origin: 'https://www.owlbear.rodeo' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(manifest);
  });

  it('serves its page framable by Owlbear Rodeo and the configured origins only', async () => {
    const response = await get('/owlbear/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Extension</title>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(
      /frame-ancestors 'self' https:\/\/www\.owlbear\.rodeo https:\/\/owlbear\.rodeo http:\/\/127\.0\.0\.1:41555(;|$)/,
    );
    expect(csp).toContain("script-src 'self'");
    // The secure headers' X-Frame-Options (SAMEORIGIN) stays: a policy with frame-ancestors makes browsers
    // ignore it (CSP Level 3, "Relation to X-Frame-Options"); the browser test frames the page from another origin.
  });

  it('keeps the web app unframable', async () => {
    const response = await get('/');
    expect(await response.text()).toContain('<title>Web</title>');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('redirects /owlbear to /owlbear/, and answers 404 for a missing file or a path out of the folder', async () => {
    const bare = await get('/owlbear');
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/owlbear/');
    expect((await get('/owlbear/assets/nothing-0000.js')).status).toBe(404);
    expect((await get('/owlbear/%2e%2e/web/index.html')).status).toBe(404);
    const asset = await get('/owlbear/assets/popover-1a2b.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('says the extension is not built, naming no path, while the web app goes on', async () => {
    const missing = appWith(join(root, 'not-built'));
    const response = await missing.request('/owlbear/manifest.json');
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).toContain('The Owlbear Rodeo extension is not built');
    expect(text).not.toContain(root);
    expect((await missing.request('/')).status).toBe(200);
  });
});
