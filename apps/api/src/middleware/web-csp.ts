import type { MiddlewareHandler } from 'hono';

/**
 * The web app's Content-Security-Policy: its own scripts, styles, fonts and service worker only, images
 * from itself or `data:` (the icon), requests to itself only, no plugins, no framing, no `<base>`. The
 * app has no inline script or style element (React sets styles through the DOM, which CSP allows), so
 * an injected `<script>` or `<style>` cannot run.
 */
export const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Sets {@link WEB_CSP} on the web app's pages (HTML answers that do not set a policy of their own).
 *
 * @example
 * app.get('*', webSecurityHeaders(), serveWebApp);
 */
export function webSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html') && !c.res.headers.has('content-security-policy')) {
      c.res.headers.set('content-security-policy', WEB_CSP);
    }
  };
}

/**
 * Drops X-Frame-Options from an answer whose own policy lets other origins frame it (`frame-ancestors` other
 * than `'none'` or `'self'` alone, such as the Owlbear Rodeo extension's pages): the two would contradict
 * each other, and browsers that read only the older header would refuse the frame. Registered before the
 * secure headers, so it runs after them.
 *
 * @example
 * app.use(framableWithoutXFrameOptions());
 * app.use(secureHeaders());
 */
export function framableWithoutXFrameOptions(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const ancestors = /frame-ancestors ([^;]*)/.exec(c.res.headers.get('content-security-policy') ?? '')?.[1];
    if (ancestors !== undefined && !["'none'", "'self'"].includes(ancestors.trim()))
      c.res.headers.delete('x-frame-options');
  };
}
