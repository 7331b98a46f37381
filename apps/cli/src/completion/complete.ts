/**
 * @module
 * `verdict __complete <shell> -- <words...>`, the command the completion scripts call on every TAB. It answers
 * from the catalog made at build time (`completion-catalog.json` beside the bundle), so a TAB loads neither the
 * engine nor zod; only a line naming a `--system-package` (or VERDICT_SYSTEMS) loads the registry.
 */
import { readFileSync } from 'node:fs';
import { completionCandidates } from './candidates.js';
import type { CompletionCatalog } from './catalog.js';
import { shellCandidates } from './scripts.js';
import { completionWords } from './shell-words.js';

/** The hidden command the completion scripts call: `verdict __complete <shell> -- <words...>`. */
export const COMPLETE_COMMAND = '__complete';

/** The name of the built-in systems' catalog, beside the bundle's chunks. */
export const CATALOG_FILE = 'completion-catalog.json';

/** What a TAB needs of the process. */
export interface CompleteIo {
  readonly argv: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly stdout: { write(text: string): unknown };
}

/**
 * The candidates for the last word, one a line. It never fails loudly: a TAB that cannot be completed (a system
 * package that does not load) offers nothing.
 *
 * @example
 * await complete({ argv: ['__complete', 'bash', '--', 'ro'], env, cwd, stdout }); // prints "roll\nroom"
 */
export async function complete(io: CompleteIo): Promise<number> {
  const [, shell = 'bash', separator, ...typed] = io.argv;
  if (separator !== '--') return 2;
  try {
    // As the shell will pass them: `--character 'Ol` completes as `Ol` does.
    const shellWords = completionWords(shell, typed);
    const words = shellWords.map((word) => word.text);
    const packages = packagesOn(words, io.env);
    const catalog =
      (packages.length === 0 ? builtInCatalog() : undefined) ?? (await registryCatalog(packages, io.cwd));
    const candidates = completionCandidates(catalog, words, io.env);
    const text = shellCandidates(shell, shellWords.at(-1)!, candidates);
    if (text !== '') io.stdout.write(`${text}\n`);
  } catch {
    // Nothing to offer.
  }
  return 0;
}

/** The catalog the build wrote beside the bundle; none when running from the sources, or when it is unreadable. */
export function builtInCatalog(): CompletionCatalog | undefined {
  try {
    const catalog = JSON.parse(readFileSync(new URL(`./${CATALOG_FILE}`, import.meta.url), 'utf8'));
    return catalog?.version === 1 ? (catalog as CompletionCatalog) : undefined;
  } catch {
    return undefined;
  }
}

/** The catalog of the built-in systems and the named packages, from the registry (loads the engine). */
async function registryCatalog(packages: readonly string[], cwd: string): Promise<CompletionCatalog> {
  const [{ appRegistry }, { catalogOf }] = await Promise.all([
    import('../app-registry.js'),
    import('./catalog.js'),
  ]);
  return catalogOf(await appRegistry(packages, cwd));
}

/** The system packages named on the line being completed (and in VERDICT_SYSTEMS). */
function packagesOn(words: readonly string[], env: NodeJS.ProcessEnv): string[] {
  const named: string[] = [];
  words.forEach((word, i) => {
    if (word === '--system-package' && i + 1 < words.length - 1) named.push(words[i + 1]!);
  });
  const fromEnv = (env.VERDICT_SYSTEMS ?? '').split(',').map((s) => s.trim());
  return [...fromEnv.filter(Boolean), ...named];
}
