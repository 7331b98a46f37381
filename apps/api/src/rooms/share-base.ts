/**
 * @module
 * The base of a room's share link and QR code (issue 37, item 4): phones at the table must be able to open it.
 */

const LOOPBACK = /^(127(?:\.\d{1,3}){3}|localhost|::1|\[::1\])$/i;

/** Whether a host name or address is this computer only (127.x, localhost, ::1). */
export const isLoopbackHost = (host: string): boolean => LOOPBACK.test(host);

/**
 * The base of a room's share link and QR code: `PUBLIC_URL` first; else, when the page was opened at a loopback
 * address (which phones cannot reach) and the server listens on every interface, its LAN address; else the
 * address the page was opened at.
 *
 * @example
 * shareBase({ origin: 'http://127.0.0.1:8787', lan: 'http://192.168.1.20:8787' }); // 'http://192.168.1.20:8787'
 */
export function shareBase(options: { publicUrl?: string; origin: string; lan?: string }): string {
  if (options.publicUrl !== undefined) return options.publicUrl;
  if (options.lan === undefined) return options.origin;
  try {
    return isLoopbackHost(new URL(options.origin).hostname) ? options.lan : options.origin;
  } catch {
    return options.origin;
  }
}
