import {
  type FollowUpV1,
  type InputIssue,
  type Registry,
  recordPlay,
  type TestManifest,
} from '@verdict/core';
import { inputParties } from '@verdict/form';
import { useEffect, useRef, useState } from 'react';
import { ROLL_SHORTCUT } from '../app/roll-shortcut.js';
import { DiceEntry, DiceEntrySubmit, describeNeed } from '../dice-entry/dice-entry.js';
import { OddsSummary } from '../odds/odds-summary.js';
import type { OddsResult } from '../odds/use-odds.js';
import { OutcomeView } from '../outcome/outcome-view.js';
import { ShareBox } from '../share/share-box.js';
import { ActionBar, revealOutcome } from './action-bar.js';
import { ChoicesForm } from './choices-form.js';
import { attempt } from './problem.js';
import { RoundsLog } from './rounds-log.js';
import type { BoundPlay } from './use-play.js';

/** Options of {@link PlayPanel}. */
export interface PlayPanelOptions {
  readonly registry: Registry;
  readonly target: { readonly system: string; readonly test: string };
  readonly test: TestManifest;
  /** Problems with the input; a roll is refused until there are none. */
  readonly issues: readonly InputIssue[];
  readonly play: BoundPlay;
  readonly testTitles: Readonly<Record<string, string>>;
  /** Opens a test of the same system with an input (a follow-up). */
  readonly onOpenTest: (test: string, input: unknown) => void;
  readonly shareUrl: (record: ReturnType<typeof recordPlay>) => string;
  /**
   * The odds of the current input, summed up beside the buttons on a phone, and whether they are still an
   * earlier input's (from {@link useOdds}): the summary then says they are being computed.
   */
  readonly odds: { readonly result: OddsResult; readonly stale: boolean };
}

/**
 * Where the dice are rolled: "Roll" (all at once), "Next round" for contests and extended tests, real dice
 * entry, and the outcome announced in a status region. Everything it plays goes through the engine's play
 * session (`usePlay`). The buttons are in an {@link ActionBar}, fixed to the bottom of a phone's screen.
 */
export function PlayPanel({
  registry,
  target,
  test,
  issues,
  play,
  testTitles,
  onOpenTest,
  shareUrl,
  odds,
}: PlayPanelOptions) {
  const [realDice, setRealDice] = useState(false);
  const [refused, setRefused] = useState(false);
  const { view } = play;
  const valid = issues.length === 0;
  const barRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // Set by the buttons, so that only what they did (not a replay, not a reset) is brought into view.
  const reveal = useRef(false);
  useEffect(() => {
    if (!reveal.current) return;
    reveal.current = false;
    revealOutcome(barRef.current, statusRef.current);
  }, [view, refused]);
  // A shared roll opened from a link is what the link is for: the page opens scrolled to it, not to the form.
  const shared = view.kind === 'done' && view.replayed === 'link' ? view.session : undefined;
  useEffect(() => {
    if (!shared) return;
    statusRef.current?.scrollIntoView?.({ block: 'start', behavior: 'auto' });
  }, [shared]);
  // While the question about an edit is open, nothing is played: a round would use the old input unasked (B12).
  const asking = play.snapshot.pending !== undefined;
  const guard = (action: () => void) => () => {
    reveal.current = true;
    setRefused(!valid);
    if (valid) action();
  };
  const playing = view.kind === 'playing' ? view.session : undefined;
  const needs = realDice && valid ? attempt(() => play.needs(Boolean(test.rounds))) : undefined;
  const problem = view.kind === 'problem' || view.kind === 'playing' ? view.problem : undefined;
  const diceProblem = problem?.issues.some((i) => i.path[0] === 'dice') ? problem : undefined;
  const nextRound = (playing?.rounds.length ?? 0) + 1;
  // The GM's choices apply to one round: the controller clears them once a round is played with them.
  const choicesValue = play.snapshot.choices ?? {};
  const noDice = needs?.ok === true && !needs.value.some((need) => need.count > 0);
  const diceLabel = noDice
    ? 'Resolve (no dice needed)'
    : test.rounds
      ? `Play round ${nextRound} with these dice`
      : 'Resolve with these dice';
  const followUp = (next: FollowUpV1) => {
    onOpenTest(next.test, next.input);
    // The follow-up takes its dice from where the player's dice come from: generated, or entered next.
    if (realDice) play.reset();
    else play.roll();
  };
  const session = view.kind === 'done' ? view.session : undefined;
  return (
    <section className="panel play" aria-labelledby="play-heading">
      <h2 id="play-heading">Roll</h2>
      <div className="field field-switch">
        <input
          id="real-dice"
          type="checkbox"
          role="switch"
          checked={realDice}
          aria-checked={realDice}
          onChange={(event) => setRealDice(event.target.checked)}
        />
        <label htmlFor="real-dice">I rolled real dice</label>
      </div>
      {test.rounds && test.choicesSchema ? (
        <ChoicesForm
          schema={test.choicesSchema}
          labels={test.labels}
          parties={inputParties(test.labels, playing?.input ?? play.selection.input)}
          value={choicesValue}
          onChange={play.setChoices}
          round={nextRound}
        />
      ) : null}
      {realDice ? (
        needs === undefined ? null : needs.ok ? (
          <DiceEntry
            key={`${play.generation}-${target.system}/${target.test}-${needs.value.map((need) => describeNeed(need)).join()}-${nextRound}`}
            needs={needs.value}
            labels={test.labels}
            submitLabel={diceLabel}
            submitOutside
            issues={diceProblem?.issues}
            onSubmit={(faces) => {
              reveal.current = true;
              if (test.rounds) play.playRound(faces);
              else play.roll(faces);
            }}
          />
        ) : (
          <p className="problem">{needs.problem.message}</p>
        )
      ) : null}
      <ActionBar barRef={barRef} summary={<OddsSummary result={odds.result} stale={odds.stale} />}>
        {realDice ? (
          needs?.ok ? (
            <DiceEntrySubmit label={diceLabel} />
          ) : null
        ) : (
          <>
            <button
              type="button"
              className="primary roll"
              aria-keyshortcuts={ROLL_SHORTCUT}
              disabled={asking}
              onClick={guard(() => play.roll())}
            >
              Roll
            </button>
            {test.rounds ? (
              <button type="button" disabled={asking} onClick={guard(() => play.playRound())}>
                Next round
              </button>
            ) : null}
            {playing ? (
              <button
                type="button"
                disabled={asking}
                onClick={() => {
                  reveal.current = true;
                  play.finishRounds();
                }}
              >
                Play the rest
              </button>
            ) : null}
          </>
        )}
      </ActionBar>
      <div role="status" className="status" ref={statusRef}>
        {refused && !valid ? (
          <p className="problem">
            Fix the input first:{' '}
            {issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}
          </p>
        ) : problem ? (
          <p className="problem">{problem.message}</p>
        ) : playing ? (
          <p>
            Round {playing.rounds.length} played; the test goes on.{' '}
            {playing.rounds.at(-1)?.steps.at(-1)?.text ?? ''}
          </p>
        ) : session?.outcome ? (
          <OutcomeView
            response={session.outcome}
            title={`${view.kind === 'done' && view.replayed === 'link' ? 'Shared roll: ' : view.kind === 'done' && view.replayed === 'history' ? 'From the history: ' : ''}${testTitles[session.test] ?? session.test}`}
            labels={test.id === session.test ? test.labels : undefined}
            onFollowUp={followUp}
          />
        ) : (
          <p className="muted">Roll to see the outcome.</p>
        )}
      </div>
      {playing ? (
        <RoundsLog
          rounds={playing.rounds}
          labels={test.labels}
          parties={inputParties(test.labels, playing.input)}
          choicesSchema={test.choicesSchema}
          level={3}
        />
      ) : null}
      {session && session.mode === 'rounds' ? (
        <details className="rounds-details">
          <summary>Round by round</summary>
          <RoundsLog
            rounds={session.rounds}
            labels={test.labels}
            parties={session.outcome?.outcome.parties}
            choicesSchema={test.choicesSchema}
          />
        </details>
      ) : null}
      {session ? (
        <ShareBox url={shareUrl(recordPlay(registry, session))} seed={session.outcome?.seed} />
      ) : null}
    </section>
  );
}
