/** How a piece of a line is drawn (a subset of Ink's `Text` props). */
export interface SpanStyle {
  readonly color?: string;
  readonly bold?: boolean;
  readonly dimColor?: boolean;
  readonly strikethrough?: boolean;
  readonly inverse?: boolean;
  readonly underline?: boolean;
}

/** A run of text in one style. */
export interface Span {
  readonly text: string;
  readonly style?: SpanStyle;
}

/** One screen line, as styled spans. */
export type Line = readonly Span[];

/** The columns a text takes (one per code point: the screens draw no double-width characters of their own). */
export function columnsOf(text: string): number {
  return [...text].length;
}

/**
 * Wraps styled spans into lines of at most `width` columns, breaking at spaces where it can (a word longer than a
 * line is split), continuation lines indented by `indent` columns. The screens wrap ahead of Ink so that they know
 * how many lines a panel takes: what does not fit is scrolled, and the screen says so, instead of being cut.
 *
 * @example
 * wrapSpans([{ text: 'Round 1: Jokkler rolls 8 against Skill 12: Success' }], 20, 2);
 * // [[{ text: 'Round 1: Jokkler ' }], [{ text: '  ' }, { text: 'rolls 8 against ' }], ...]
 */
export function wrapSpans(spans: readonly Span[], width: number, indent = 0): Line[] {
  const room = Math.max(1, width);
  const pad = Math.min(indent, Math.max(0, room - 1));
  const lines: Span[][] = [[]];
  let used = 0;
  // Where the current line's own text starts (after the indent of a continuation line).
  let start = 0;
  const push = (text: string, style: SpanStyle | undefined) => {
    const line = lines.at(-1)!;
    const last = line.at(-1);
    if (last && last.style === style) line[line.length - 1] = { ...last, text: last.text + text };
    else line.push(style ? { text, style } : { text });
    used += columnsOf(text);
  };
  const newLine = () => {
    lines.push([]);
    used = 0;
    start = pad;
    if (pad > 0) push(' '.repeat(pad), undefined);
  };
  for (const span of spans) {
    for (const token of span.text.match(/ +|[^ ]+/g) ?? []) {
      const size = columnsOf(token);
      if (token.startsWith(' ')) {
        // Spaces at a break are dropped; elsewhere they are kept (a line's own indent included).
        if (used + size <= room) push(token, span.style);
        else newLine();
        continue;
      }
      if (used + size <= room) {
        push(token, span.style);
        continue;
      }
      if (size <= room - pad && used > start) newLine();
      let rest = [...token];
      while (rest.length > 0) {
        if (used >= room) newLine();
        const fit = Math.max(1, room - used);
        push(rest.slice(0, fit).join(''), span.style);
        rest = rest.slice(fit);
      }
    }
  }
  return lines.map((line) => trimEnd(line));
}

/** Plain text wrapped the same way. */
export function wrapText(text: string, width: number, indent = 0, style?: SpanStyle): Line[] {
  return wrapSpans([style ? { text, style } : { text }], width, indent);
}

/** A line's text without styles (for tests and measuring). */
export function lineText(line: Line): string {
  return line.map((span) => span.text).join('');
}

function trimEnd(line: Span[]): Line {
  const out = [...line];
  while (out.length > 0) {
    const last = out.at(-1)!;
    const text = last.text.replace(/ +$/, '');
    if (text === '' && out.length > 1) {
      out.pop();
      continue;
    }
    out[out.length - 1] = { ...last, text };
    break;
  }
  return out;
}
