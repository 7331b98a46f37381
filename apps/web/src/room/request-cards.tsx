/**
 * @module
 * Requests waiting for this member, as cards answered with one press (the roll by its name, the input by its
 * schema's labels in `requestWords`' words, as the terminal says them, and its odds, headline first, when the
 * input is visible); a fresh client seed is made for each answer unless the player types their own (folded away
 * under "Client seed", as the roll form offers it). A request in parts asks for the player's
 * part (from a saved character for its test, or typed: `RequestPart`), its odds over the merged input when the
 * GM's part is in the open (none for a hidden one). The forms' state and rules are `@verdict/room`'s
 * `createAnswerForms`; this file draws them.
 */
import type { Registry } from '@verdict/core';
import { createAnswerForms, type RoomActions, type WaitingRequest } from '@verdict/room';
import { useMemo, useSyncExternalStore } from 'react';
import { CHARACTERS_KEY, isCharacter } from '../characters/character.js';
import { useStoredList } from '../storage/local-store.js';
import { freshClientSeed } from './api.js';
import { Problem } from './problem.js';
import { requestCardId, requestRollId } from './request-banner.js';
import { RequestOdds } from './request-odds.js';
import { RequestPart } from './request-part.js';

/** The requests waiting for this member (the room view's `waiting`), answered through its `answer` action. */
export function RequestCards(props: {
  waiting: readonly WaitingRequest[];
  registry: Registry;
  answer: RoomActions['answer'];
}) {
  const forms = useMemo(
    () => createAnswerForms({ registry: props.registry, freshSeed: freshClientSeed }),
    [props.registry],
  );
  useSyncExternalStore(forms.subscribe, forms.getSnapshot);
  const [characters] = useStoredList(CHARACTERS_KEY, isCharacter);
  if (props.waiting.length === 0) return null;
  // `rounds`: answered round by round (the card's `answerRounds`), its rounds then played in the rounds panel.
  const answer = async (waiting: WaitingRequest, rounds?: WaitingRequest['answerRounds']) => {
    const { wrong } = await forms.submit(waiting, {
      answer: props.answer,
      characters,
      ...(rounds ? { rounds } : {}),
    });
    // Nothing was sent: the fields say what is missing, and the first takes the focus.
    if (wrong) document.getElementById(`request-${waiting.seq}-${wrong}`)?.focus();
  };
  return (
    <section className="panel room-requests" aria-labelledby="requests-heading">
      <h2 id="requests-heading">Asked of you</h2>
      <ul className="request-cards">
        {props.waiting.map((waiting) => {
          const { request, words, asks, inputLabel, answerRounds } = waiting;
          const card = forms.card(waiting, characters);
          return (
            <li key={request.seq} id={requestCardId(request.seq)} className="request-card">
              <p>{asks}</p>
              {request.input === undefined ? null : (
                <p className="request-input">
                  {inputLabel}: {words.input}
                </p>
              )}
              {card.part ? (
                <RequestPart
                  seq={request.seq}
                  part={card.part}
                  onCharacter={(id) => forms.chooseCharacter(request.seq, id)}
                  onType={(field, text) => forms.type(request.seq, field, text)}
                />
              ) : null}
              {card.oddsWait ? (
                <p className="field-help">The odds show once your part is filled in.</p>
              ) : (
                <RequestOdds
                  registry={props.registry}
                  request={request}
                  {...(card.oddsInput === undefined ? {} : { input: card.oddsInput })}
                />
              )}
              <details className="request-seed">
                <summary>Client seed</summary>
                <div className="field">
                  <label htmlFor={`request-${request.seq}-seed`}>Your client seed for #{request.seq}</label>
                  <input
                    type="text"
                    id={`request-${request.seq}-seed`}
                    value={card.seed}
                    maxLength={128}
                    spellCheck={false}
                    onChange={(e) => forms.setSeed(request.seq, e.target.value)}
                  />
                  <p className="field-help">Your part of the dice: fresh and random unless you type one.</p>
                </div>
              </details>
              <button
                type="button"
                id={requestRollId(request.seq)}
                className="primary"
                disabled={card.busy}
                onClick={() => void answer(waiting)}
              >
                Roll #{request.seq}
              </button>
              {answerRounds.allowed ? (
                <button type="button" disabled={card.busy} onClick={() => void answer(waiting, answerRounds)}>
                  Answer #{request.seq} round by round
                </button>
              ) : null}
              <Problem text={card.problem} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
