/**
 * The Owlbear Rodeo extension's build (`apps/owlbear/dist`) at `/owlbear/`, in front of the web app's files:
 * `/owlbear/manifest.json` is the URL a GM adds to Owlbear Rodeo. Owlbear shows the extension's page in an
 * iframe, so its pages carry the web app's Content-Security-Policy with `frame-ancestors` opened to Owlbear
 * Rodeo's origins and those configured (`OWLBEAR_ORIGINS`), and no X-Frame-Options (the app drops it beside an
 * open `frame-ancestors`); the web app itself stays unframable. Owlbear reads the manifest and the icons
 * cross-origin: those origins may, whatever the API's CORS (`CORS_ORIGINS`) allows.
 */
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { WEB_CSP } from '../middleware/web-csp.js';
import type { WebHandler } from '../options.js';
import { isFile, safePath, serveFile } from './web-files.js';

/** The path the extension is served at. */
export const OWLBEAR_PATH = '/owlbear';

/** Where Owlbear Rodeo runs: the origins that may frame the extension. */
export const OWLBEAR_ORIGINS = ['https://www.owlbear.rodeo', 'https://owlbear.rodeo'] as const;

/**
 * The web handler `web` with the extension's files from `dir` at `/owlbear/`, framable by Owlbear Rodeo and
 * `frameOrigins` (for a self-hosted Owlbear, or a stand-in host in tests).
 *
 * @example
 * createApp({ registry, web: withOwlbearFiles(createWebFiles(webDist), owlbearDist) });
 */
export function withOwlbearFiles(
  web: WebHandler,
  dir: string,
  frameOrigins: readonly string[] = [],
): WebHandler {
  const root = resolve(dir);
  const csp = WEB_CSP.replace(
    "frame-ancestors 'none'",
    ["frame-ancestors 'self'", ...OWLBEAR_ORIGINS, ...frameOrigins].join(' '),
  );
  const readers = new Set<string>([...OWLBEAR_ORIGINS, ...frameOrigins]);
  return async (request) => {
    const { pathname, search } = new URL(request.url);
    if (pathname === OWLBEAR_PATH) {
      // The query is Owlbear's (`obrref`): without it the page would not know it is inside Owlbear.
      return new Response(null, { status: 308, headers: { location: `${OWLBEAR_PATH}/${search}` } });
    }
    if (!pathname.startsWith(`${OWLBEAR_PATH}/`)) return web(request);
    if (!existsSync(join(root, 'index.html'))) return notBuilt();
    const path = safePath(root, pathname.slice(OWLBEAR_PATH.length));
    if (path === undefined) return undefined;
    const file = path === root ? join(root, 'index.html') : path;
    if (!(await isFile(file))) return undefined;
    const hashed = file.startsWith(join(root, 'assets') + sep);
    const response = await serveFile(
      request,
      file,
      hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (file.endsWith('.html')) response.headers.set('content-security-policy', csp);
    else {
      // The manifest and icons, read by Owlbear's page from its own origin.
      const origin = request.headers.get('origin');
      if (origin && readers.has(origin)) response.headers.set('access-control-allow-origin', origin);
      response.headers.append('vary', 'origin');
    }
    return response;
  };
}

/** The answer while the extension is not built. It names no path on this machine. */
function notBuilt(): Response {
  return new Response(
    'The Owlbear Rodeo extension is not built on this server: build it from the repository root with `npx turbo run build --filter=@verdict/owlbear` (or point OWLBEAR_DIST at its build).\n',
    { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' } },
  );
}
