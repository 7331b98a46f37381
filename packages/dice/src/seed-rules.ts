/** The longest seed accepted, in UTF-16 code units (as JavaScript's `length` counts them). */
export const MAX_SEED_LENGTH = 256;

// C0 and C1 control characters (and DEL): a seed is echoed back in responses, logs and terminals,
// where such characters would be hidden or act (an escape sequence), so two seeds that look alike could differ.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * Why a seed is refused, or undefined when it is fine: one rule for every frontend (the API, the CLI, the
 * web app), so a seed one accepts the others replay. A seed is 1 to 256 characters with no control
 * characters; any other text (spaces, emoji, any script) is fine.
 *
 * @example
 * seedProblem('olaf'); // undefined
 * seedProblem(''); // 'expected a seed of 1 to 256 characters, got an empty one'
 */
export function seedProblem(seed: unknown): string | undefined {
  if (typeof seed !== 'string') return 'expected the seed as a string';
  if (seed.length === 0) return `expected a seed of 1 to ${MAX_SEED_LENGTH} characters, got an empty one`;
  if (seed.length > MAX_SEED_LENGTH) {
    return `expected a seed of at most ${MAX_SEED_LENGTH} characters, got ${seed.length}`;
  }
  const control = CONTROL.exec(seed);
  if (control) {
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return `expected a seed without control characters, got U+${code} at ${control.index + 1}`;
  }
  return undefined;
}
