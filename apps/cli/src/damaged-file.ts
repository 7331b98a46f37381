import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/** A file of ours that is there but cannot be used: unreadable, not JSON, or not the shape we write. */
export class DamagedFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
    /** Whether the file was read (and is damaged) rather than unreadable: only a damaged one is moved aside. */
    readonly readable: boolean,
    /** What is wrong, without the path: for a message that names the file itself. */
    readonly why: string = message,
  ) {
    super(message);
    this.name = 'DamagedFileError';
  }
}

/**
 * Reads one of our JSON files: undefined when it is missing; a {@link DamagedFileError} naming the file and what is
 * wrong when it cannot be read or is not JSON; else the parsed value, for the caller to check its shape.
 *
 * @example
 * const data = readJsonFile(charactersFile()); // undefined, or the parsed JSON
 */
export function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Node's message ends with the path again (`ENOTDIR: not a directory, open '/x/characters.json'`).
    const why = (error as Error).message.replace(/, \w+ '.*'$/, '');
    throw new DamagedFileError(file, `Cannot read ${file}: ${why}`, false, why);
  }
  try {
    // An editor may save UTF-8 with a byte order mark: it is the same text, not damage.
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    // On one line: Node's message quotes the text read, its line feeds too.
    throw damaged(file, `not JSON: ${(error as Error).message.replace(/\s+/g, ' ')}`);
  }
}

/** The error for a file read well whose content is wrong: `history.json is damaged (why): /path/history.json`. */
export function damaged(file: string, why: string, is = 'is damaged'): DamagedFileError {
  const what = `${basename(file)} ${is} (${why})`;
  return new DamagedFileError(file, `${what}: ${file}`, true, what);
}

/**
 * Before our first write over a damaged file: moves it aside as `<file>.damaged-<n>` (the first n free) and returns
 * that path, so nothing it held is lost in silence. A file that reads well (or is missing) stays; an unreadable one
 * throws, so nothing is written over it.
 */
export function keepAside(file: string, read: () => unknown): string | undefined {
  try {
    read();
    return undefined;
  } catch (error) {
    if (!(error instanceof DamagedFileError) || !error.readable) throw error;
  }
  let n = 1;
  while (existsSync(`${file}.damaged-${n}`)) n++;
  renameSync(file, `${file}.damaged-${n}`);
  return `${file}.damaged-${n}`;
}

/** Writes JSON through a temporary file and a rename, so a crash never leaves half a file. */
export function writeJsonFile(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, file);
}

/**
 * The list under `key` in a file's JSON (`{ "characters": [...] }`), every entry checked: a file of another shape,
 * or one entry that is not what it should be, makes the whole file damaged, since a save would otherwise drop that
 * entry for good. A missing file (`data` undefined) is an empty list.
 *
 * @example
 * readList('/x/history.json', { entries: [] }, 'entries', isEntry, '{ system, test }'); // []
 */
export function readList<T>(
  file: string,
  data: unknown,
  key: string,
  isItem: (value: unknown) => value is T,
  shape: string,
): T[] {
  if (data === undefined) return [];
  // A later format (a newer verdict wrote it) is not guessed at: it is kept aside before any write, never lost.
  const version = (data as Record<string, unknown> | null)?.version;
  if (version !== undefined && version !== 1) {
    // Not "damaged": a newer verdict wrote it (the earlier review's 18), and it is kept whole.
    throw damaged(
      file,
      `version ${JSON.stringify(version)}: this verdict reads version 1`,
      'is of a later format',
    );
  }
  const list = (data as Record<string, unknown> | null)?.[key];
  if (typeof data !== 'object' || data === null || !Array.isArray(list)) {
    throw damaged(file, `expected { "${key}": [...] }`);
  }
  const bad = list.findIndex((entry) => !isItem(entry));
  if (bad >= 0) throw damaged(file, `${key}[${bad}]: expected ${shape}`);
  return list as T[];
}
