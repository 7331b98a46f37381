/** Discord's rule for command and option names, lowercase only (where a letter has a lowercase form). */
export const NAME_PATTERN = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/**
 * A valid Discord command or option name from an id or a field path: lowercase, camelCase split with `_`,
 * anything else outside Discord's alphabet turned into `-`, at most 32 characters.
 *
 * @example
 * toDiscordName('strongSuccess'); // 'strong_success'
 * toDiscordName('d20-roll-under'); // 'd20-roll-under'
 */
export function toDiscordName(text: string): string {
  const name = text
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1_$2')
    .toLowerCase()
    .replace(/[^-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32);
  return name === '' ? 'x' : name;
}

/**
 * Cuts text to at most `max` characters (code points), ending with `…` when cut; never empty.
 *
 * @example
 * clip('A long description', 10); // 'A long de…'
 */
export function clip(text: string, max: number, fallback = '-'): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  if (chars.length === 0) return fallback;
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}
