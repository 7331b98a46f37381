import { defineTest, type Step } from '@verdict/core';
import { z } from 'zod';
import { categoriesWork, neededNatural, sideCategories } from './categories.js';
import { rollNeeds } from './d20-rounds.js';
import { OUTCOME_BYTES, sideBytes, textBytes } from './entry-bytes.js';
import { probability } from './exact.js';
import { checkSideFields, dcField, sideIssues, testNameField } from './fields.js';
import { d20Ui, groupLabels } from './labels.js';
import { lazy } from './lazy.js';
import { readFaces, rollSide, rollText, sideModel } from './side.js';
import { categoriesBits, fractionSteps, percentItem, type Row } from './verdicts.js';
import { BIGINT_STEPS, countWork } from './work.js';

/** The most members of a group check: exact odds for all of them at once. */
export const MAX_MEMBERS = 20;

const member = lazy(() =>
  z
    .strictObject({
      ...checkSideFields(),
      dc: dcField().optional().describe("This member's own DC (else the group's)"),
    })
    .superRefine((side, ctx) => {
      sideIssues(side, 'check', (path, message) => ctx.addIssue({ code: 'custom', path, message }));
    }),
);

/** The group check's input (rules: srd52.md, section 12: a GM tool, not an SRD 5.2 rule). */
export const groupInput = lazy(() =>
  z
    .strictObject({
      dc: dcField().describe("The group's DC (a member may have its own)"),
      members: z
        .array(member())
        .min(1, { error: 'expected at least one member' })
        .max(MAX_MEMBERS, { error: `expected at most ${MAX_MEMBERS} members` })
        .describe('Everyone in the group: each rolls their own check')
        .meta({ title: 'Members' }),
      threshold: z
        .int({ error: 'expected a threshold from 1 to the number of members' })
        .min(1, { error: 'expected a threshold of at least 1' })
        .max(MAX_MEMBERS, { error: `expected a threshold of at most ${MAX_MEMBERS}` })
        .optional()
        .describe('How many must succeed (default: at least half, rounded up)')
        .meta({ title: 'Threshold' }),
      name: testNameField(),
    })
    .superRefine((input, ctx) => {
      if (input.threshold !== undefined && input.threshold > input.members.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['threshold'],
          message: `expected a threshold from 1 to ${input.members.length} (the number of members)`,
        });
      }
    }),
);

export type GroupInput = z.infer<ReturnType<typeof groupInput>>;

const ROWS: readonly Row[] = [
  { label: 'Group Success', result: 'success', tier: 1 },
  { label: 'Group Failure', result: 'failure', tier: -1 },
];

/** The threshold: given, or at least half the members (rounded up). */
export function thresholdOf(input: GroupInput): number {
  return input.threshold ?? Math.ceil(input.members.length / 2);
}

const nameOf = (m: GroupInput['members'][number], i: number) => m.name ?? `Member ${i + 1}`;

/** Each member's exact chance of success, as [count, total]. */
function memberChances(input: GroupInput): [bigint, bigint][] {
  return input.members.map((m) => {
    const model = sideModel(m);
    const dc = m.dc ?? input.dc;
    const odds = sideCategories(
      model,
      (n, b) => (n + model.flat + b >= dc ? 's' : 'f'),
      () => false,
      false,
      neededNatural(dc, model.flat),
    );
    return [odds.counts.get('s') ?? 0n, odds.total];
  });
}

/**
 * The exact distribution of the number of successes (a Poisson-binomial count, with bigints).
 *
 * @example
 * successCounts([[1n, 2n], [1n, 2n]]); // { counts: [1n, 2n, 1n], total: 4n }
 */
export function successCounts(chances: readonly [bigint, bigint][]): { counts: bigint[]; total: bigint } {
  let counts = [1n];
  let total = 1n;
  for (const [p, t] of chances) {
    const next: bigint[] = new Array(counts.length + 1).fill(0n);
    countWork(3 * next.length * BIGINT_STEPS);
    counts.forEach((c, k) => {
      next[k] = next[k]! + c * (t - p);
      next[k + 1] = next[k + 1]! + c * p;
    });
    counts = next;
    total *= t;
  }
  return { counts, total };
}

/**
 * The group check (a GM tool, not an SRD 5.2 rule): every member rolls a check; Group Success when the number
 * of successes reaches the threshold (default: at least half).
 */
export const group = defineTest({
  title: 'Group check (GM tool, not SRD 5.2)',
  labels: groupLabels,
  ui: d20Ui,
  description:
    'A GM tool, not an SRD 5.2 rule: every member rolls the check, and the group succeeds when enough succeed (at least half unless the GM says otherwise).',
  get input() {
    return groupInput();
  },
  needs: (input) => input.members.flatMap((m, i) => rollNeeds(sideModel(m), nameOf(m, i))),
  // Each member's dice (in the member's name) and the member's line in the outcome.
  maxEntryBytes: (input) =>
    OUTCOME_BYTES +
    input.members.reduce((sum, m, i) => {
      const name = nameOf(m, i);
      return sum + sideBytes(sideModel(m), name) + 120 + textBytes(name);
    }, 0),
  cost: (input, kind) => {
    const models = input.members.map((m) => sideModel(m));
    const dice = models.reduce((sum, m) => sum + m.bonus.length, 0);
    const n = input.members.length;
    const bits = models.reduce((sum, m) => sum + categoriesBits(m, false), 0);
    return kind === 'odds'
      ? {
          // Each member's chance, the count of successes member by member, and a fraction per count.
          work:
            models.reduce((sum, m) => sum + categoriesWork(m, false), 0) +
            ((3 * (n + 1) * (n + 2)) / 2) * BIGINT_STEPS +
            (n + 4) * fractionSteps(bits) +
            50_000,
          output: 3_000 + (n + 1) * (120 + 2 * Math.ceil(bits * 0.302)),
          path: ['members'],
        }
      : {
          work: 100_000 + input.members.length * 20_000,
          output: 3_000 + input.members.length * 900 + dice * 300,
          path: ['members'],
        };
  },
  resolve: (input, { dice }) => {
    const steps: Step[] = [{ kind: 'note', text: 'A group check is a GM tool, not an SRD 5.2 rule' }];
    let successes = 0;
    const members = input.members.map((m, i) => {
      const model = sideModel(m);
      const dc = m.dc ?? input.dc;
      const faces = rollSide(dice, model, nameOf(m, i));
      const r = readFaces(model, faces);
      const success = r.total >= dc;
      if (success) successes++;
      steps.push({
        kind: 'roll',
        text: `${rollText(model, faces, nameOf(m, i))} against DC ${dc}: ${success ? 'Success' : 'Failure'}`,
        total: r.total,
      });
      return { name: nameOf(m, i), natural: r.natural, total: r.total, success };
    });
    const threshold = thresholdOf(input);
    const ok = successes >= threshold;
    steps.push({
      kind: 'compare',
      text: `${successes} of ${input.members.length} succeed, ${threshold} needed: ${ok ? 'Group Success' : 'Group Failure'}`,
    });
    return {
      outcome: {
        result: ok ? 'success' : 'failure',
        label: ok ? 'Group Success' : 'Group Failure',
        tier: ok ? 1 : -1,
        margin: successes - threshold,
        successes,
        threshold,
        members,
        effects: [],
      },
      steps,
    };
  },
  odds: (input) => {
    const { counts, total } = successCounts(memberChances(input));
    const threshold = thresholdOf(input);
    const reach = counts.slice(threshold).reduce((a, b) => a + b, 0n);
    const odds = new Map([
      ['Group Success', reach],
      ['Group Failure', total - reach],
    ]);
    return {
      outcomes: ROWS.filter((r) => odds.get(r.label)! > 0n).map((r) => ({
        ...r,
        ...probability(odds.get(r.label)!, total),
      })),
      headline: [
        percentItem(
          'groupSuccess',
          'Group Success',
          reach,
          total,
          `The chance that at least ${threshold} of ${input.members.length} succeed`,
        ),
      ],
      distribution: counts.map((c, successes) => ({ successes, ...probability(c, total) })),
    };
  },
  examples: [
    {
      title: 'Two of four meet DC 12: Group Success',
      input: {
        dc: 12,
        members: [
          { abilityModifier: 0 },
          { abilityModifier: 2 },
          { abilityModifier: 5 },
          { abilityModifier: -1 },
        ],
      },
      dice: [3, 9, 8, 14],
      expected: { label: 'Group Success', result: 'success', tier: 1, successes: 2 },
    },
    {
      title: 'One of three meets DC 15: Group Failure',
      input: { dc: 15, members: [{ abilityModifier: 4 }, { abilityModifier: 1 }, { abilityModifier: 1 }] },
      dice: [11, 13, 13],
      expected: { label: 'Group Failure', result: 'failure', tier: -1, successes: 1 },
    },
  ],
});
