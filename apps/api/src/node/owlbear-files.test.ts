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
writeFileSync(join(owlbear, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
  });

  it('sends no X-Frame-Options beside frame-ancestors on its pages (issue 35: the two contradicted each other)', async () => {
    const response = await get('/owlbear/');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect((await get('/')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("lets Owlbear's origins read the manifest and icon whatever CORS_ORIGINS allows (issue 35)", async () => {
    const restricted = createApp({
      registry: createAppRegistry(),
      corsOrigins: ['https://tools.example.org'],
      web: withOwlbearFiles(createWebFiles(web), owlbear, ['http://127.0.0.1:41555']),
    });
    for (const origin of ['https://www.owlbear.rodeo', 'https://owlbear.rodeo', 'http://127.0.0.1:41555']) {
      for (const path of ['/owlbear/manifest.json', '/owlbear/icon.svg']) {
        const response = await restricted.request(path, { headers: { origin } });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('access-control-allow-origin'), `${path} from ${origin}`).toBe(origin);
      }
    }
    const other = await restricted.request('/owlbear/manifest.json', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    // The API keeps the operator's choice.
    const api = await restricted.request('/v1/systems', { headers: { origin: 'https://www.owlbear.rodeo' } });
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
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
    // Owlbear's obrref (and any query) survives the redirect (issue 35).
    const withQuery = await get('/owlbear?obrref=aHR0cHM6Ly93d3cub3dsYmVhci5yb2RlbyByb29t&x=1');
    expect(withQuery.headers.get('location')).toBe(
      '/owlbear/?obrref=aHR0cHM6Ly93d3cub3dsYmVhci5yb2RlbyByb29t&x=1',
    );
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
