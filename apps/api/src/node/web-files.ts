/**
 * The web app's build (`apps/web/dist`) served from disk for Node: `index.html` at `/`, hashed assets with
 * long cache headers, client-side routes falling back to `index.html`. The build precompresses its text
 * files (`x.js.br`, `x.js.gz`): the variant the client's `Accept-Encoding` prefers is sent as it is, with
 * `Vary: Accept-Encoding`. While the folder is missing, pages answer a clear 503 saying how to build it,
 * and the API keeps working.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import type { WebHandler } from '../options.js';
import { preferredEncodings } from './accept-encoding.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The "not built" page has one inline style sheet and nothing else. */
const NOT_BUILT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Files that must be revalidated on every load, so a new build shows at once: the page and the service worker. */
const ALWAYS_REVALIDATE = new Set(['sw.js', 'manifest.webmanifest']);

/** The precompressed variants the build writes beside a file, by `Content-Encoding`. */
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * A handler for the web app's files in `dir`.
 *
 * @example
 * createApp({ registry, web: createWebFiles('/srv/verdict/apps/web/dist') });
 */
export function createWebFiles(dir: string): WebHandler {
  const root = resolve(dir);
  return async (request) => {
    if (!existsSync(join(root, 'index.html'))) return notBuilt();
    const path = safePath(root, new URL(request.url).pathname);
    if (path === undefined) return undefined;
    const file = path === root ? join(root, 'index.html') : path;
    const found = await isFile(file);
    if (!found) {
      // A path with an extension is a missing file; one without is a client-side route of the app.
      return extname(file) === '' ? serveFile(request, join(root, 'index.html'), 'no-cache') : undefined;
    }
    return serveFile(request, file, cacheControl(root, file));
  };
}

/** Hashed assets (`assets/`) never change; the page, the worker and the manifest are revalidated; the rest for an hour. */
function cacheControl(root: string, file: string): string {
  if (file.startsWith(join(root, 'assets') + sep)) return IMMUTABLE;
  if (file.endsWith('.html') || (dirname(file) === root && ALWAYS_REVALIDATE.has(basename(file)))) {
    return 'no-cache';
  }
  return 'public, max-age=3600';
}

/** Sends a file, or its precompressed variant the client prefers (also used for the Owlbear extension's files). */
export async function serveFile(request: Request, file: string, cacheControl: string): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
  };
  const variants = (['br', 'gzip'] as const).filter((encoding) => existsSync(file + SUFFIX[encoding]));
  if (variants.length > 0) {
    // The answer depends on the request's Accept-Encoding even when it is sent uncompressed.
    headers.vary = 'Accept-Encoding';
    const encoding = preferredEncodings(request.headers.get('accept-encoding')).find((e) =>
      variants.includes(e as (typeof variants)[number]),
    ) as keyof typeof SUFFIX | undefined;
    if (encoding !== undefined && (await isFile(file + SUFFIX[encoding]))) {
      headers['content-encoding'] = encoding;
      return new Response(await readFile(file + SUFFIX[encoding]), { headers });
    }
  }
  return new Response(await readFile(file), { headers });
}

/** The file a URL path names inside `root`, or undefined when it would leave it or cannot be decoded. */
export function safePath(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = resolve(root, `.${decoded}`);
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

/** Whether `file` is a file (not a folder, not missing). */
export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The page while the build is missing. It names no path on this machine: a response never shows one. */
function notBuilt(): Response {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Verdict: web app not built</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}code,pre{background:#f0f0f3;border-radius:4px;padding:.1em .3em}</style></head>
<body><h1>The web app is not built</h1>
<p>This server serves the web app from its build folder (<code>apps/web/dist</code>, or the folder <code>WEB_DIST</code> names), which has no <code>index.html</code> yet.</p>
<p>Build it from the repository root, then reload this page:</p>
<pre>npx turbo run build --filter=@verdict/web</pre>
<p>(<code>npm start</code> at the root builds everything and starts the server; <code>WEB_DIST</code> points the server at another folder.)</p>
<p>The API works meanwhile: see <a href="/docs">/docs</a>.</p></body></html>`;
  return new Response(page, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '30',
      'content-security-policy': NOT_BUILT_CSP,
    },
  });
}
