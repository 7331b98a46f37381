/**
 * @module
 * A run of reveals as one line (issue 37, N13): "Reveal everything, then close" appends an entry per sealed
 * roll, and a log box of ten "revealed #N" lines hides the play. A screen shows consecutive reveals by one member
 * as "revealed 10 entries: #3, #5, …"; the log and its exports keep every entry.
 */
import type { LogLine } from './room-view-lines.js';

/**
 * The lines with each run of consecutive reveals by the same member folded into its first line.
 *
 * @example
 * foldReveals(lines).map((l) => l.sentence); // [..., 'Gwen revealed 2 entries: #8, #9', ...]
 */
export function foldReveals(lines: readonly LogLine[]): LogLine[] {
  const folded: LogLine[] = [];
  let run: LogLine[] = [];
  const flush = () => {
    if (run.length === 1) folded.push(run[0]!);
    if (run.length > 1) {
      const which = run.map((line) => `#${line.of}`).join(', ');
      const text = `revealed ${run.length} entries: ${which}`;
      folded.push({ ...run[0]!, text, sentence: `${run[0]!.who} ${text}` });
    }
    run = [];
  };
  for (const line of lines) {
    const joins = line.kind === 'reveal' && line.of !== undefined;
    if (!joins || (run.length > 0 && run[0]!.who !== line.who)) flush();
    if (joins) run.push(line);
    else folded.push(line);
  }
  flush();
  return folded;
}
