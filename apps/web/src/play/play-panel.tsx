import type { InputIssue, TestManifest } from '@verdict/core';
import { useEffect, useRef, useState } from 'react';
import { DiceEntry, DiceEntrySubmit, describeNeed, needsAnyDie } from '../dice-entry/dice-entry.js';
import { OddsSummary } from '../odds/odds-summary.js';
import type { OddsResult } from '../odds/use-odds.js';
import { type FollowUp, OutcomeView } from '../outcome/outcome-view.js';
import { ShareBox } from '../share/share-box.js';
import { ActionBar, revealOutcome } from './action-bar.js';
import type { RollRecord } from './roll-record.js';
import { RoundsLog } from './rounds-log.js';
import type { PlayTarget, usePlay } from './use-play.js';

/** Options of {@link PlayPanel}. */
export interface PlayPanelOptions {
  readonly target: PlayTarget;
  readonly test: TestManifest;
  /** Problems with the input; a roll is refused until there are none. */
  readonly issues: readonly InputIssue[];
  readonly play: ReturnType<typeof usePlay>;
  readonly testTitles: Readonly<Record<string, string>>;
  readonly onFollowUp: (followUp: FollowUp) => void;
  readonly shareUrl: (record: RollRecord) => string;
  /** The odds of the current input, summed up beside the buttons on a phone. */
  readonly odds: OddsResult;
}

/**
 * Where the dice are rolled: "Roll" (all at once), "Next round" for contests and extended tests, real dice
 * entry, and the outcome announced in a status region. The buttons are in an {@link ActionBar}, fixed to the
 * bottom of a phone's screen.
 */
export function PlayPanel({
  target,
  test,
  issues,
  play,
  testTitles,
  onFollowUp,
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
  const guard = (action: () => void) => () => {
    reveal.current = true;
    setRefused(!valid);
    if (valid) action();
  };
  const inProgress = view.kind === 'rounds';
  const needs = realDice && valid ? play.needsFor(target, view, test.rounds) : undefined;
  const problem = view.kind === 'problem' || view.kind === 'rounds' ? view.problem : undefined;
  const diceProblem = problem?.issues.some((i) => i.path[0] === 'dice') ? problem : undefined;
  const roundsSoFar = view.kind === 'rounds' ? view.rounds.length : 0;
  const diceLabel = test.rounds ? `Play round ${roundsSoFar + 1} with these dice` : 'Resolve with these dice';
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
      {realDice ? (
        needs === undefined ? null : needs.ok ? (
          <DiceEntry
            key={`${needs.value.map(describeNeed).join()}-${roundsSoFar}`}
            needs={needs.value}
            submitLabel={diceLabel}
            submitOutside
            issues={diceProblem?.issues}
            onSubmit={(faces) => {
              reveal.current = true;
              if (test.rounds) play.playRound(target, view, faces);
              else play.roll(target, faces);
            }}
          />
        ) : (
          <p className="problem">{needs.problem.message}</p>
        )
      ) : null}
      <ActionBar barRef={barRef} summary={<OddsSummary result={odds} />}>
        {realDice ? (
          needs?.ok && needsAnyDie(needs.value) ? (
            <DiceEntrySubmit label={diceLabel} />
          ) : null
        ) : (
          <>
            <button type="button" className="primary roll" onClick={guard(() => play.roll(target))}>
              Roll
            </button>
            {test.rounds ? (
              <button type="button" onClick={guard(() => play.playRound(target, view))}>
                Next round
              </button>
            ) : null}
            {inProgress && view.record.seed ? (
              <button
                type="button"
                onClick={() => {
                  reveal.current = true;
                  play.finishRounds(view);
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
        ) : view.kind === 'rounds' ? (
          <p>
            Round {view.rounds.length} played; the test goes on.{' '}
            {view.rounds.at(-1)?.steps.at(-1)?.text ?? ''}
          </p>
        ) : view.kind === 'done' ? (
          <OutcomeView
            response={view.played.response}
            title={`${view.replayed === 'link' ? 'Shared roll: ' : view.replayed === 'history' ? 'From the history: ' : ''}${testTitles[view.played.record.test] ?? view.played.record.test}`}
            onFollowUp={onFollowUp}
            testTitles={testTitles}
          />
        ) : (
          <p className="muted">Roll to see the outcome.</p>
        )}
      </div>
      {view.kind === 'rounds' ? <RoundsLog rounds={view.rounds} level={3} /> : null}
      {view.kind === 'done' && view.played.rounds ? (
        <details className="rounds-details">
          <summary>Round by round</summary>
          <RoundsLog rounds={view.played.rounds} />
        </details>
      ) : null}
      {view.kind === 'done' ? (
        <ShareBox url={shareUrl(view.played.record)} seed={view.played.record.seed} />
      ) : null}
    </section>
  );
}
