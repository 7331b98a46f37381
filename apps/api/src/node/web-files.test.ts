// The web app's files through the real app: precompressed variants chosen by Accept-Encoding, and cache
// headers by kind of file. The files are real (written and compressed with node:zlib in a temp folder).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createAppRegistry } from '../registry.js';
import { preferredEncodings } from './accept-encoding.js';
import { createWebFiles } from './web-files.js';

const dist = mkdtempSync(join(tmpdir(), 'verdict-web-files-'));
const script = `console.log(${JSON.stringify('Verdict '.repeat(200))});`;
const page = `<!doctype html><title>Verdict</title>${'<p>x</p>'.repeat(100)}`;
mkdirSync(join(dist, 'assets'));
for (const [name, body] of [
  ['index.html', page],
  ['sw.js', 'self.addEventListener("fetch", () => {});'],
  ['manifest.webmanifest', '{"name":"Verdict"}'],
  ['assets/app-1a2b3c.js', script],
] as const) {
  writeFileSync(join(dist, name), body);
  writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
  writeFileSync(join(dist, `${name}.br`), brotliCompressSync(body));
}
writeFileSync(join(dist, 'assets', 'logo-9f8e7d.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = createApp({ registry: createAppRegistry(), web: createWebFiles(dist) });
const get = (path: string, acceptEncoding?: string) =>
  app.request(path, acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('precompressed web files', () => {
  it('sends brotli to a client that accepts it, with Vary: Accept-Encoding', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, or rated lower', async () => {
    for (const header of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const response = await get('/', header);
      expect(response.headers.get('content-encoding'), header).toBe('gzip');
      expect(gunzipSync(await bytes(response)).toString(), header).toBe(page);
    }
  });

  it('sends the file as it is without Accept-Encoding, or when every served encoding is refused', async () => {
    for (const header of [undefined, '', 'identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const response = await get('/assets/app-1a2b3c.js', header);
      expect(response.headers.get('content-encoding'), String(header)).toBeNull();
      expect(response.headers.get('vary'), String(header)).toBe('Accept-Encoding');
      expect(await response.text(), String(header)).toBe(script);
    }
  });

  it('sends files with no precompressed variant as they are, without Vary', async () => {
    const response = await get('/assets/logo-9f8e7d.png', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('client-side routes get the compressed page too', async () => {
    const response = await get('/play/d20-roll-under', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(page);
  });
});

describe('cache headers', () => {
  it('hashed assets are immutable for a year', async () => {
    for (const path of ['/assets/app-1a2b3c.js', '/assets/logo-9f8e7d.png']) {
      expect((await get(path, 'br')).headers.get('cache-control'), path).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('the page, the service worker and the manifest are revalidated on every load', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/play/t13']) {
      expect((await get(path, 'gzip')).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('the manifest has its media type', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(await response.json()).toEqual({ name: 'Verdict' });
  });
});

describe('preferredEncodings', () => {
  it('orders by q-value, then brotli before gzip; q=0 refuses; * covers the rest', () => {
    expect(preferredEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(preferredEncodings('GZIP;Q=0.9, BR;q=0.8')).toEqual(['gzip', 'br']);
    expect(preferredEncodings('*')).toEqual(['br', 'gzip']);
    expect(preferredEncodings('br;q=0, *;q=0.1')).toEqual(['gzip']);
    expect(preferredEncodings('identity')).toEqual([]);
    expect(preferredEncodings(null)).toEqual([]);
    expect(preferredEncodings(' , ;q=1, gzip ; q = 0.3')).toEqual(['gzip']);
  });
});
