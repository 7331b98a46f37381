import type { DieRecord } from '@verdict/dice';
import type { Step } from './outcome.js';

/**
 * How much of a long record one response shows: at most 1,000 dice (the first and last 500) and about 500 steps
 * (the whole rounds that fit in the first and last 250). What is left out is summarised, so a response stays small
 * whatever the input; round-by-round play (`stepTest`) shows every round in full.
 */
export const OUTPUT_LIMITS = Object.freeze({ maxDiceShown: 1_000, maxStepsShown: 500 });

/** The dice a response leaves out, aggregated by group and sides in the order they were drawn. */
export interface DiceSummary {
  /** Every die drawn. */
  readonly total: number;
  /** Dice left out of `dice`: those from index `omittedFrom` (0-based), `omitted` of them. */
  readonly omittedFrom: number;
  readonly omitted: number;
  /** The left-out dice by group and sides: how many, how many kept, and the sum of their faces. */
  readonly groups: readonly {
    readonly group: string;
    readonly sides: number;
    readonly count: number;
    readonly kept: number;
    readonly sum: number;
  }[];
}

/**
 * The dice of a response: all of them, or past {@link OUTPUT_LIMITS}.maxDiceShown the first and last half, and a
 * summary of those between.
 *
 * @example
 * const { dice, diceSummary } = showDice(tray.records); // diceSummary undefined for up to 1,000 dice
 */
export function showDice(records: readonly DieRecord[]): { dice: DieRecord[]; diceSummary?: DiceSummary } {
  const max = OUTPUT_LIMITS.maxDiceShown;
  if (records.length <= max) return { dice: records.map(plain) };
  const half = max / 2;
  const from = half;
  const to = records.length - half;
  const groups = new Map<
    string,
    { group: string; sides: number; count: number; kept: number; sum: number }
  >();
  for (let i = from; i < to; i++) {
    const r = records[i]!;
    const key = `${r.sides}:${r.group}`;
    let g = groups.get(key);
    if (!g) {
      g = { group: r.group, sides: r.sides, count: 0, kept: 0, sum: 0 };
      groups.set(key, g);
    }
    g.count++;
    if (r.kept) g.kept++;
    g.sum += r.face;
  }
  return {
    dice: [...records.slice(0, from), ...records.slice(to)].map(plain),
    diceSummary: {
      total: records.length,
      omittedFrom: from,
      omitted: to - from,
      groups: [...groups.values()],
    },
  };
}

/** The dice drawn, as plain records for a response (every one of them; see {@link showDice} for a bounded list). */
export function snapshot(records: readonly DieRecord[]): DieRecord[] {
  return records.map(plain);
}

function plain(r: DieRecord): DieRecord {
  return { sides: r.sides, face: r.face, kept: r.kept, group: r.group, source: r.source };
}

/**
 * Collects the steps of a test played in rounds, keeping the whole rounds that fit in the first and last half of
 * {@link OUTPUT_LIMITS}.maxStepsShown steps (always the first and the last round) and one note for the rounds
 * between, so a 10,000-turn test answers in kilobytes. Memory stays bounded while the rounds are played.
 *
 * @example
 * const steps = roundSteps('turn');
 * steps.add(round.steps); // after each round
 * steps.list(); // [...first rounds, { kind: 'note', text: '… 4,800 turns not shown …' }, ...last rounds]
 */
export function roundSteps(roundName = 'round'): { add(steps: readonly Step[]): void; list(): Step[] } {
  const half = OUTPUT_LIMITS.maxStepsShown / 2;
  const head: Step[] = [];
  let headRounds = 0;
  let headClosed = false;
  const tail: (readonly Step[])[] = [];
  let tailSteps = 0;
  let omitted = 0;
  return {
    add(steps) {
      if (!headClosed && (headRounds === 0 || head.length + steps.length <= half)) {
        head.push(...steps);
        headRounds++;
        return;
      }
      headClosed = true;
      tail.push(steps);
      tailSteps += steps.length;
      while (tail.length > 1 && tailSteps > half) {
        tailSteps -= tail.shift()!.length;
        omitted++;
      }
    },
    list() {
      if (omitted === 0) return [...head, ...tail.flat()];
      const from = headRounds + 1;
      const to = headRounds + omitted;
      const plural = omitted === 1 ? roundName : `${roundName}s`;
      const note: Step = {
        kind: 'note',
        text: `… ${omitted.toLocaleString('en-US')} ${plural} not shown (${roundName}s ${from.toLocaleString('en-US')} to ${to.toLocaleString('en-US')}): play ${roundName} by ${roundName} to see each …`,
        omittedRounds: omitted,
        from,
        to,
      };
      return [...head, note, ...tail.flat()];
    },
  };
}
