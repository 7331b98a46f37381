/**
 * @module
 * A room's transcript as Markdown (for a campaign journal) and CSV (for a spreadsheet), from the entry
 * summaries; the protocol's JSON export comes from the API as it is.
 */
import { formatChance } from '@verdict/room';
import type { EntrySummary } from './entry-summary.js';

const diceText = (summary: EntrySummary) =>
  (summary.dice ?? []).map((die) => `d${die.sides}:${die.face}${die.kept ? '' : ' (dropped)'}`).join(' ');

/**
 * The log as Markdown: a heading, then one list item per entry.
 *
 * @example
 * toMarkdown('Friday table', summaries); // '# Friday table\n\n- **#1** room opened …'
 */
export function toMarkdown(roomName: string, summaries: readonly EntrySummary[]): string {
  const lines = [`# ${roomName}`, ''];
  for (const s of summaries) {
    const parts = [`- **#${s.seq}** ${s.at.slice(0, 16).replace('T', ' ')} · ${s.who} ${s.text}`];
    if (s.access) parts.push(` [${s.access}]`);
    if (s.label) parts.push(`: **${s.label}**`);
    if (s.dice?.length) parts.push(` (${diceText(s)})`);
    if (s.orBetter !== undefined) parts.push(`, ${formatChance(s.orBetter)} for this or better`);
    lines.push(parts.join(''));
  }
  return `${lines.join('\n')}\n`;
}

const CSV_COLUMNS = [
  'seq',
  'at',
  'who',
  'type',
  'test',
  'visibility',
  'outcome',
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
 * toCsv(summaries).split('\r\n')[0]; // 'seq,at,who,type,test,visibility,outcome,tier,dice,chance_or_better,percentile,sealed'
 */
export function toCsv(summaries: readonly EntrySummary[]): string {
  const rows = summaries.map((s) =>
    [
      s.seq,
      s.at,
      s.who,
      s.type,
      s.test,
      s.visibility,
      s.label,
      s.tier,
      diceText(s),
      s.orBetter?.toFixed(6),
      s.percentile?.toFixed(2),
      s.sealed ? 'yes' : 'no',
    ]
      .map(csvField)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** Offers text as a file download. */
export function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
