import type { OddsResponse } from '@verdict/core';
import { type DisplayLabels, MAX_FRACTION, namedOutcomes, type OddsTable, oddsSections } from '@verdict/form';
import { bar, percent } from './embeds.js';
import type { Embed } from './interaction.js';

/** Discord's embed limits: 25 fields, 256 characters a field name, 1024 a field value, 6000 in all. */
export const EMBED_LIMITS = { fields: 25, name: 256, value: 1024, total: 6000 } as const;

type Field = { name: string; value: string; inline?: boolean };

const TITLE = 'Exact odds before the roll';
const FOOTER = 'Press Roll to roll it';
/** Rows of a distribution before the first this likely are skipped (a long extended test starts where it happens). */
const LIKELY = 0.0001;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * A test's exact odds as an embed, in the order people read them: the headline first (one field per number: the
 * total chance of each kind of result, then the test's own, such as a contest's chance for each side), then every
 * outcome with a bar, then the extras that are one number, then each table as aligned text. Within Discord's limits:
 * a table is cut to the rows that fit in a field, and tables past 25 fields or 6,000 characters are named in a
 * last field instead of dropped silently.
 *
 * @example
 * oddsEmbed(oddsTest(registry, request), 'Check · d20-roll-under', labels).fields?.[0]; // { name: 'Success', value: '60.0% (3/5)', inline: true }
 */
export function oddsEmbed(odds: OddsResponse, heading: string, labels?: DisplayLabels): Embed {
  const { headline, facts, tables } = oddsSections(odds, labels);
  const fields: Field[] = headline.map((fact) => {
    // The form's text: a headline's parts that make a whole add up to 100%, as on the web and in the CLI.
    const value = fact.format === 'percent' ? withFraction(fact.text, fact.fraction) : fact.text;
    // A system number's help says what it means (and why a median is missing): it goes under the number.
    return fact.source === 'system' && fact.help
      ? {
          name: cut(fact.label, EMBED_LIMITS.name),
          value: cut(`${value}\n-# ${fact.help}`, EMBED_LIMITS.value),
        }
      : { name: cut(fact.label, EMBED_LIMITS.name), value, inline: true };
  });

  // Each in the test's words: a contest's side by the name the input gives it.
  const sorted = namedOutcomes(odds.outcomes, labels).sort((a, b) => b.tier - a.tier);
  const lines = sorted.map(
    (o) => `${bar(o.probability)} **${o.label}**: ${percent(o.probability, o.fraction)}`,
  );
  fields.push({ name: 'Outcomes', value: fitLines(lines, EMBED_LIMITS.value, 'outcomes') });
  if (facts.length > 0)
    fields.push({
      name: 'More numbers',
      value: fitLines(
        facts.map((fact) => `**${fact.label}**: ${fact.text}`),
        EMBED_LIMITS.value,
        'numbers',
      ),
    });

  const size = (list: readonly Field[]) =>
    heading.length +
    TITLE.length +
    FOOTER.length +
    list.reduce((sum, f) => sum + f.name.length + f.value.length, 0);
  // Room kept for the last field that names the tables left out.
  const NOTE_ROOM = 300;
  let left: OddsTable[] = [];
  for (const [index, table] of tables.entries()) {
    const field = { name: cut(table.title, EMBED_LIMITS.name), value: tableBlock(table) };
    if (
      fields.length + 2 > EMBED_LIMITS.fields ||
      size([...fields, field]) + NOTE_ROOM > EMBED_LIMITS.total
    ) {
      left = tables.slice(index);
      break;
    }
    fields.push(field);
  }
  if (left.length > 0)
    fields.push({
      name: 'Not shown',
      value: cut(
        `${left.map((t) => t.title).join(', ')}: in the API's odds (POST …/odds) and \`verdict odds … --json\``,
        EMBED_LIMITS.value,
      ),
    });
  return {
    author: { name: cut(heading, 256) },
    title: TITLE,
    color: 0x3949ab,
    fields: fields.slice(0, EMBED_LIMITS.fields),
    footer: { text: FOOTER },
  };
}

/** Lines joined within `max` characters, with how many were left out. */
function fitLines(lines: readonly string[], max: number, what: string): string {
  const kept: string[] = [];
  let length = 0;
  for (const [index, line] of lines.entries()) {
    const note = `… ${lines.length - index} more ${what}`;
    if (length + line.length + 1 + (index < lines.length - 1 ? note.length + 1 : 0) > max) {
      kept.push(note);
      break;
    }
    kept.push(line);
    length += line.length + 1;
  }
  return kept.join('\n') || '—';
}

/**
 * A table as aligned text in a code block, within one field: the rows that fit, from the first likely one of a
 * distribution, then how many were left out.
 */
export function tableBlock(table: OddsTable, max: number = EMBED_LIMITS.value): string {
  let start = 0;
  if (table.distribution)
    start = Math.max(
      0,
      table.distribution.findIndex((p) => p.probability >= LIKELY),
    );
  const widths = table.columns.map((column, i) =>
    Math.min(
      24,
      Math.max(column.label.length, ...table.rows.slice(start, start + 40).map((r) => (r[i] ?? '').length)),
    ),
  );
  const line = (cells: readonly string[]) =>
    table.columns
      .map((column, i) => {
        const text = cut(cells[i] ?? '', widths[i]!);
        return column.numeric ? text.padStart(widths[i]!) : text.padEnd(widths[i]!);
      })
      .join(' ')
      .trimEnd();
  const fence = '```';
  const out = [line(table.columns.map((c) => c.label))];
  // Room for the fences and a closing note.
  let length = out[0]!.length + 2 * fence.length + 2 + 72;
  let shown = 0;
  for (const row of table.rows.slice(start)) {
    const text = line(row);
    if (length + text.length + 1 > max) break;
    out.push(text);
    length += text.length + 1;
    shown++;
  }
  const before = start;
  const after = table.rows.length - start - shown;
  const notes = [
    before > 0 ? `${before} rows before, each under 0.01%` : '',
    after > 0 ? `${after.toLocaleString('en-US')} more rows` : '',
  ].filter(Boolean);
  const note = notes.length > 0 ? `\n… ${notes.join('; ')}` : '';
  return `${fence}\n${out.join('\n')}\n${fence}${note}`;
}

/** A headline's percentage with its exact fraction beside it when short, as `formatProbability` writes one. */
function withFraction(text: string, fraction: string | undefined): string {
  return fraction && fraction.length <= MAX_FRACTION ? `${text} (${fraction})` : text;
}
