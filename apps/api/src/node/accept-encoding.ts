/**
 * @module
 * `Accept-Encoding` negotiation for the precompressed web files (RFC 9110, section 12.5.3).
 */

/** The encodings the web files can be precompressed in, best first when the client rates them equally. */
const SERVED = ['br', 'gzip'] as const;

/**
 * The served encodings (`br`, `gzip`) the client accepts, most preferred first: by its q-values, then
 * brotli before gzip (smaller). `q=0` refuses an encoding; `*` stands for every encoding not named.
 * No header, or an empty one, accepts none of them (identity only).
 *
 * @example
 * preferredEncodings('gzip, deflate, br'); // ['br', 'gzip']
 * preferredEncodings('br;q=0.5, gzip');    // ['gzip', 'br']
 * preferredEncodings('gzip;q=0, *');       // ['br']
 */
export function preferredEncodings(header: string | null | undefined): string[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match) q = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    weights.set(name.toLowerCase(), q);
  }
  const wildcard = weights.get('*');
  return SERVED.map((encoding, order) => ({ encoding, order, q: weights.get(encoding) ?? wildcard ?? 0 }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ encoding }) => encoding);
}
