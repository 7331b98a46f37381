/** UTF-8 text to base64url (no padding): URL-safe, so it needs no further escaping. */
export function encodeBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** base64url (with or without padding) back to UTF-8 text; throws on anything else. */
export function decodeBase64Url(encoded: string): string {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(encoded)) throw new Error('not base64url');
  const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
