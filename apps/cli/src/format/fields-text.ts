import { describeFields } from '@verdict/form';

/**
 * A test's fields (from `@verdict/form`'s reading of its JSON Schema) as aligned text lines, for `--help`, wrapped to
 * `width` (unlimited: one line a field). A field of one shape of a union says so (`required in {boon}`), beside its
 * union's `either {boon} or {value}` (N14).
 */
export function formatFields(schema: Record<string, unknown>, width = Number.POSITIVE_INFINITY): string[] {
  const lines = describeFields(schema);
  const pathWidth = Math.min(32, Math.max(8, ...lines.map((l) => l.path.length)));
  const typeWidth = Math.min(28, Math.max(8, ...lines.map((l) => l.type.length)));
  // A long line (T13's Facets, a long note) wraps, its continuation lines under the type column (N14).
  const under = Math.min(2 + pathWidth + 2, Math.max(0, width - 30));
  return lines.flatMap((l) =>
    wrapAligned(
      `  ${l.path.padEnd(pathWidth)}  ${l.type.padEnd(typeWidth)}  ${l.required ? 'required' : 'optional'}${l.shape ? ` in ${l.shape}` : ''}${l.note ? `  ${l.note}` : ''}`.trimEnd(),
      width,
      under,
    ),
  );
}

/**
 * `line` broken at spaces into lines of at most `width` columns, the first keeping its own spacing (the columns'
 * padding), the others indented by `indent`; a word longer than a line is broken where the line ends.
 */
export function wrapAligned(line: string, width: number, indent: number): string[] {
  const out: string[] = [];
  let rest = line;
  while ([...rest].length > width) {
    const cut = rest.lastIndexOf(' ', width);
    const at = cut > indent && rest.slice(0, cut).trim() !== '' ? cut : width;
    out.push(rest.slice(0, at).trimEnd());
    rest = `${' '.repeat(indent)}${rest.slice(at).trimStart()}`;
  }
  out.push(rest);
  return out;
}
