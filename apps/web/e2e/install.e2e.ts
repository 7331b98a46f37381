// Installable on phones: the page links a valid web app manifest (checked by Chromium itself over the
// DevTools protocol), its icons load at the sizes it declares, and the app's files arrive compressed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe.skipIf(!chromiumFound && !process.env.CI)('web app manifest and served files, in Chromium', () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness({ profile: true });
  });
  afterAll(async () => harness?.close());

  it('links a manifest Chromium parses without errors: standalone, start URL, theme, icons', async () => {
    const page = await harness.newPage();
    await page.goto(harness.baseUrl);
    await page.getByRole('list', { name: 'Odds of each outcome' }).waitFor();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('./manifest.webmanifest');
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string; critical: number }[];
      data?: string;
    };
    expect(url).toBe(new URL('manifest.webmanifest', harness.baseUrl).href);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Verdict: exact odds before every roll',
      short_name: 'Verdict',
      display: 'standalone',
      start_url: './',
      scope: './',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    // Every icon decodes, at the size the manifest says.
    for (const icon of manifest.icons) {
      const src = new URL(icon.src, url).href;
      const size = await page.evaluate(async (source) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, src);
      if (icon.sizes !== 'any') expect(size, icon.src).toBe(icon.sizes);
    }
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(apple).toBeTruthy();
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Over plain http on 127.0.0.1 (a secure context) nothing but the service worker's timing may be missing.
    expect(
      installability.installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => !/service-worker|no-matching-service-worker|not-offline-capable/.test(id)),
    ).toEqual([]);
    await page.close();
  });

  it('gets the page and its script and styles compressed (brotli), hashed files cached as immutable', async () => {
    const page = await harness.newPage();
    const responses: { url: string; encoding?: string; cache?: string; vary?: string }[] = [];
    page.on('response', async (response) => {
      const headers = await response.allHeaders();
      responses.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
        vary: headers.vary,
      });
    });
    await page.goto(harness.baseUrl);
    await page.getByRole('list', { name: 'Odds of each outcome' }).waitFor();
    const page0 = responses.find((r) => r.url === harness.baseUrl);
    expect(page0).toMatchObject({ encoding: 'br', cache: 'no-cache', vary: 'Accept-Encoding' });
    const assets = responses.filter((r) => /\/assets\/[^/]+\.(js|css)$/.test(r.url));
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      expect(asset, asset.url).toMatchObject({
        encoding: 'br',
        cache: 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      });
    }
    await page.close();
  });
});
