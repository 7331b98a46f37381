/**
 * @module
 * A room's transcript as Markdown (for a campaign journal) and CSV (for a spreadsheet), from the room view's
 * log lines (names and words, never ids), for every client to offer; the protocol's JSON export comes from the
 * API as it is.
 */

import { orBetterWords } from '@verdict/form';
import type { LogLine } from '../client/room-view-lines.js';

const diceText = (summary: LogLine) =>
  (summary.dice ?? []).map((die) => `d${die.sides}:${die.face}${die.kept ? '' : ' (dropped)'}`).join(' ');

/**
 * The log as Markdown: a heading, then one list item per entry.
 *
 * @example
 * transcriptMarkdown('Friday table', lines); // '# Friday table\n\n- **#1** room opened …'
 */
export function transcriptMarkdown(roomName: string, summaries: readonly LogLine[]): string {
  const lines = [`# ${roomName}`, ''];
  for (const s of summaries) {
    // The log's times are UTC (ISO 8601 with Z): said so, a reader elsewhere would take them for local times.
    const parts = [`- **#${s.seq}** ${s.at.slice(0, 16).replace('T', ' ')} UTC · ${s.who} ${s.text}`];
    if (s.badge) parts.push(` [${s.badge}]`);
    if (s.outcome) parts.push(`: **${s.outcome}${s.margin === undefined ? '' : ` by ${s.margin}`}**`);
    if (s.dice?.length) parts.push(` (${diceText(s)})`);
    if (s.orBetter !== undefined)
      parts.push(
        `, ${orBetterWords({ probability: s.orBetter, ...(s.orBetterSide ? { side: s.orBetterSide } : {}) })}`,
      );
    lines.push(parts.join(''));
  }
  return `${lines.join('\n')}\n`;
}

const CSV_COLUMNS = [
  'seq',
  'at',
  'who',
  'type',
  'roll',
  'against',
  'visibility',
  'outcome',
  'margin',
  'tier',
  'dice',
  'chance_or_better',
  'percentile',
  'sealed',
];

/** One CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvField(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The log as CSV, one row per entry, with a header row.
 *
 * @example
 * transcriptCsv(lines).split('\r\n')[0]; // 'seq,at,who,type,roll,against,visibility,outcome,margin,tier,dice,chance_or_better,percentile,sealed'
 */
export function transcriptCsv(summaries: readonly LogLine[]): string {
  const rows = summaries.map((s) =>
    [
      s.seq,
      s.at,
      s.who,
      s.kind,
      s.roll,
      s.against,
      s.badge,
      s.outcome,
      s.margin,
      s.tier,
      diceText(s),
      s.orBetter?.toFixed(6),
      s.percentile?.toFixed(2),
      s.sealedInLog ? 'yes' : 'no',
    ]
      .map(csvField)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** A transcript as a screen offers it for download: its press's label, the file's name and type, and its text. */
export interface TranscriptFile {
  readonly label: string;
  readonly file: string;
  readonly type: string;
  /** Made when asked: a long log's transcript is not written at every draw of the screen. */
  readonly text: () => string;
}

/**
 * The transcripts a screen offers of the log it shows: Markdown and CSV, named after the table.
 *
 * @example
 * transcriptFiles('Friday', screen.log).map((t) => t.file); // ['Friday.md', 'Friday.csv']
 */
export function transcriptFiles(roomName: string, lines: readonly LogLine[]): TranscriptFile[] {
  const markdown = () => transcriptMarkdown(roomName, lines);
  return [
    { label: 'Markdown', file: `${roomName}.md`, type: 'text/markdown', text: markdown },
    { label: 'CSV', file: `${roomName}.csv`, type: 'text/csv', text: () => transcriptCsv(lines) },
  ];
}

/**
 * The room's verifiable export (the API's JSON text) as a file: `verdict-room-<id>.json`, indented for reading.
 *
 * @example
 * exportFile('r1', await actions.export.run()).file; // 'verdict-room-r1.json'
 */
export function exportFile(
  roomId: string,
  exported: string,
): Omit<TranscriptFile, 'label' | 'text'> & { text: string } {
  const text = `${JSON.stringify(JSON.parse(exported), null, 2)}\n`;
  return { file: `verdict-room-${roomId}.json`, type: 'application/json', text };
}
