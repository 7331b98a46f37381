import { defineTest, type Step } from '@verdict/core';
import { z } from 'zod';
import { rollNeeds } from './d20-rounds.js';
import { OUTCOME_BYTES, sideBytes, textBytes } from './entry-bytes.js';
import { add, type Exact, shift } from './exact.js';
import { type CoreSide, checkSideFields, sideIssues, testNameField } from './fields.js';
import { contestLabels, d20Ui } from './labels.js';
import { lazy } from './lazy.js';
import {
  bonusDistribution,
  bonusShape,
  type D20Mode,
  readFaces,
  rollSide,
  rollText,
  type SideModel,
  sideModel,
  sideSteps,
} from './side.js';
import { categoriesBits, fractionSteps, outcomesOf, percentItem, type Row } from './verdicts.js';
import { BIGINT_STEPS, countWork } from './work.js';

/** One side of a contest: a check's fields (no target, no Heroic Inspiration). */
export const checkSideSchema = lazy(() => z.strictObject(checkSideFields()));

const sideOf = (what: string) =>
  checkSideSchema()
    .superRefine((side, ctx) => {
      sideIssues(side, 'check', (path, message) => ctx.addIssue({ code: 'custom', path, message }));
    })
    .describe(what);

/** The contest's input (rules: srd52.md, section 11): the opposer's total is the DC of the actor's check. */
export const contestInput = lazy(() =>
  z.strictObject({
    opposer: sideOf("The opposer: rolls first; its total is the DC of the actor's check").meta({
      title: 'Opposer',
    }),
    actor: sideOf("The actor: succeeds on a total that meets the opposer's").meta({ title: 'Actor' }),
    tie: z
      .enum(['actor', 'standoff'], { error: "expected tie 'actor' or 'standoff'" })
      .default('actor')
      .describe(
        'An equal total: the actor succeeds (SRD 5.2: meeting the DC succeeds), or a standoff (a table option, not SRD 5.2: nothing changes)',
      )
      .meta({ title: 'Tie' }),
    name: testNameField(),
  }),
);

export type ContestInput = z.infer<ReturnType<typeof contestInput>>;

const ROWS: readonly Row[] = [
  { label: 'Success', result: 'success', tier: 1 },
  { label: 'Standoff', result: 'stalemate', tier: 0 },
  { label: 'Failure', result: 'failure', tier: -1 },
];

/**
 * The exact distribution of the kept d20.
 *
 * @example
 * naturalDistribution('advantage').counts[19]; // 39n (of 400)
 */
export function naturalDistribution(mode: D20Mode): Exact {
  const counts = Array.from({ length: 20 }, (_, i) => {
    const k = i + 1;
    return BigInt(mode === 'advantage' ? 2 * k - 1 : mode === 'disadvantage' ? 41 - 2 * k : 1);
  });
  return { min: 1, counts, total: mode === 'normal' ? 20n : 400n };
}

/** The exact distribution of a side's total. */
export function totalDistribution(model: SideModel): Exact {
  return shift(add(naturalDistribution(model.mode), bonusDistribution(model)), model.flat);
}

const model = (side: CoreSide) => sideModel(side);

/**
 * The counts of A > O, A = O and A < O for independent totals, over `a.total * o.total`: each opposer total
 * against the actor's tail from it (one pass over each list, not a product of the two).
 */
export function compare(a: Exact, o: Exact): { above: bigint; equal: bigint; below: bigint; total: bigint } {
  // tail[i]: the count of actor totals at a.min + i or more.
  const tail: bigint[] = new Array(a.counts.length + 1).fill(0n);
  for (let i = a.counts.length - 1; i >= 0; i--) tail[i] = tail[i + 1]! + a.counts[i]!;
  const at = (value: number) => Math.min(a.counts.length, Math.max(0, value - a.min));
  let above = 0n;
  let equal = 0n;
  o.counts.forEach((c, j) => {
    if (c === 0n) return;
    const v = o.min + j;
    above += c * tail[at(v + 1)]!;
    equal += c * (tail[at(v)]! - tail[at(v + 1)]!);
  });
  countWork((2 * a.counts.length + 4 * o.counts.length) * BIGINT_STEPS);
  const total = a.total * o.total;
  return { above, equal, below: total - above - equal, total };
}

/** The length of a side's total distribution, and the work of building it (the kept d20 and the bonus dice). */
function totalShape(m: SideModel): { length: number; work: number; bits: number } {
  const bonus = bonusShape(m);
  const length = bonus.length + 19;
  return {
    length,
    work: bonus.work + (2 * length + 40 + 20 * bonus.length) * BIGINT_STEPS,
    bits: categoriesBits(m, false),
  };
}

/**
 * The contest as SRD 5.2 sets one creature against another: the opposer rolls its check, its total is the DC of
 * the actor's check, and the actor succeeds on meeting it; `tie: 'standoff'` is a table option.
 */
export const contest = defineTest({
  title: 'Contest',
  labels: contestLabels,
  ui: {
    ...d20Ui,
    tie: { options: { actor: 'The actor (SRD 5.2)', standoff: 'Standoff (table option, not SRD 5.2)' } },
  },
  description:
    "The opposer's check total becomes the DC of the actor's check (SRD 5.2's pattern, as Hide and Search): the actor succeeds on meeting it. A Standoff on a tie is a table option, not SRD 5.2.",
  get input() {
    return contestInput();
  },
  needs: (input) => [
    ...rollNeeds(model(input.opposer), 'Opposer'),
    ...rollNeeds(model(input.actor), 'Actor'),
  ],
  maxEntryBytes: (input) =>
    OUTCOME_BYTES +
    textBytes(input.opposer.name ?? '') +
    textBytes(input.actor.name ?? '') +
    sideBytes(model(input.opposer), 'opposer') +
    sideBytes(model(input.actor), 'actor'),
  cost: (input, kind) => {
    const opposer = model(input.opposer);
    const actor = model(input.actor);
    if (kind !== 'odds') {
      const dice = opposer.bonus.length + actor.bonus.length;
      return { work: 100_000 + dice * 2_000, output: 6_000 + dice * 300 };
    }
    const a = totalShape(actor);
    const o = totalShape(opposer);
    return {
      work:
        a.work +
        o.work +
        (2 * a.length + 4 * o.length) * BIGINT_STEPS +
        6 * fractionSteps(a.bits + o.bits) +
        50_000,
      output: 3_000,
    };
  },
  resolve: (input, { dice }) => {
    const opposer = model(input.opposer);
    const actor = model(input.actor);
    const who = (side: CoreSide, fallback: string) => side.name ?? fallback;
    const oFaces = rollSide(dice, opposer, 'opposer');
    const o = readFaces(opposer, oFaces);
    const aFaces = rollSide(dice, actor, 'actor');
    const a = readFaces(actor, aFaces);
    const label =
      a.total > o.total
        ? 'Success'
        : a.total === o.total && input.tie === 'standoff'
          ? 'Standoff'
          : a.total >= o.total
            ? 'Success'
            : 'Failure';
    const row = ROWS.find((r) => r.label === label)!;
    const steps: Step[] = [
      ...sideSteps(opposer, who(input.opposer, 'Opposer')),
      { kind: 'roll', text: rollText(opposer, oFaces, who(input.opposer, 'Opposer')), total: o.total },
      { kind: 'value', text: `The opposer's total ${o.total} is the DC of the actor's check`, dc: o.total },
      ...sideSteps(actor, who(input.actor, 'Actor')),
      { kind: 'roll', text: rollText(actor, aFaces, who(input.actor, 'Actor')), total: a.total },
      {
        kind: 'compare',
        text:
          label === 'Standoff'
            ? `${a.total} = ${o.total}: Standoff (the table's option: nothing changes)`
            : `${a.total} ${a.total >= o.total ? '>=' : '<'} DC ${o.total}: ${label}`,
      },
    ];
    return {
      outcome: {
        result: row.result,
        label,
        tier: row.tier,
        margin: a.total - o.total,
        dc: o.total,
        opposerTotal: o.total,
        actorTotal: a.total,
        natural: a.natural,
        total: a.total,
        parties: {
          ...(input.opposer.name ? { opposer: input.opposer.name } : {}),
          ...(input.actor.name ? { actor: input.actor.name } : {}),
        },
        effects: [],
      },
      steps,
    };
  },
  odds: (input) => {
    const { above, equal, below, total } = compare(
      totalDistribution(model(input.actor)),
      totalDistribution(model(input.opposer)),
    );
    const counts = new Map<string, bigint>(
      input.tie === 'standoff'
        ? [
            ['Success', above],
            ['Standoff', equal],
            ['Failure', below],
          ]
        : [
            ['Success', above + equal],
            ['Failure', below],
          ],
    );
    const odds = { counts, total };
    return {
      outcomes: outcomesOf(ROWS, odds),
      headline: [
        percentItem(
          'success',
          `${input.actor.name ?? 'Actor'} succeeds`,
          counts.get('Success')!,
          total,
          "The chance that the actor's total meets the opposer's",
        ),
      ],
    };
  },
  examples: [
    {
      title: "The seeker's Perception meets the hider's Stealth: found",
      input: {
        opposer: { name: 'Hider', skill: 'Stealth', abilityModifier: 5 },
        actor: { name: 'Seeker', skill: 'Perception', abilityModifier: 3 },
      },
      dice: [12, 14],
      expected: { label: 'Success', result: 'success', tier: 1, margin: 0, dc: 17 },
    },
    {
      title: 'The same dice with the Standoff option',
      input: {
        opposer: { name: 'Hider', skill: 'Stealth', abilityModifier: 5 },
        actor: { name: 'Seeker', skill: 'Perception', abilityModifier: 3 },
        tie: 'standoff',
      },
      dice: [12, 14],
      expected: { label: 'Standoff', result: 'stalemate', tier: 0, margin: 0 },
    },
    {
      title: 'The actor with Advantage beats the opposer',
      input: { opposer: { abilityModifier: 2 }, actor: { abilityModifier: 2, advantage: ['Help'] } },
      dice: [15, 3, 16],
      expected: { label: 'Success', result: 'success', tier: 1, margin: 1, dc: 17, actorTotal: 18 },
    },
  ],
});
