/**
 * @module
 * The dice box: any dice notation (`2d20kh1+5`), rolled with every die shown and marked, and its exact odds
 * (`@verdict/dice`'s `notationOdds`, computed in the odds worker) as a chart and a table with "At least" and "At
 * most". A chunk of its own, loaded when opened (`#/dice`), so the first load stays small.
 */
import { DiceError, parseNotation, type RollResponse, rollDice } from '@verdict/dice';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ComputingStatus } from '../odds/computing-status.js';
import { OddsExtras } from '../odds/odds-extras.js';
import { headlineName, OddsHeadline } from '../odds/odds-headline.js';
import { useOddsRequest } from '../odds/use-odds-request.js';
import { computeNotationOdds } from '../workers/compute-notation-odds.js';
import type { OddsRequest } from '../workers/odds-request.js';
import { addDie, TAP_DICE } from './add-die.js';
import { diceHash, parseDiceRoute } from './dice-route.js';
import { NotationField, type NotationProblem } from './notation-field.js';
import { OddsAccuracyNote } from './odds-accuracy-note.js';
import { sessionRolls } from './roll-history.js';
import { RolledDice } from './rolled-dice.js';
import './dice-box.css';

/** What the box starts with when the address names no notation. */
export const FIRST_NOTATION = '2d20kh1+5';

type NotationRequest = Extract<OddsRequest, { kind: 'notation' }>;
const inline = (request: NotationRequest) => computeNotationOdds(request.notation);

/** The notation's parse problem, if any: the dice engine's message, character and did-you-mean. */
function problemOf(notation: string): NotationProblem | undefined {
  try {
    parseNotation(notation);
    return undefined;
  } catch (error) {
    if (error instanceof DiceError) {
      return {
        message: error.message,
        ...(error.position === undefined ? {} : { position: error.position }),
        ...(error.suggestion === undefined ? {} : { suggestion: error.suggestion }),
      };
    }
    return { message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The dice box page: the notation field with its parse errors, Roll, the dice rolled, and the exact odds.
 *
 * @example
 * <DiceBoxPage notation="4d6kh3" />
 */
export default function DiceBoxPage({ notation: initial }: { notation?: string | undefined }) {
  const [text, setText] = useState(initial ?? FIRST_NOTATION);
  const [rolled, setRoll] = useState<{ notation: string; response?: RollResponse; problem?: string }>();
  // A roll belongs to its notation: another notation's odds are never shown beside it.
  const roll = rolled?.notation === text ? rolled : undefined;
  // The address can change in this tab (a link, Back, an edited address): the box follows it.
  useEffect(() => {
    const follow = () => {
      const notation = parseDiceRoute(globalThis.location.hash)?.notation;
      if (notation !== undefined) setText(notation);
    };
    globalThis.addEventListener('hashchange', follow);
    globalThis.addEventListener('popstate', follow);
    return () => {
      globalThis.removeEventListener('hashchange', follow);
      globalThis.removeEventListener('popstate', follow);
    };
  }, []);
  const problem = useMemo(() => problemOf(text), [text]);
  const request = useMemo<NotationRequest | undefined>(
    () => (problem ? undefined : { kind: 'notation', notation: text }),
    [problem, text],
  );
  const odds = useOddsRequest(inline, request);

  const change = (value: string) => {
    setText(value);
    // The address keeps the notation, for a reload or a link (no new history entry per keystroke).
    globalThis.history?.replaceState(null, '', diceHash(value));
  };
  const past = useSyncExternalStore(sessionRolls.subscribe, sessionRolls.getSnapshot);
  const doRoll = (notation = text) => {
    try {
      const response = rollDice({ notation });
      setRoll({ notation, response });
      sessionRolls.add({ notation, total: response.total });
    } catch (error) {
      setRoll({ notation, problem: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="app dice-box-page">
      <header className="top">
        <h1>Dice box</h1>
        <p className="tagline">Any dice notation, rolled, with its exact odds</p>
      </header>
      <main className="layout">
        <div className="column">
          <section className="panel" aria-labelledby="dice-box-heading">
            <h2 id="dice-box-heading">Notation</h2>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!problem) doRoll();
              }}
            >
              <NotationField value={text} onChange={change} problem={problem} />
              <fieldset className="tap-dice">
                <legend className="visually-hidden">Tap to add a die</legend>
                {TAP_DICE.map((sides) => (
                  <button
                    key={sides}
                    type="button"
                    aria-label={`Add a d${sides}`}
                    onClick={() => change(addDie(text, sides))}
                  >
                    d{sides}
                  </button>
                ))}
              </fieldset>
              <div className="actions">
                <button type="submit" className="primary roll" disabled={problem !== undefined}>
                  Roll
                </button>
              </div>
            </form>
            <div role="status" aria-label="Dice rolled" className="dice-box-roll">
              {roll?.response ? (
                <>
                  <p className="dice-box-total">
                    <span className="muted">{roll.response.notation}</span>{' '}
                    <strong>{roll.response.total}</strong>
                  </p>
                  {roll.response.labels ? (
                    <p className="muted">
                      {roll.response.labels.map((l) => `${l.label} ${l.value}`).join(' · ')}
                    </p>
                  ) : null}
                  <RolledDice roll={roll.response} />
                  {roll.response.comment ? <p className="muted">{roll.response.comment}</p> : null}
                </>
              ) : roll?.problem ? (
                <p className="problem">{roll.problem}</p>
              ) : (
                <p className="muted">Roll to see every die.</p>
              )}
            </div>
            {past.length > 0 ? (
              <>
                <h3 id="dice-history-heading">Rolls this session</h3>
                <ol className="dice-history" aria-labelledby="dice-history-heading">
                  {past.map((old, index) => (
                    // Rolls repeat (the same notation, even the same total); their order is their identity.
                    <li key={past.length - index}>
                      <button
                        type="button"
                        onClick={() => {
                          change(old.notation);
                          doRoll(old.notation);
                        }}
                      >
                        {`${old.notation}: ${old.total}`}
                        {/* The visible words start the name (WCAG's label in name); what a click does follows. */}
                        <span className="visually-hidden"> (roll it again)</span>
                      </button>
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </section>
        </div>
        <div className="column">
          <section className="panel odds" aria-labelledby="dice-odds-heading">
            <h2 id="dice-odds-heading">Exact odds</h2>
            <ComputingStatus busy={odds.stale} />
            <div className="odds-content" aria-busy={odds.stale}>
              {odds.result === undefined ? (
                odds.stale ? null : (
                  <p className="muted">Fix the notation to see its odds.</p>
                )
              ) : odds.result.ok ? (
                <>
                  <OddsHeadline
                    facts={odds.result.headline}
                    name={headlineName(odds.result.value.notation)}
                  />
                  <OddsAccuracyNote odds={odds.result.value} />
                  <OddsExtras facts={odds.result.facts} tables={odds.result.tables} idPrefix="dice-odds" />
                  {'truncated' in odds.result.value && odds.result.value.truncated ? (
                    <p className="muted">
                      Exploding dice explode forever; their series is cut once less than 1e-12 is left (
                      {odds.result.value.truncated.toExponential(1)} left out).
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="problem">{odds.result.problem.message}</p>
              )}
            </div>
          </section>
        </div>
      </main>
    </div>
  );
}
