import {
  defineTest,
  type Outcome,
  type ResolveContext,
  type RoundResult,
  type RoundsV1,
  resolveByRounds,
  type Step,
  VerdictError,
} from '@verdict/core';
import { z } from 'zod';
import { categoriesWork, neededNatural, sideCategories } from './categories.js';
import { rerollRecount, rollNeeds } from './d20-rounds.js';
import { INSPIRATION_BYTES, OUTCOME_BYTES, sideBytes, textBytes } from './entry-bytes.js';
import { bigSteps, bitsOf, primesOf, probability } from './exact.js';
import { rollFields } from './fields.js';
import { d20Ui, deathLabels } from './labels.js';
import { lazy } from './lazy.js';
import {
  lowerD20,
  readFaces,
  rollSide,
  rollText,
  type SideModel,
  sideModel,
  sideSteps,
  sidesOf,
} from './side.js';
import { categoriesBits, fractionSteps, percentItem, type Row } from './verdicts.js';
import { countWork } from './work.js';

/** The last round an event may name. */
export const MAX_EVENT_ROUND = 100;

const eventFields = lazy(() => ({
  kind: z
    .enum(['damage', 'heal', 'stabilize'], { error: "expected event kind 'damage', 'heal' or 'stabilize'" })
    .describe(
      "Damage at 0 Hit Points (one failure, two from a Critical Hit), healing (any Hit Points: Revived), or stabilizing (Medicine DC 10 or a Healer's Kit: Stable)",
    )
    .meta({ title: 'Kind' }),
  amount: z
    .int({ error: 'expected an amount from 0 to 10000' })
    .min(0, { error: 'expected an amount from 0 to 10000' })
    .max(10_000, { error: 'expected an amount from 0 to 10000' })
    .optional()
    .describe('Damage taken (at or above the Hit Point maximum kills outright), or Hit Points regained')
    .meta({ title: 'Amount' }),
  critical: z
    .boolean()
    .default(false)
    .describe('The damage is from a Critical Hit: two failures')
    .meta({ title: 'Critical Hit' }),
}));

const eventSchema = lazy(() =>
  z.strictObject({
    round: z
      .int({ error: `expected a round from 1 to ${MAX_EVENT_ROUND}` })
      .min(1, { error: `expected a round from 1 to ${MAX_EVENT_ROUND}` })
      .max(MAX_EVENT_ROUND, { error: `expected a round from 1 to ${MAX_EVENT_ROUND}` })
      .describe("The round it happens in, before that round's save")
      .meta({ title: 'Round' }),
    ...eventFields(),
  }),
);

const count = (what: string) =>
  z
    .int({ error: `expected ${what} from 0 to 2` })
    .min(0, { error: `expected ${what} from 0 to 2` })
    .max(2, { error: `expected ${what} from 0 to 2` })
    .default(0);

/** The Death Saving Throws' input (rules: srd52.md, section 13). */
export const deathSavesInput = lazy(() =>
  z
    .strictObject({
      successes: count('successes').describe('Successes so far').meta({ title: 'Successes' }),
      failures: count('failures').describe('Failures so far').meta({ title: 'Failures' }),
      stable: z
        .boolean()
        .default(false)
        .describe('The creature is Stable (no saves until it takes damage)')
        .meta({ title: 'Stable' }),
      ...rollFields(),
      heroicInspiration: z
        .boolean()
        .default(false)
        .describe('Heroic Inspiration is held: it may be spent right after a save to reroll any one die')
        .meta({ title: 'Heroic Inspiration' }),
      reroll: z
        .union([
          z.enum(['auto', 'none']),
          z.strictObject({
            round: z
              .int()
              .min(1)
              .max(MAX_EVENT_ROUND + 5)
              .describe('The round whose save is rerolled')
              .meta({ title: 'Round' }),
            die: z
              .int()
              .min(0)
              .max(30)
              .describe('The die rerolled (0-based: d20s, then bonus dice)')
              .meta({ title: 'Die' }),
          }),
        ])
        .default('auto')
        .describe(
          "With Heroic Inspiration: 'auto' spends it on the first save that fails, on the lower d20; 'none' keeps it; { round, die } picks the round and the die",
        )
        .meta({ title: 'Reroll' }),
      hitPointMaximum: z
        .int({ error: 'expected a Hit Point maximum from 1 to 10000' })
        .min(1, { error: 'expected a Hit Point maximum from 1 to 10000' })
        .max(10_000, { error: 'expected a Hit Point maximum from 1 to 10000' })
        .optional()
        .describe('The Hit Point maximum: damage at or above it kills outright (needed for damage events)')
        .meta({ title: 'Hit Point maximum' }),
      events: z
        .array(eventSchema())
        .max(50, { error: 'expected at most 50 events' })
        .default([])
        .describe(
          "What the table does while the creature is dying, round by round (before that round's save)",
        )
        .meta({ title: 'Events' }),
      name: z.string().max(100).optional().describe('Who is dying').meta({ title: 'Name' }),
    })
    .superRefine((input, ctx) => {
      if (input.hitPointMaximum === undefined) {
        input.events.forEach((e, i) => {
          if (e.kind === 'damage') {
            ctx.addIssue({
              code: 'custom',
              path: ['events', i, 'amount'],
              message: 'a damage event needs hitPointMaximum (damage at or above it kills outright)',
            });
          }
        });
      }
      input.events.forEach((e, i) => {
        if (e.kind === 'damage' && e.amount === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['events', i, 'amount'],
            message: 'a damage event needs its amount',
          });
        }
      });
    }),
);

export type DeathSavesInput = z.infer<ReturnType<typeof deathSavesInput>>;
type Event = Omit<DeathSavesInput['events'][number], 'round'>;

/** The state between rounds: the counts, Stable, Heroic Inspiration, and a save's faces while the offer is open. */
export const deathState = lazy(() =>
  z.strictObject({
    round: z
      .int()
      .min(0)
      .max(MAX_EVENT_ROUND + 10)
      .describe('Rounds begun'),
    successes: z.int().min(0).max(2),
    failures: z.int().min(0).max(2),
    stable: z.boolean(),
    inspiration: z.boolean().describe('Heroic Inspiration is still held'),
    rolled: z
      .array(z.int().min(1).max(20))
      .max(30)
      .optional()
      .describe("This round's save, while Heroic Inspiration is offered"),
  }),
);
export type DeathState = z.infer<ReturnType<typeof deathState>>;

const choicesSchema = lazy(() =>
  z
    .strictObject({
      events: z
        .array(z.strictObject(eventFields()))
        .max(10)
        .optional()
        .describe(
          "What happens this round before the save (the GM's call): damage, a Critical Hit taken, healing, stabilizing",
        ),
      reroll: z
        .union([z.enum(['auto', 'none']), z.int().min(0).max(30)])
        .optional()
        .describe("After the save: a die index spends Heroic Inspiration on that die; 'none' keeps it"),
    })
    .describe("The table's choices this round"),
);
type Choices = z.infer<ReturnType<typeof choicesSchema>>;

const ROWS: readonly Row[] = [
  { label: 'Revived', result: 'success', tier: 2 },
  { label: 'Stable', result: 'success', tier: 1 },
  { label: 'Dead', result: 'failure', tier: -2 },
];

/** A save's kind: the label of the save in the steps. */
type SaveKind = 'Regains 1 Hit Point' | 'Two Failures' | 'Success' | 'Failure';

/** Reads one Death Saving Throw: natural 20 regains 1 Hit Point, natural 1 is two failures, else total against 10. */
export function readSave(natural: number, total: number): SaveKind {
  if (natural === 20) return 'Regains 1 Hit Point';
  if (natural === 1) return 'Two Failures';
  return total >= 10 ? 'Success' : 'Failure';
}

const failing = (kind: SaveKind) => kind === 'Failure' || kind === 'Two Failures';

function model(input: DeathSavesInput): SideModel {
  return sideModel({ ...input, proficiency: 'none' });
}

const lastEventRound = (input: DeathSavesInput) => input.events.reduce((max, e) => Math.max(max, e.round), 0);

function ending(
  label: 'Revived' | 'Stable' | 'Dead',
  s: DeathState,
  input: DeathSavesInput,
  text: string,
): Outcome {
  const row = ROWS.find((r) => r.label === label)!;
  const effects =
    label === 'Stable'
      ? [
          {
            kind: 'condition',
            text: 'Stable: Unconscious at 0 Hit Points, no more saves; unhealed, it regains 1 Hit Point after 1d4 hours',
          },
        ]
      : label === 'Revived'
        ? [{ kind: 'condition', text: 'Revived: conscious with Hit Points, the counts cleared' }]
        : [{ kind: 'narrative', text }];
  return {
    result: row.result,
    label,
    tier: row.tier,
    successes: s.successes,
    failures: s.failures,
    rounds: s.round,
    ...(input.heroicInspiration ? { heroicInspiration: s.inspiration ? 'kept' : 'spent' } : {}),
    effects,
  };
}

/** Applies the round's events before its save: an outcome when one ends the sequence. */
function applyEvents(
  input: DeathSavesInput,
  s: DeathState,
  events: readonly Event[],
  steps: Step[],
): { state: DeathState; outcome?: Outcome } {
  let state = s;
  for (const e of events) {
    if (e.kind === 'heal') {
      steps.push({
        kind: 'note',
        text: `Healed${e.amount !== undefined ? ` (${e.amount} Hit Points)` : ''}: Revived, the counts cleared`,
      });
      return { state, outcome: ending('Revived', state, input, '') };
    }
    if (e.kind === 'stabilize') {
      steps.push({ kind: 'note', text: "Stabilized (Medicine DC 10 or a Healer's Kit): Stable" });
      state = { ...state, successes: 0, failures: 0, stable: true };
      continue;
    }
    const amount = e.amount ?? 0;
    if (input.hitPointMaximum !== undefined && amount >= input.hitPointMaximum) {
      steps.push({
        kind: 'note',
        text: `${amount} damage at 0 Hit Points, at or above the Hit Point maximum ${input.hitPointMaximum}: killed outright`,
      });
      return {
        state,
        outcome: ending('Dead', state, input, 'Killed outright by damage at or above the Hit Point maximum'),
      };
    }
    const base = state.stable ? { ...state, successes: 0, failures: 0, stable: false } : state;
    if (state.stable) steps.push({ kind: 'note', text: 'Damage ends Stable: the counts start again at 0' });
    const failures = base.failures + (e.critical ? 2 : 1);
    steps.push({
      kind: 'note',
      text: `${amount} damage at 0 Hit Points${e.critical ? ' from a Critical Hit: two failures' : ': one failure'} (${base.successes} successes, ${Math.min(3, failures)} failures)`,
    });
    if (failures >= 3) {
      const dead = { ...base, failures: 2 };
      return {
        state: dead,
        outcome: { ...ending('Dead', dead, input, 'Three failures: dead'), failures: Math.min(3, failures) },
      };
    }
    state = { ...base, failures };
  }
  return { state };
}

/** Applies a save to the counts: an outcome when it ends the sequence. */
function applySave(
  input: DeathSavesInput,
  s: DeathState,
  kind: SaveKind,
  steps: Step[],
): RoundResult<DeathState> {
  if (kind === 'Regains 1 Hit Point') {
    return { state: { ...s, rolled: undefined }, steps, outcome: ending('Revived', s, input, '') };
  }
  const successes = s.successes + (kind === 'Success' ? 1 : 0);
  const failures = s.failures + (kind === 'Failure' ? 1 : kind === 'Two Failures' ? 2 : 0);
  const next: DeathState = {
    round: s.round,
    successes: Math.min(2, successes),
    failures: Math.min(2, failures),
    stable: false,
    inspiration: s.inspiration,
  };
  steps.push({
    kind: 'value',
    text: `${Math.min(3, successes)} successes, ${Math.min(3, failures)} failures`,
  });
  if (failures >= 3)
    return {
      state: next,
      steps,
      outcome: {
        ...ending('Dead', next, input, 'Three failures: dead'),
        successes,
        failures: Math.min(3, failures),
      },
    };
  if (successes >= 3) {
    const stable = { ...next, successes: 0, failures: 0, stable: true };
    if (lastEventRound(input) > s.round) {
      steps.push({ kind: 'note', text: 'Three successes: Stable (the counts cleared)' });
      return { state: stable, steps };
    }
    return {
      state: stable,
      steps,
      outcome: { ...ending('Stable', stable, input, ''), successes: 3, failures: next.failures },
    };
  }
  return { state: next, steps };
}

/** The reroll this round, under a policy: a die index, or none. */
function rerollIndex(
  input: DeathSavesInput,
  s: DeathState,
  faces: readonly number[],
  kind: SaveKind,
  choice: Choices['reroll'],
): number | undefined {
  const m = model(input);
  const policy = choice ?? input.reroll;
  if (policy === 'none') return undefined;
  if (policy === 'auto') return failing(kind) ? lowerD20(m, faces) : undefined;
  if (typeof policy === 'number') return policy;
  return policy.round === s.round ? policy.die : undefined;
}

function nextRound(
  input: DeathSavesInput,
  s: DeathState,
  ctx: ResolveContext<Choices>,
): RoundResult<DeathState> {
  const m = model(input);
  if (s.rolled) {
    // The Heroic Inspiration offer after this round's save.
    const faces = [...s.rolled];
    const sides = sidesOf(m);
    if (faces.length !== sides.length) {
      throw new VerdictError('invalid_state', 'The round state does not fit this input', [
        { path: ['state', 'rolled'], message: `expected ${sides.length} faces` },
      ]);
    }
    const first = readFaces(m, faces);
    const kind = readSave(first.natural, first.total);
    const index = rerollIndex(input, s, faces, kind, ctx.choices?.reroll);
    const steps: Step[] = [];
    if (index === undefined || index >= faces.length) {
      steps.push({ kind: 'note', text: 'Heroic Inspiration is kept' });
      return applySave(input, { ...s, rolled: undefined }, kind, steps);
    }
    const old = faces[index]!;
    const [die] = ctx.dice.roll(1, sides[index]!, 'Heroic Inspiration');
    const previousDice = rerollRecount(m, faces, index, die!);
    faces[index] = die!.face;
    const again = readFaces(m, faces);
    const kind2 = readSave(again.natural, again.total);
    steps.push({
      kind: 'roll',
      text: `Heroic Inspiration spent: die ${index} (${old}) rolled again: ${faces[index]} (the new roll stands)`,
    });
    steps.push({ kind: 'compare', text: `${rollText(m, faces)}: ${kind2}` });
    return {
      ...applySave(input, { ...s, rolled: undefined, inspiration: false }, kind2, steps),
      previousDice,
    };
  }
  const round = s.round + 1;
  const steps: Step[] = [{ kind: 'round', text: `Round ${round}`, round }];
  if (round === 1) steps.push(...sideSteps(m));
  const events: Event[] = [...input.events.filter((e) => e.round === round), ...(ctx.choices?.events ?? [])];
  const afterEvents = applyEvents(input, { ...s, round }, events, steps);
  if (afterEvents.outcome) return { state: afterEvents.state, steps, outcome: afterEvents.outcome };
  const state = afterEvents.state;
  if (state.stable) {
    if (lastEventRound(input) > round) {
      steps.push({ kind: 'note', text: 'Stable: no Death Saving Throw this round' });
      return { state, steps };
    }
    return { state, steps, outcome: ending('Stable', state, input, '') };
  }
  const faces = rollSide(ctx.dice, m);
  const reading = readFaces(m, faces);
  const kind = readSave(reading.natural, reading.total);
  steps.push({
    kind: 'roll',
    text: `Death Saving Throw: ${rollText(m, faces)}: ${kind}${reading.natural === 20 || reading.natural === 1 ? ` (natural ${reading.natural})` : ''}`,
    natural: reading.natural,
    total: reading.total,
  });
  if (input.heroicInspiration && state.inspiration && input.reroll !== 'none') {
    steps.push({
      kind: 'note',
      text: `Spend Heroic Inspiration? Any one die may be rolled again: ${faces.map((f, i) => `${i}: ${f}`).join('; ')}`,
    });
    return { state: { ...state, rolled: faces }, steps };
  }
  return applySave(input, state, kind, steps);
}

const rounds: RoundsV1<DeathSavesInput, DeathState, Choices> = {
  start: (input) => ({
    round: 0,
    successes: input.successes,
    failures: input.failures,
    stable: input.stable,
    inspiration: input.heroicInspiration,
  }),
  next: nextRound,
  needs: (input, state) =>
    state.rolled
      ? [
          {
            count: 1,
            sides: 20,
            group: 'Heroic Inspiration',
            label: 'The die rerolled, if Heroic Inspiration is spent',
            conditional: true,
          },
        ]
      : rollNeeds(model(input), 'Death Saving Throw'),
  get state() {
    return deathState();
  },
  get choices() {
    return choicesSchema();
  },
};

type Key = string;
const keyOf = (s: number, f: number, stable: boolean, held: boolean): Key =>
  `${s},${f},${stable ? 1 : 0},${held ? 1 : 0}`;

/**
 * The exact chance of Revived, Stable and Dead: a Markov chain over (successes, failures, Stable, Heroic
 * Inspiration held), round by round, with the input's events applied at their rounds.
 */
export function deathOdds(
  input: DeathSavesInput,
  inspirationPolicy: DeathSavesInput['reroll'] = input.reroll,
) {
  const m = model(input);
  const key = neededNatural(10, m.flat);
  const plain = sideCategories(m, (n, b) => readSave(n, n + m.flat + b), failing, false, key);
  const auto = sideCategories(m, (n, b) => readSave(n, n + m.flat + b), failing, true, key, true);
  let live = new Map<Key, bigint>([
    [keyOf(input.successes, input.failures, input.stable, input.heroicInspiration), 1n],
  ]);
  let total = 1n;
  const ends = { Revived: 0n, Stable: 0n, Dead: 0n };
  const last = lastEventRound(input);
  for (let round = 1; live.size > 0; round++) {
    // Events first.
    const events = input.events.filter((e) => e.round === round);
    if (events.length > 0) {
      const after = new Map<Key, bigint>();
      countWork(live.size * 4 * events.length * bigSteps(bitsOf(total)));
      for (const [key, c] of live) {
        const [s0, f0, st, h] = key.split(',').map(Number) as [number, number, number, number];
        const state: DeathState = {
          round,
          successes: s0,
          failures: f0,
          stable: st === 1,
          inspiration: h === 1,
        };
        const done = applyEvents(input, state, events, []);
        if (done.outcome) ends[done.outcome.label as 'Revived' | 'Dead'] += c;
        else {
          const k = keyOf(
            done.state.successes,
            done.state.failures,
            done.state.stable,
            done.state.inspiration,
          );
          after.set(k, (after.get(k) ?? 0n) + c);
        }
      }
      live = after;
    }
    const next = new Map<Key, bigint>();
    // Every count is scaled by the same round total, so all of them share one denominator: the least common
    // multiple of the two (a reroll's 20 outcomes times the roll's, so the inspired total itself).
    const roundTotal = auto.total % plain.total === 0n ? auto.total : plain.total * auto.total;
    countWork((3 + live.size * (2 + 4 * auto.counts.size)) * bigSteps(bitsOf(total) + bitsOf(roundTotal)));
    ends.Revived *= roundTotal;
    ends.Stable *= roundTotal;
    ends.Dead *= roundTotal;
    total *= roundTotal;
    for (const [key, c] of live) {
      const [s0, f0, st, h] = key.split(',').map(Number) as [number, number, number, number];
      if (st === 1) {
        if (last > round) next.set(key, (next.get(key) ?? 0n) + c * roundTotal);
        else ends.Stable += c * roundTotal;
        continue;
      }
      const held = h === 1;
      const useAuto = held && inspirationPolicy === 'auto';
      const spentHere = held && typeof inspirationPolicy === 'object' && inspirationPolicy.round === round;
      const odds = useAuto ? auto : plain;
      const factor = roundTotal / odds.total;
      for (const [tag, w] of odds.counts) {
        const spent = tag.endsWith('*') || spentHere;
        const kind = tag.replace('*', '') as SaveKind;
        const weight = c * w * factor;
        if (kind === 'Regains 1 Hit Point') {
          ends.Revived += weight;
          continue;
        }
        const s = s0 + (kind === 'Success' ? 1 : 0);
        const f = f0 + (kind === 'Failure' ? 1 : kind === 'Two Failures' ? 2 : 0);
        if (f >= 3) ends.Dead += weight;
        else if (s >= 3) {
          if (last > round) {
            const k = keyOf(0, 0, true, held && !spent);
            next.set(k, (next.get(k) ?? 0n) + weight);
          } else ends.Stable += weight;
        } else {
          const k = keyOf(s, f, false, held && !spent);
          next.set(k, (next.get(k) ?? 0n) + weight);
        }
      }
    }
    live = next;
    if (round > MAX_EVENT_ROUND + 10) break;
  }
  return { ends, total };
}

/**
 * How many states the chain of `deathOdds` holds in each round, by the same rounds and events with the counts left
 * out (every save's result taken as possible, Heroic Inspiration spent or kept): at most 20 states over at most
 * 110 rounds, so a few thousand steps on small numbers.
 */
function chainSizes(input: DeathSavesInput): { states: number; events: number }[] {
  let live = new Set<Key>([keyOf(input.successes, input.failures, input.stable, input.heroicInspiration)]);
  const last = lastEventRound(input);
  const sizes: { states: number; events: number }[] = [];
  for (let round = 1; live.size > 0; round++) {
    const events = input.events.filter((e) => e.round === round);
    const before = live.size;
    if (events.length > 0) {
      const after = new Set<Key>();
      for (const key of live) {
        const [s0, f0, st, h] = key.split(',').map(Number) as [number, number, number, number];
        const state = { round, successes: s0, failures: f0, stable: st === 1, inspiration: h === 1 };
        const done = applyEvents(input, state, events, []);
        if (!done.outcome) {
          const d = done.state;
          after.add(keyOf(d.successes, d.failures, d.stable, d.inspiration));
        }
      }
      live = after;
    }
    sizes.push({ states: Math.max(before, live.size), events: events.length * before });
    const next = new Set<Key>();
    for (const key of live) {
      const [s0, f0, st, h] = key.split(',').map(Number) as [number, number, number, number];
      if (st === 1) {
        if (last > round) next.add(key);
        continue;
      }
      for (const held of h === 1 ? [true, false] : [false]) {
        for (const [ds, df] of [
          [1, 0],
          [0, 1],
          [0, 2],
        ] as const) {
          const s = s0 + ds;
          const f = f0 + df;
          if (f >= 3) continue;
          if (s >= 3) {
            if (last > round) next.add(keyOf(0, 0, true, held));
          } else next.add(keyOf(s, f, false, held));
        }
      }
    }
    live = next;
    if (round > MAX_EVENT_ROUND + 10) break;
  }
  return sizes;
}

/**
 * The work of the death saves' odds (with Heroic Inspiration up to three chains: the input's policy, and without and with it):
 * both categories of a save, then each round's states (`chainSizes`) against at most 8 categories (4 labels, spent
 * or kept), on counts that grow by a round's outcomes every round, and the fractions of the ends.
 */
function deathOddsWork(input: DeathSavesInput, m: SideModel): number {
  const roundBits = categoriesBits(m, true);
  let chain = 0;
  const sizes = chainSizes(input);
  sizes.forEach(({ states, events }, i) => {
    const round = i + 1;
    chain += (3 + states * (2 + 4 * 8) + 4 * events) * bigSteps((round + 1) * roundBits + 64);
  });
  const rounds = sizes.length + 1;
  const end = fractionSteps((rounds + 2) * roundBits + 64, primesOf([20, ...m.bonus.map((d) => d.sides)]));
  const one = categoriesWork(m, false) + categoriesWork(m, true) + chain + 6 * end;
  const chains = !input.heroicInspiration ? 1 : typeof input.reroll === 'object' ? 3 : 2;
  return chains * one + 50_000;
}

function deathSavesOdds(input: DeathSavesInput) {
  const main = deathOdds(input);
  const { ends, total } = main;
  const outcomes = ROWS.filter((r) => ends[r.label as keyof typeof ends] > 0n).map((r) => ({
    ...r,
    ...probability(ends[r.label as keyof typeof ends], total),
  }));
  const headline = [
    percentItem(
      'survives',
      'Stable or Revived',
      ends.Stable + ends.Revived,
      total,
      'The chance that the creature does not die',
    ),
  ];
  if (input.heroicInspiration) {
    // The input's own policy is one of the two (or a chosen round, then both are computed).
    const without = input.reroll === 'none' ? main : deathOdds(input, 'none');
    const withIt = input.reroll === 'auto' ? main : deathOdds(input, 'auto');
    headline.push(
      percentItem(
        'withoutInspiration',
        'Without Heroic Inspiration',
        without.ends.Stable + without.ends.Revived,
        without.total,
        'Stable or Revived if Heroic Inspiration is kept',
      ),
      percentItem(
        'withInspiration',
        'With Heroic Inspiration',
        withIt.ends.Stable + withIt.ends.Revived,
        withIt.total,
        'Stable or Revived, spending it on the first failed save (the odds policy)',
      ),
    );
  }
  return { outcomes, headline };
}

/**
 * Death Saving Throws, save by save: a d20 each round (no ability, no proficiency; Bless, Bane, Exhaustion and
 * Advantage apply); 10 or more succeeds, a natural 1 is two failures, a natural 20 regains 1 Hit Point. Three
 * successes: Stable; three failures: Dead. The table's events (damage, a Critical Hit, healing, stabilizing)
 * come as round choices or in the input.
 */
export const deathSaves = defineTest({
  title: 'Death Saving Throws',
  labels: deathLabels,
  ui: d20Ui,
  description:
    'A d20 each round at 0 Hit Points: 10 or more is a success, a natural 1 two failures, a natural 20 regains 1 Hit Point. Three successes: Stable; three failures: Dead. Damage, Critical Hits, healing and stabilizing as the table plays them.',
  get input() {
    return deathSavesInput();
  },
  needs: (input) => rounds.needs(input, rounds.start(input)),
  limits: (input) => {
    const m = model(input);
    const reroll = input.reroll;
    if (typeof reroll === 'object' && reroll.die >= sidesOf(m).length) {
      return [
        {
          path: ['reroll', 'die'],
          message: `expected a die index from 0 to ${sidesOf(m).length - 1}: a save rolls ${sidesOf(m).length} dice`,
        },
      ];
    }
    return [];
  },
  // A save a round at most until 5 rounds after the last event, each its d20s and bonus dice, and one reroll.
  maxEntryBytes: (input) =>
    OUTCOME_BYTES +
    textBytes(input.name ?? '') +
    (lastEventRound(input) + 6) * sideBytes(model(input)) +
    INSPIRATION_BYTES,
  cost: (input, kind) => {
    const m = model(input);
    const bonus = m.bonus.length;
    const rounds = lastEventRound(input) + 6;
    if (kind === 'odds') return { work: deathOddsWork(input, m), output: 4_000 };
    if (kind === 'step') return { work: 100_000, output: 4_000 + bonus * 300 };
    return { work: 100_000 + rounds * 50_000, output: 4_000 + rounds * (600 + bonus * 200) };
  },
  rounds,
  resolve: resolveByRounds(rounds),
  odds: deathSavesOdds,
  examples: [
    {
      title: 'Success, Failure, Success, Success: Stable',
      input: {},
      dice: [10, 2, 15, 19],
      expected: { label: 'Stable', result: 'success', tier: 1, rounds: 4 },
    },
    {
      title: 'A natural 1 is two failures, then a Failure: Dead',
      input: {},
      dice: [1, 5],
      expected: { label: 'Dead', result: 'failure', tier: -2, rounds: 2 },
    },
    {
      title: 'A natural 20 at two failures: Revived',
      input: { failures: 2 },
      dice: [20],
      expected: { label: 'Revived', result: 'success', tier: 2, rounds: 1 },
    },
    {
      title: 'A Critical Hit at 0 Hit Points is two failures',
      input: {
        successes: 1,
        hitPointMaximum: 20,
        events: [{ round: 1, kind: 'damage', amount: 4, critical: true }],
      },
      dice: [5],
      expected: { label: 'Dead', result: 'failure', tier: -2, rounds: 1 },
    },
    {
      title: 'Heroic Inspiration rerolls a failed save',
      input: { successes: 1, failures: 1, heroicInspiration: true, reroll: { round: 2, die: 0 } },
      dice: [4, 3, 17, 11],
      expected: { label: 'Stable', result: 'success', tier: 1, rounds: 3, heroicInspiration: 'spent' },
    },
    {
      title: 'Exhaustion 2 at two and two: a 12 is a Failure',
      input: { successes: 2, failures: 2, exhaustion: 2 },
      dice: [12],
      expected: { label: 'Dead', result: 'failure', tier: -2 },
    },
  ],
});
