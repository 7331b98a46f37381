/**
 * @module
 * Points 5 and 6 of the protocol for protocol 2's tests of rounds: each round's generated faces are the ones its
 * seeds give (its roller's key, client seed and nonce), and core's `stepTest` replays every round from those
 * faces and the GM's choices to exactly its logged dice and steps, and the test's end to its logged outcome. A
 * failure names the round (`round 2 of test #5`).
 */
import type { Registry } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import { canonicalJson, hmacFaces, type RoundsEntry, subjectOf, type VerifyOptions } from '@verdict/fair';
import { playRoomRound, replayRounds } from '../rules/play-round.js';
import type { RoundsTestState } from '../rules/rounds-state.js';
import type { Findings } from './findings.js';
import { differenceText, firstDifference } from './verify-diff.js';
import { checkRequestInput } from './verify-rolls.js';
import type { WalkedRoom } from './verify-room.js';
import { otherEngine, type RulesCheck, systemVersions, versionsText } from './verify-rules.js';

type Part = Record<string, unknown>;
interface RoundPart {
  readonly clientSeed?: string;
  readonly dice: readonly DieRecord[];
  readonly steps: unknown;
  readonly previousDice?: unknown;
  /** On the round that ends a test answering a hidden request only. */
  readonly outcome?: unknown;
}

/**
 * Checks every test of rounds whose parts are known (public, or revealed); lists the others as not yet. As a roll's,
 * a test's rules are those of the system version room.opened names: a system the verifier lacks fails `version`, and
 * a test checked under another version is counted in `underOtherVersions` (a note when all reproduce, a `version`
 * failure naming both versions when one does not).
 */
export function checkRounds(
  state: WalkedRoom,
  registry: Registry,
  options: VerifyOptions,
  findings: Findings,
  underOtherVersions: Map<string, RulesCheck[]>,
): void {
  for (const test of state.tests.values()) {
    checkLapsed(test, state, registry, findings);
    const checked = checkTest(test, state, registry, options, findings);
    if (checked && checked.check !== 'same')
      underOtherVersions.set(checked.system, [
        ...(underOtherVersions.get(checked.system) ?? []),
        checked.check,
      ]);
  }
}

function checkTest(
  test: RoundsTestState,
  state: WalkedRoom,
  registry: Registry,
  options: VerifyOptions,
  findings: Findings,
): { readonly system: string; readonly check: RulesCheck } | undefined {
  const part = (seq: number): Part | undefined => {
    const entry = state.roundEntries.get(seq);
    if (!entry) return undefined;
    if (entry.sealed === undefined) return entry as unknown as Part;
    const revealed = state.revealed.get(seq);
    if (!revealed)
      findings.later(seq, 'sealed', `a sealed ${entry.type} of test #${test.seq}, not revealed yet`);
    return revealed;
  };
  const start = part(test.seq);
  const rounds = test.rounds.map((seq) => part(seq) as RoundPart | undefined);
  const choices = test.rounds.map((_, i) => {
    const seq = test.choices.get(i + 1);
    return seq === undefined ? { none: true } : part(seq);
  });
  const ended = test.ended === undefined || test.abandoned ? undefined : part(test.ended);
  // A test answering a request: its input is the request's, merged with its roller's part, as a roll's.
  if (test.request !== undefined && start) {
    const subject = subjectOf(test, start);
    if (subject)
      checkRequestInput(
        { seq: test.seq, request: test.request, ...subject },
        start as { input: unknown },
        state,
        registry,
        findings,
      );
  }
  test.rounds.forEach((seq, i) => {
    const round = rounds[i];
    if (round) checkFaces(test, seq, i + 1, round, state, findings);
  });
  const unknown =
    !start ||
    rounds.some((r) => !r) ||
    choices.some((c) => !c) ||
    (test.ended !== undefined && !test.abandoned && !ended);
  if (unknown) return undefined;
  let replayed: ReturnType<typeof replayRounds>;
  const subject = subjectOf(test, start);
  if (!subject) return undefined; // its shape failed (roundProblems, the reveal's content): nothing names its test
  const versions = systemVersions(subject.system, test.seq, state, registry, findings);
  if (!versions) return undefined;
  const { stated, here } = versions;
  const sameRules = stated === here && !otherEngine(state, options);
  let failed = false;
  // Under the log's versions a difference is the log's (`outcome`); under others, both versions are named.
  const fail = (seq: number, message: string) => {
    failed = true;
    if (sameRules) findings.fail(seq, 'outcome', message);
    else
      findings.fail(
        seq,
        'version',
        `${versionsText(subject.system, stated, here, state, options)}, and with it ${message}`,
      );
  };
  const result = (): { system: string; check: RulesCheck } => ({
    system: subject.system,
    check: failed ? 'failed' : sameRules ? 'same' : 'reproduced',
  });
  const record = {
    ...subject,
    input: start.input,
    rounds: rounds.map((r, i) => {
      const chosen = choices[i]!;
      return { dice: r!.dice, ...('none' in chosen ? {} : { choices: chosen.choices }) };
    }),
  };
  try {
    replayed = replayRounds(registry, record);
  } catch (error) {
    fail(test.seq, `test #${test.seq}: the rules refuse its rounds: ${(error as Error).message}`);
    return result();
  }
  for (const [i, seq] of test.rounds.entries()) {
    const step = replayed[i];
    const where = `round ${i + 1} of test #${test.seq}`;
    const log = rounds[i]!;
    if (!step) {
      // A hidden test's end is held: a round after the one that ended it draws nothing and plays nothing.
      if (!test.hidden) fail(seq, `${where}: the test had already ended at round ${replayed.length}`);
      else if (log.dice.length > 0 || (log.steps as unknown[]).length > 0 || log.outcome !== undefined)
        fail(
          seq,
          `${where}: the test had ended at round ${replayed.length}, so this round has no dice and no steps`,
        );
      continue;
    }
    // The round that ends a hidden test keeps its outcome in its part; no other round has one.
    const outcome = test.hidden && step.done ? step.outcome : undefined;
    const rules = {
      dice: step.dice.map(plainDie),
      steps: step.steps,
      previousDice: step.previousDice,
      outcome,
    };
    const logged = {
      dice: log.dice.map(plainDie),
      steps: log.steps,
      previousDice: log.previousDice,
      outcome: log.outcome,
    };
    const difference = firstDifference(rules, logged, 'round');
    if (difference) fail(seq, `${where} differs at ${differenceText(difference)}`);
  }
  checkEnd(
    test,
    replayed.at(-1),
    ended,
    test.ended === undefined ? undefined : state.roundEntries.get(test.ended),
    fail,
  );
  return result();
}

/** The test's end: an outcome exactly when its last round ended it, and that round's outcome. */
function checkEnd(
  test: RoundsTestState,
  last: ReturnType<typeof replayRounds>[number] | undefined,
  ended: Part | undefined,
  entry: RoundsEntry | undefined,
  fail: (seq: number, message: string) => void,
): void {
  const done = last?.done === true;
  if (test.hidden) {
    // Ended by its roller or the GM (or not yet), its part the outcome reached, or abandoned when none was.
    if (test.ended === undefined || !ended) return;
    if ('abandoned' in ended) {
      if (done) fail(test.ended, `test #${test.seq} had ended with a result: it cannot be abandoned`);
    } else if (!done) fail(test.ended, `test #${test.seq} has a result, but its rounds have not ended it`);
    else {
      const difference = firstDifference(last.outcome, ended.outcome, 'outcome');
      if (difference)
        fail(test.ended, `the result of test #${test.seq} differs at ${differenceText(difference)}`);
    }
    return;
  }
  if (test.abandoned) {
    if (done) fail(test.ended!, `test #${test.seq} had ended with a result: it cannot be abandoned`);
    return;
  }
  if (test.ended === undefined) {
    if (done)
      fail(test.seq, `test #${test.seq} ended at round ${test.rounds.length}, but its result is missing`);
    return;
  }
  if (!done) {
    fail(test.ended, `test #${test.seq} has a result, but its rounds have not ended it`);
    return;
  }
  const difference = firstDifference(last.outcome, ended!.outcome, 'outcome');
  if (difference)
    fail(test.ended, `the result of test #${test.seq} differs at ${differenceText(difference)}`);
  if (test.visibility !== 'outcome') return;
  const { result, label, tier } = (ended as { outcome: Record<string, unknown> }).outcome;
  const shown = (entry as { result?: unknown }).result;
  if (canonicalJson({ result, label, tier }) !== canonicalJson(shown ?? null))
    fail(
      test.ended,
      `the public result of test #${test.seq} is not its revealed outcome's (${String(label)})`,
    );
}

/**
 * The rounds of a test that were drawn but got no result (`round.lapsed`): once their part and their epoch's seed
 * are known, what the seeds would have given, as a note (the server's word that it ran out of time or failed is
 * not provable; that the nonce was spent in the open with the client seed fixed is).
 */
function checkLapsed(test: RoundsTestState, state: WalkedRoom, registry: Registry, findings: Findings): void {
  for (const entry of state.roundEntries.values()) {
    if (entry.type !== 'round.lapsed' || entry.of !== test.seq) continue;
    const where = `round ${entry.round} of test #${test.seq}`;
    const part = (entry.sealed === undefined ? entry : state.revealed.get(entry.seq)) as
      | { clientSeed?: string; noResult?: string }
      | undefined;
    if (!part) {
      findings.later(entry.seq, 'sealed', `a sealed round.lapsed of test #${test.seq}, not revealed yet`);
      continue;
    }
    const serverSeed = state.seeds.get(entry.epoch);
    if (serverSeed === undefined) {
      findings.later(
        entry.seq,
        'epoch',
        `the server seed of epoch ${entry.epoch} is not revealed yet: what ${where} would have given is not known`,
      );
      continue;
    }
    const why = `#${entry.seq}: ${where} ${part.noResult === 'deadline' ? 'ran out of time' : 'failed to compute'} on the server`;
    try {
      const startPart = (
        state.roundEntries.get(test.seq)?.sealed === undefined
          ? state.roundEntries.get(test.seq)
          : state.revealed.get(test.seq)
      ) as Part | undefined;
      const subject = startPart ? subjectOf(test, startPart) : undefined;
      const earlier = test.rounds.slice(0, entry.round - 1).map((seq) => {
        const round = state.roundEntries.get(seq);
        return (round?.sealed === undefined ? round : state.revealed.get(seq)) as RoundPart | undefined;
      });
      if (!subject || !startPart || earlier.some((r) => !r)) continue;
      const choiceSeq = (n: number) => test.choices.get(n);
      const choicesOf = (n: number) => {
        const seq = choiceSeq(n);
        if (seq === undefined) return {};
        const choice = state.roundEntries.get(seq);
        const known = (choice?.sealed === undefined ? choice : state.revealed.get(seq)) as Part | undefined;
        return known ? { choices: known.choices } : {};
      };
      const record = {
        ...subject,
        input: startPart.input,
        rounds: earlier.map((r, i) => ({ dice: r!.dice, ...choicesOf(i + 1) })),
      };
      const seed = {
        serverSeed,
        clientSeed: part.clientSeed ?? '',
        nonce: entry.nonce,
        member: entry.by ?? '',
      };
      const round = playRoomRound(registry, record, { seed, ...choicesOf(entry.round) });
      const gives =
        round.outcome?.label ?? (round.dice.map((d) => `d${d.sides} ${d.face}`).join(', ') || 'no dice');
      findings.note(entry.seq, `${why}; its seeds give ${gives}`);
    } catch (error) {
      findings.note(entry.seq, `${why}, and here too: ${(error as Error).message}`);
    }
  }
}

/**
 * Point 5 for one round: a round with a nonce has generated dice, which the seeds give, and its client seed; a round
 * without one has entered (physical) dice and no client seed.
 */
function checkFaces(
  test: RoundsTestState,
  seq: number,
  round: number,
  part: RoundPart,
  state: WalkedRoom,
  findings: Findings,
): void {
  const entry = state.roundEntries.get(seq) as Extract<RoundsEntry, { type: 'round' }>;
  const where = `round ${round} of test #${test.seq}`;
  const generated = entry.nonce !== undefined;
  const want = generated ? 'generated' : 'entered';
  const source = part.dice.findIndex((die) => die.source !== want);
  if (source >= 0) {
    findings.fail(
      seq,
      'dice',
      `${where}: die ${source + 1} is ${part.dice[source]!.source}, but the round ${generated ? 'has a nonce' : 'has no nonce'}, so its dice are ${want}`,
    );
    return;
  }
  if (generated !== (part.clientSeed !== undefined)) {
    findings.fail(
      seq,
      'shape',
      `${where}: ${generated ? 'a round of generated dice needs its clientSeed' : 'a round of entered dice has no clientSeed'}`,
    );
    return;
  }
  if (!generated) return;
  const serverSeed = state.seeds.get(entry.epoch);
  if (serverSeed === undefined) {
    const why = state.badSeeds.has(entry.epoch) ? 'does not match its commitment' : 'is not revealed yet';
    findings.later(
      seq,
      'epoch',
      `the server seed of epoch ${entry.epoch} ${why}: the dice of ${where} cannot be checked`,
    );
    return;
  }
  const sides = part.dice.map((die) => die.sides);
  const faces = hmacFaces({
    serverSeed,
    clientSeed: part.clientSeed!,
    nonce: entry.nonce!,
    sides,
    member: entry.by ?? '',
  });
  const wrong = faces.findIndex((face, i) => face !== part.dice[i]!.face);
  if (wrong >= 0)
    findings.fail(
      seq,
      'dice',
      `${where}: die ${wrong + 1} (d${sides[wrong]}) is ${part.dice[wrong]!.face}, but the seeds give ${faces[wrong]}`,
    );
}

const plainDie = ({ sides, face, kept, group }: DieRecord) => ({ sides, face, kept, group });
