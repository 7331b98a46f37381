import type { FollowUpV1, OutcomeResponse } from '@verdict/core';
import { type DisplayLabels, outcomeLabel, stepText } from '@verdict/form';
import { DiceList } from './dice-list.js';
import { OutcomeFacts } from './outcome-facts.js';
import { tierClass } from './tier.js';

/** Options of {@link OutcomeView}. */
export interface OutcomeViewOptions {
  readonly response: OutcomeResponse;
  readonly title: string;
  /** The test's words for its values (from the manifest). */
  readonly labels?: DisplayLabels | undefined;
  /** Plays a follow-up test the outcome proposes. */
  readonly onFollowUp?: ((followUp: FollowUpV1) => void) | undefined;
}

/** An outcome: its label coloured by tier (a contest's winner by name), its numbers, the dice as faces, the reasoning, effects and follow-ups. */
export function OutcomeView({ response, title, labels, onFollowUp }: OutcomeViewOptions) {
  const { outcome } = response;
  const parties = outcome.parties;
  const followUps = outcome.followUps ?? [];
  // 1.0 systems offer a follow-up as an effect too; it is shown once, as the outcome's follow-up.
  const effects = outcome.effects.filter((effect) => !(effect.kind === 'follow-up' && followUps.length > 0));
  return (
    <article className={`outcome ${tierClass(outcome.tier)}`} aria-label={`Outcome of ${title}`}>
      <p className="outcome-title">{title}</p>
      <h3 className="outcome-label">{outcomeLabel(outcome, labels)}</h3>
      <OutcomeFacts outcome={outcome} labels={labels} />
      <h4>Dice</h4>
      <DiceList dice={response.dice} labels={labels} parties={parties} />
      <details className="steps" open>
        <summary>How it was decided</summary>
        <ol>
          {response.steps.map((step, index) => (
            <li key={index} className={`step step-${step.kind}`}>
              {stepText(step, labels, parties)}
            </li>
          ))}
        </ol>
      </details>
      {effects.length > 0 ? (
        <>
          <h4>Effects</h4>
          <ul className="effects">
            {effects.map((effect, index) => (
              <li key={index} className={`effect effect-${effect.kind}`}>
                {effect.text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {followUps.length > 0 && onFollowUp ? (
        <>
          <h4>Next</h4>
          <ul className="effects follow-ups">
            {followUps.map((followUp, index) => (
              <li key={index} className="effect effect-follow-up">
                {followUp.description ? <span>{followUp.description}</span> : null}{' '}
                <button type="button" className="follow-up" onClick={() => onFollowUp(followUp)}>
                  {followUp.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
