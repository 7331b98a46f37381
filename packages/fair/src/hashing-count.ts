/**
 * What this copy of `@verdict/fair` has canonicalized and hashed since it was loaded: characters of canonical JSON
 * written and bytes hashed. Counted where the work is done, never timed, so a test can tell on which thread a room's
 * entries are hashed (a worker thread loads its own copy): the API's event loop must not hash an entry whose size
 * grows with its roll (issue 25). Only ever increased; read it before and after.
 *
 * @example
 * const before = hashingCount.hashedBytes;
 * sha256Hex('abc');
 * hashingCount.hashedBytes - before; // 3
 */
export const hashingCount: { canonicalChars: number; hashedBytes: number } = {
  canonicalChars: 0,
  hashedBytes: 0,
};
