// Imports nothing: bin.ts uses it before any command loads.

const WRITE_CAUSES: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'over the disk quota',
  EIO: 'an input/output error',
  EFBIG: 'the file is too large',
};

/**
 * What a failed write of the output says (`verdict roll 2d6 > /dev/full`): one line naming the cause, not a stack
 * reported as a bug; undefined for any other error.
 */
export function unwritableOutput(error: unknown): string | undefined {
  const failed = error as NodeJS.ErrnoException | undefined;
  if (failed?.syscall !== 'write' || typeof failed.code !== 'string') return undefined;
  return `cannot write the output: ${WRITE_CAUSES[failed.code] ?? failed.message} (${failed.code})`;
}
