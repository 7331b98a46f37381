/**
 * @module
 * How a history entry reads: who played, the faces rolled, and when (relative while recent, the local date and
 * time after that).
 */
import type { PlayRecord } from '@verdict/core';

/** How many faces an entry lists before "and N more". */
const SHOWN_FACES = 12;

/**
 * Who played: the saved character the input came from, else the names the outcome gives its parties (a contest's
 * sides, an extended test's participants), else nobody in particular.
 *
 * @example
 * whoPlayed(record, 'Olaf'); // 'Olaf'
 * whoPlayed(contestRecord);  // 'Sorcerer and Knight'
 */
export function whoPlayed(record: PlayRecord, preset?: string): string | undefined {
  if (preset) return preset;
  const names = [...new Set(Object.values(record.outcome?.outcome.parties ?? {}))].filter(Boolean);
  if (names.length === 0) return undefined;
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The faces of a play's dice in order, by runs of the same die ("2d20: 4 2, 1d6: 5"), the first
 * {@link SHOWN_FACES} of a large pool and how many more.
 *
 * @example
 * facesText(record); // '4d6: 6 2 5 1'
 */
export function facesText(record: Pick<PlayRecord, 'dice'>): string {
  const dice = record.dice;
  if (dice.length === 0) return 'no dice';
  const runs: { sides: number; faces: number[]; count: number }[] = [];
  dice.forEach((die, i) => {
    let run = runs.at(-1);
    if (!run || run.sides !== die.sides) {
      run = { sides: die.sides, faces: [], count: 0 };
      runs.push(run);
    }
    run.count++;
    if (i < SHOWN_FACES) run.faces.push(die.face);
  });
  const more = dice.length - SHOWN_FACES;
  const text = runs
    .filter((run) => run.faces.length > 0)
    .map((run) => `${run.count}d${run.sides}: ${run.faces.join(' ')}`)
    .join(', ');
  return more > 0 ? `${text} and ${more.toLocaleString('en')} more` : text;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
];

/**
 * When a play was made, as people say it: "just now", "5 minutes ago", "3 hours ago"; past a day, the local date
 * and time.
 *
 * @example
 * whenText('2026-01-02T10:00:00Z', new Date('2026-01-02T10:05:00Z')); // '5 minutes ago'
 */
export function whenText(at: string, now: Date, locale?: string): string {
  const then = new Date(at);
  let amount = Math.round((now.getTime() - then.getTime()) / 1000);
  if (amount < 45 && amount > -45) return 'just now';
  const relative = new Intl.RelativeTimeFormat(locale ?? 'en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(amount) < size) return relative.format(-amount, unit);
    amount = Math.round(amount / size);
  }
  return localTime(at, locale);
}

/** The local date and time of a play ("2 Jan 2026, 11:00"). */
export function localTime(at: string, locale?: string): string {
  return new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
