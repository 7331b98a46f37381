// `npm run bench` (cwd apps/web, after a build): the JavaScript the app loads on first load (gzip), against its
// 150 KB budget, and the time to first render in headless Chromium (median of several cold loads).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(process.cwd(), 'dist');
const BUDGET_KB = 150;
const LOADS = 7;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('apps/web/dist is missing: build first (npm run bench builds before benchmarking).');
  process.exit(1);
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
// First load: the entry module and every chunk it preloads (its static imports); lazy chunks are not counted.
const scripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(DIST, file))).length;
const jsBytes = scripts.reduce((sum, file) => sum + gz(file), 0);
const cssBytes = css.reduce((sum, file) => sum + gz(file), 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);

console.log(
  `web: first-load JavaScript ${kb(jsBytes)} KB gzip in ${scripts.length} file(s) (budget ${BUDGET_KB} KB)`,
);
for (const file of scripts) console.log(`  ${file}  ${kb(gz(file))} KB`);
console.log(`web: first-load CSS ${kb(cssBytes)} KB gzip`);
if (jsBytes > BUDGET_KB * 1024) {
  console.log(`web: OVER BUDGET by ${kb(jsBytes - BUDGET_KB * 1024)} KB`);
  process.exitCode = 1;
}

if (!existsSync(CHROMIUM)) {
  console.log(`web: time to first render not measured: Chromium not found at ${CHROMIUM}`);
} else {
  const { chromium } = await import('playwright-core');
  const server = await serveDist();
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const renders = [];
  const paints = [];
  try {
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext(); // a cold cache each time
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForFunction(() => performance.getEntriesByName('verdict:first-render').length > 0);
      // The paint entry can arrive a frame after the mark.
      await page
        .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
          timeout: 2000,
        })
        .catch(() => undefined);
      const times = await page.evaluate(() => ({
        render: performance.getEntriesByName('verdict:first-render')[0].startTime,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      }));
      renders.push(times.render);
      paints.push(times.paint);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `web: time to first render ${median(renders).toFixed(0)} ms (median of ${LOADS} cold loads; first contentful paint ${median(paints).toFixed(0)} ms)`,
  );
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.floor(sorted.length / 2)];
}

function serveDist() {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(DIST, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(DIST) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
