/**
 * Wraps plain text to `width` columns at spaces, never inside a word: continuation lines are indented by `indent`
 * spaces (the first line's own indent is kept); a word longer than a whole line is cut short with '…'. An
 * unlimited width (a pipe's) leaves the text as it is.
 *
 * @example
 * wrapWords('  Snake Eyes or Boxcars: the Crisis table applies', 24, 4);
 * // ['  Snake Eyes or Boxcars:', '    the Crisis table', '    applies']
 */
export function wrapWords(text: string, width: number, indent = 0): string[] {
  if (!Number.isFinite(width) || [...text].length <= width) return [text];
  const lead = /^ */.exec(text)![0];
  const pad = ' '.repeat(Math.min(Math.max(indent, lead.length), Math.max(0, width - 8)));
  const lines: string[] = [];
  let line = lead;
  for (const word of text.trimStart().split(/ +/)) {
    const prefix = lines.length === 0 ? lead : pad;
    const room = width - prefix.length;
    const fitted = [...word].length > room ? `${[...word].slice(0, room - 1).join('')}…` : word;
    const joined = line.trim() === '' ? `${prefix}${fitted}` : `${line} ${fitted}`;
    if ([...joined].length <= width) {
      line = joined;
      continue;
    }
    lines.push(line.trimEnd());
    line = `${pad}${[...word].length > width - pad.length ? `${[...word].slice(0, width - pad.length - 1).join('')}…` : word}`;
  }
  lines.push(line.trimEnd());
  return lines;
}
