// A shell line read as bash reads the simplest ones, so a test can run them in-process: `verdict ARGS` or
// `echo WORD | verdict ARGS`, with words quoted '…' or "…" and a trailing # comment. Anything else of the shell
// (other pipes, redirections, $, substitutions, globs, escapes, a variable set before the command) is left to bash.

/** A line bash would run as `verdict` with `argv`, and `stdin` when echoed into it. */
export interface SimpleCommand {
  readonly argv: readonly string[];
  readonly stdin?: string;
}

const SPECIAL = new Set([
  '<',
  '>',
  '$',
  '(',
  ')',
  ';',
  '&',
  '`',
  '\\',
  '*',
  '?',
  '[',
  ']',
  '{',
  '}',
  '~',
  '!',
]);

/** The line's words and `|`s, or undefined when it uses more of the shell than quotes and comments. */
function words(line: string): (string | { pipe: true })[] | undefined {
  const out: (string | { pipe: true })[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') {
      if (word !== undefined) out.push(word);
      word = undefined;
    } else if (c === '#' && word === undefined) {
      break;
    } else if (c === '|') {
      if (word !== undefined) out.push(word);
      word = undefined;
      out.push({ pipe: true });
    } else if (c === "'" || c === '"') {
      const end = line.indexOf(c, i + 1);
      if (end < 0) return undefined;
      const quoted = line.slice(i + 1, end);
      if (c === '"' && /[$`\\!]/.test(quoted)) return undefined;
      word = (word ?? '') + quoted;
      i = end;
    } else if (SPECIAL.has(c)) {
      return undefined;
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== undefined) out.push(word);
  return out;
}

/**
 * `line` as `verdict`'s argv (and the echoed stdin), or undefined when bash must run it.
 *
 * @example
 * simpleCommand(`echo '{"value":12}' | verdict resolve d20-roll-under check`);
 * // { argv: ['resolve', 'd20-roll-under', 'check'], stdin: '{"value":12}\n' }
 */
export function simpleCommand(line: string): SimpleCommand | undefined {
  const parts = words(line);
  if (!parts) return undefined;
  const pipes = parts.filter((p) => typeof p !== 'string').length;
  if (pipes === 0) {
    if (parts[0] !== 'verdict') return undefined;
    return { argv: parts.slice(1) as string[] };
  }
  const [echo, echoed, pipe, verdict, ...rest] = parts;
  if (pipes !== 1 || echo !== 'echo' || typeof echoed !== 'string' || typeof pipe === 'string')
    return undefined;
  if (verdict !== 'verdict' || echoed.startsWith('-')) return undefined;
  return { argv: rest as string[], stdin: `${echoed}\n` };
}
