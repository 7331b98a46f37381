import type { Effect, OutcomeResponse } from '@verdict/core';
import { DiceList } from './dice-list.js';
import { OutcomeFacts } from './outcome-facts.js';
import { tierClass } from './tier.js';

/** A follow-up test an outcome offers (`{ kind: 'follow-up', text, test, input }`). */
export interface FollowUp {
  readonly text: string;
  readonly test: string;
  readonly input: unknown;
}

/** Options of {@link OutcomeView}. */
export interface OutcomeViewOptions {
  readonly response: OutcomeResponse;
  readonly title: string;
  /** Resolves a follow-up test the outcome offers. */
  readonly onFollowUp?: ((followUp: FollowUp) => void) | undefined;
  /** Titles of the system's tests, to name a follow-up's button. */
  readonly testTitles?: Readonly<Record<string, string>> | undefined;
}

/** An outcome: its label coloured by tier, its numbers, the dice as faces, the reasoning and the effects. */
export function OutcomeView({ response, title, onFollowUp, testTitles }: OutcomeViewOptions) {
  const { outcome } = response;
  return (
    <article className={`outcome ${tierClass(outcome.tier)}`} aria-label={`Outcome of ${title}`}>
      <p className="outcome-title">{title}</p>
      <h3 className="outcome-label">{outcome.label}</h3>
      <OutcomeFacts outcome={outcome} />
      <h4>Dice</h4>
      <DiceList dice={response.dice} />
      <details className="steps" open>
        <summary>How it was decided</summary>
        <ol>
          {response.steps.map((step, index) => (
            <li key={index} className={`step step-${step.kind}`}>
              {step.text}
            </li>
          ))}
        </ol>
      </details>
      {outcome.effects.length > 0 ? (
        <>
          <h4>Effects</h4>
          <ul className="effects">
            {outcome.effects.map((effect, index) => (
              <li key={index} className={`effect effect-${effect.kind}`}>
                <EffectItem effect={effect} onFollowUp={onFollowUp} testTitles={testTitles} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

function EffectItem({
  effect,
  onFollowUp,
  testTitles,
}: {
  effect: Effect;
  onFollowUp?: ((followUp: FollowUp) => void) | undefined;
  testTitles?: Readonly<Record<string, string>> | undefined;
}) {
  const followUp = asFollowUp(effect);
  if (!followUp || !onFollowUp) return <>{effect.text}</>;
  return (
    <>
      <span>{effect.text}</span>{' '}
      <button type="button" className="follow-up" onClick={() => onFollowUp(followUp)}>
        Roll {testTitles?.[followUp.test] ?? followUp.test}
      </button>
    </>
  );
}

/** The follow-up an effect offers, if it is one. */
export function asFollowUp(effect: Effect): FollowUp | undefined {
  if (effect.kind !== 'follow-up' || typeof effect.test !== 'string') return undefined;
  return { text: effect.text, test: effect.test, input: effect.input ?? {} };
}
