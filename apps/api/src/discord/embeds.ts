import type { OddsOutcome, OddsResponse, OutcomeResponse, ResultKind, Step } from '@verdict/core';
import type { DieRecord, Outcome as Total } from '@verdict/dice';
import {
  type DisplayLabels,
  describeAccuracy,
  formatProbability,
  type OddsAccuracy,
  outcomeFacts,
  outcomeLabel,
  snap,
} from '@verdict/form';
import { LAPSED_FAILED, noResultOf } from '@verdict/room';
import type { Embed } from './interaction.js';

const COLOURS: Record<ResultKind, number> = {
  success: 0x2e7d32,
  failure: 0xc62828,
  stalemate: 0x757575,
  unresolved: 0xf9a825,
};

/** Discord's embed limits: title 256, description 4096, field value 1024, footer 2048. */
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** A probability as every frontend reads it (`@verdict/form`): `25.0%`, `8.33%`, `<0.01%`, with the exact fraction when short. */
export function percent(probability: number, fraction?: string): string {
  return formatProbability(probability, fraction);
}

/** The dice as one line per group: `check d20: **15**`, dropped dice struck through, long pools shortened. */
export function diceText(dice: readonly DieRecord[]): string {
  if (dice.length === 0) return 'No dice';
  const groups = new Map<string, DieRecord[]>();
  for (const die of dice) groups.set(die.group, [...(groups.get(die.group) ?? []), die]);
  const lines = [...groups].map(([group, list]) => {
    const shown = list.slice(0, 40).map((d) => (d.kept ? `**${d.face}**` : `~~${d.face}~~`));
    const more = list.length > 40 ? ` … +${list.length - 40} more` : '';
    const sides = new Set(list.map((d) => d.sides));
    const label = sides.size === 1 ? `${list.length}d${list[0]!.sides}` : `${list.length} dice`;
    return `${group.startsWith(label) ? group : `${group} ${label}`}: ${shown.join(' ')}${more}`;
  });
  const entered = dice.every((d) => d.source === 'entered') ? '\n*(your own dice)*' : '';
  return cut(lines.join('\n') + entered, 1024);
}

/** The steps folded into a short explanation: all of them when few, else the first and last few. */
export function stepsText(steps: readonly Step[], max = 12): string {
  const lines = steps.map((s) => `• ${s.text}`);
  const folded =
    lines.length <= max
      ? lines
      : [...lines.slice(0, max / 2), `• … ${lines.length - max} more steps …`, ...lines.slice(-max / 2)];
  return cut(folded.join('\n'), 4096);
}

/** The chance of the outcome a test came to, from its odds (matched by label, and winner when there is one). */
export function chanceOf(result: OutcomeResponse, odds: OddsResponse): OddsOutcome | undefined {
  const { label, winner } = result.outcome;
  return (
    odds.outcomes.find(
      (o) => o.label === label && (winner === undefined || o.winner === undefined || o.winner === winner),
    ) ?? undefined
  );
}

/**
 * The title of what a test came to, as the web and the CLI say it: a contest's winner by the name given in the
 * input ("Sven wins (critical)"), else the rules' words.
 */
export function outcomeTitle(outcome: OutcomeResponse['outcome'], labels?: DisplayLabels): string {
  return cut(outcomeLabel(outcome, labels), 256);
}

/** The outcome's facts (margin, levels, the winner when the title does not name it, rounds) as inline fields. */
export function factFields(
  outcome: OutcomeResponse['outcome'],
  labels?: DisplayLabels,
): { name: string; value: string; inline: boolean }[] {
  return outcomeFacts(outcome, labels).map((fact) => ({
    name: cut(fact.label, 256),
    value: cut(fact.text, 1024),
    inline: true,
  }));
}

/**
 * What a test came to: the label (the winner by name), the steps, the dice, the outcome's facts in the test's words,
 * and the chance of that result.
 */
export function outcomeEmbed(
  result: OutcomeResponse,
  o: { heading: string; odds?: OddsResponse; reroll?: boolean; footer?: string; labels?: DisplayLabels },
): Embed {
  const chance = o.odds ? chanceOf(result, o.odds) : undefined;
  const fields = [
    { name: 'Dice', value: diceText(result.dice), inline: false },
    ...factFields(result.outcome, o.labels),
    ...(chance
      ? [{ name: 'Chance of this result', value: percent(chance.probability, chance.fraction), inline: true }]
      : []),
  ];
  return {
    author: { name: cut(`${o.reroll ? '🔁 Reroll · ' : ''}${o.heading}`, 256) },
    title: outcomeTitle(result.outcome, o.labels),
    description: stepsText(result.steps),
    color: COLOURS[result.outcome.result],
    fields,
    footer: { text: cut(o.footer ?? footerOf(result.seed), 2048) },
  };
}

/**
 * A linked table's roll that got no result after its dice were drawn (`outcome.noResult`: "deadline" or "failed"): no
 * dice, no steps and no chance to show, only that the room logged it with no result, and where.
 *
 * @example
 * lapsedEmbed(LAPSED_OUTCOME, { heading: 'Slow · Spin', footer: 'Room "The Crypt" · entry #3 · epoch 1 · nonce 0' });
 */
export function lapsedEmbed(
  outcome: OutcomeResponse['outcome'],
  o: { heading: string; reroll?: boolean; footer: string },
): Embed {
  return {
    author: { name: cut(`${o.reroll ? '🔁 Reroll · ' : ''}${o.heading}`, 256) },
    title: outcome.label,
    description: `Its dice were drawn, but ${noResultOf(outcome) === LAPSED_FAILED ? 'its computation failed' : "the server's deadline passed"} before the rules gave a result: the room logged it with no result. Its nonce is spent; once the epoch ends, its seeds show what it would have given (\`/verdict table verify\`).`,
    color: COLOURS[outcome.result],
    fields: [],
    footer: { text: cut(o.footer, 2048) },
  };
}

/** A notation rolled: the total, the dice, and the chance of exactly that total (and of at least it). */
export function rollEmbed(
  roll: { notation: string; total: number; dice: readonly DieRecord[]; seed?: string },
  o: { distribution?: readonly Total[]; reroll?: boolean },
): Embed {
  const fields = [{ name: 'Dice', value: diceText(roll.dice), inline: false }];
  if (o.distribution) {
    const exact = o.distribution.find((t) => t.value === roll.total);
    const atLeast = o.distribution
      .filter((t) => t.value >= roll.total)
      .reduce((sum, t) => sum + t.probability, 0);
    if (exact) {
      fields.push({
        name: `Chance of exactly ${roll.total}`,
        value: percent(exact.probability, exact.fraction),
        inline: true,
      });
      fields.push({
        name: `Chance of ${roll.total} or more`,
        value: percent(Math.min(1, atLeast)),
        inline: true,
      });
    }
  }
  return {
    author: { name: `${o.reroll ? '🔁 Reroll · ' : ''}Roll ${roll.notation}` },
    title: String(roll.total),
    color: 0x3949ab,
    fields,
    footer: { text: footerOf(roll.seed) },
  };
}

/**
 * A notation's distribution: its range, mean, and each total's chance with the chance of at least and at most it (or
 * its quantiles when wide).
 */
export function distributionEmbed(
  odds: {
    notation: string;
    min: number;
    max: number;
    mean: number;
    standardDeviation: number;
    distribution: readonly Total[];
    truncated?: number;
  } & OddsAccuracy,
): Embed {
  const list = odds.distribution;
  let lines: string[];
  if (list.length <= 25) {
    // Each total with the chance of at least and at most it, as people read a distribution.
    const total = list.reduce((sum, t) => sum + t.probability, 0);
    let below = 0;
    lines = list.map((t) => {
      const atLeast = total - below;
      below += t.probability;
      return `\`${String(t.value).padStart(4)}\` ${bar(t.probability, list)} ${percent(t.probability, t.fraction)} · ≥ ${percent(snap(atLeast))} · ≤ ${percent(snap(below))}`;
    });
  } else {
    let cumulative = 0;
    const marks = [0.05, 0.25, 0.5, 0.75, 0.95];
    lines = [];
    for (const t of list) {
      const before = cumulative;
      cumulative += t.probability;
      for (const m of marks)
        if (before < m && cumulative >= m)
          lines.push(`${Math.round(m * 100)}% of rolls are ${t.value} or less`);
    }
  }
  return {
    author: { name: `Odds of ${odds.notation}` },
    title: `${odds.min} to ${odds.max}, ${Number(odds.mean.toFixed(2))} on average`,
    description: cut(lines.join('\n'), 4096),
    color: 0x3949ab,
    fields: [
      { name: 'Standard deviation', value: String(Number(odds.standardDeviation.toFixed(3))), inline: true },
    ],
    // Whether the answer is exact, or floating point within its bound, in the words the web and CLI use (issue 37).
    footer: {
      text: cut(
        // The cut is part of the bound's absolute error, so formatChance would write it as below itself: its own digit.
        `${describeAccuracy(odds)}${odds.truncated ? ` ${odds.truncated.toExponential(0)} of the chance lies past the exploding dice's cut-off and is left out.` : ''}`,
        2048,
      ),
    },
  };
}

/** A ten-cell bar of a probability (of the largest of `relativeTo`, when given). */
export function bar(p: number, relativeTo?: readonly Total[]): string {
  const top = relativeTo ? Math.max(...relativeTo.map((t) => t.probability)) : 1;
  const n = Math.round((p / (top || 1)) * 10);
  return `${'█'.repeat(n)}${'░'.repeat(10 - n)}`;
}

function footerOf(seed: string | undefined): string {
  return seed ? `seed ${seed} (replays this roll through the API)` : 'Entered dice';
}
