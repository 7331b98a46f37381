import { Text } from 'ink';
import type { Line } from './wrap.js';

/** One line wrapped ahead by `wrapSpans`: its spans in their styles, never wider than the panel. */
export function LineView({ line }: { line: Line }) {
  return (
    <Text wrap="truncate">
      {line.length === 0 ? ' ' : null}
      {line.map((span, i) => (
        <Text key={`${i}`} {...span.style}>
          {span.text === '' ? ' ' : span.text}
        </Text>
      ))}
    </Text>
  );
}

/** Lines as a column. */
export function LinesView({ lines, prefix }: { lines: readonly Line[]; prefix: string }) {
  return lines.map((line, i) => <LineView key={`${prefix}${i}`} line={line} />);
}
