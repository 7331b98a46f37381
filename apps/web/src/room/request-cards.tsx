/**
 * @module
 * Requests waiting for this member, as cards answered with one press (the roll by its name, the input by its
 * schema's labels in `requestWords`' words, as the terminal says them, and its odds, headline first, when the
 * input is visible); a fresh client seed is made for each answer unless the player types their own (folded away
 * under "Client seed", as the roll form offers it). A request in parts asks for the player's
 * part (from a saved character for its test, or typed: `RequestPart`), its odds over the merged input when the
 * GM's part is in the open (none for a hidden one).
 */
import type { Registry } from '@verdict/core';
import type { RequestEntry } from '@verdict/fair';
import { answerProblem, partIssues, type RoomActions, type WaitingRequest } from '@verdict/room';
import { useState } from 'react';
import { CHARACTERS_KEY, isCharacter } from '../characters/character.js';
import { useStoredList } from '../storage/local-store.js';
import { freshClientSeed } from './api.js';
import { requestCardId, requestRollId } from './request-banner.js';
import { RequestOdds } from './request-odds.js';
import { mergedPart, partOf, RequestPart } from './request-part.js';

const inParts = (request: RequestEntry): request is RequestEntry & { fixes: readonly string[] } =>
  request.fixes !== undefined;

/** The requests waiting for this member (the room view's `waiting`), answered through its `answer` action. */
export function RequestCards(props: {
  waiting: readonly WaitingRequest[];
  registry: Registry;
  answer: RoomActions['answer'];
}) {
  // Per request: a refused answer, in the test's words (cleared when the player types again).
  const [problems, setProblems] = useState<Readonly<Record<number, string>>>({});
  // Per request: the fields the player has typed in, and whether Roll was pressed: only then are errors shown.
  const [touched, setTouched] = useState<Readonly<Record<number, ReadonlySet<string>>>>({});
  const [tried, setTried] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number>();
  const [characters] = useStoredList(CHARACTERS_KEY, isCharacter);
  // Per request: the character chosen (by id; '' for none) and the fields typed over it.
  const [chosen, setChosen] = useState<Readonly<Record<number, string>>>({});
  const [typed, setTyped] = useState<Readonly<Record<number, Readonly<Record<string, string>>>>>({});
  // Per request: the client seed the player typed ('' or absent: a fresh random one).
  const [seeds, setSeeds] = useState<Readonly<Record<number, string>>>({});
  if (props.waiting.length === 0) return null;
  const mine = (request: RequestEntry) =>
    characters.filter((c) => c.system === request.system && c.test === request.test);
  const characterOf = (request: RequestEntry) => chosen[request.seq] ?? mine(request)[0]?.id ?? '';
  const partFor = (request: RequestEntry & { fixes: readonly string[] }) => {
    const character = mine(request).find((c) => c.id === characterOf(request));
    return mergedPart(partOf(character, request.fixes), typed[request.seq] ?? {});
  };
  const issuesOf = (request: RequestEntry & { fixes: readonly string[] }) =>
    partIssues(props.registry, request, partFor(request));
  // `rounds`: answered round by round (the card's `answerRounds`), its rounds then played in the rounds panel.
  const answer = async (request: RequestEntry, rounds?: WaitingRequest['answerRounds']) => {
    if (inParts(request)) {
      const wrong = Object.keys(issuesOf(request));
      if (wrong.length > 0) {
        // Nothing is sent: the fields say what is missing, and the first takes the focus.
        setTried((t) => new Set(t).add(request.seq));
        document.getElementById(`request-${request.seq}-${wrong[0]}`)?.focus();
        return;
      }
    }
    setBusy(request.seq);
    setProblems((p) => ({ ...p, [request.seq]: '' }));
    try {
      const input = inParts(request) ? { input: partFor(request) } : {};
      const clientSeed = seeds[request.seq]?.trim() || freshClientSeed();
      if (rounds) await rounds.run(input.input);
      else await props.answer.run(request.seq, { ...input, clientSeed });
    } catch (error) {
      setProblems((p) => ({ ...p, [request.seq]: answerProblem(props.registry, request, error) }));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <section className="panel room-requests" aria-labelledby="requests-heading">
      <h2 id="requests-heading">Asked of you</h2>
      <ul className="request-cards">
        {props.waiting.map(({ request, words, asks, inputLabel, answerRounds }) => {
          const parts = inParts(request) ? request : undefined;
          const issues = parts ? issuesOf(parts) : {};
          const complete = Object.keys(issues).length === 0;
          const shown = Object.fromEntries(
            Object.entries(issues).filter(
              ([field]) => tried.has(request.seq) || touched[request.seq]?.has(field),
            ),
          );
          const merged =
            parts && request.input !== undefined && complete
              ? { ...partFor(parts), ...(request.input as object) }
              : undefined;
          const problem = problems[request.seq];
          return (
            <li key={request.seq} id={requestCardId(request.seq)} className="request-card">
              <p>{asks}</p>
              {request.input === undefined ? null : (
                <p className="request-input">
                  {inputLabel}: {words.input}
                </p>
              )}
              {parts ? (
                <RequestPart
                  request={parts}
                  registry={props.registry}
                  characters={mine(request)}
                  character={characterOf(request)}
                  typed={typed[request.seq] ?? {}}
                  issues={shown}
                  onCharacter={(id) => {
                    setChosen((c) => ({ ...c, [request.seq]: id }));
                    setTyped((t) => ({ ...t, [request.seq]: {} }));
                    setProblems((p) => ({ ...p, [request.seq]: '' }));
                  }}
                  onType={(field, text) => {
                    setTyped((t) => ({ ...t, [request.seq]: { ...t[request.seq], [field]: text } }));
                    setTouched((t) => ({ ...t, [request.seq]: new Set(t[request.seq]).add(field) }));
                    setProblems((p) => ({ ...p, [request.seq]: '' }));
                  }}
                />
              ) : null}
              {parts && request.input !== undefined && !complete ? (
                <p className="field-help">The odds show once your part is filled in.</p>
              ) : (
                <RequestOdds
                  registry={props.registry}
                  request={request}
                  {...(merged === undefined ? {} : { input: merged })}
                />
              )}
              <details className="request-seed">
                <summary>Client seed</summary>
                <div className="field">
                  <label htmlFor={`request-${request.seq}-seed`}>Your client seed for #{request.seq}</label>
                  <input
                    type="text"
                    id={`request-${request.seq}-seed`}
                    value={seeds[request.seq] ?? ''}
                    maxLength={128}
                    spellCheck={false}
                    onChange={(e) => setSeeds((t) => ({ ...t, [request.seq]: e.target.value }))}
                  />
                  <p className="field-help">Your part of the dice: fresh and random unless you type one.</p>
                </div>
              </details>
              <button
                type="button"
                id={requestRollId(request.seq)}
                className="primary"
                disabled={busy !== undefined}
                onClick={() => void answer(request)}
              >
                Roll #{request.seq}
              </button>
              {answerRounds.allowed ? (
                <button
                  type="button"
                  disabled={busy !== undefined}
                  onClick={() => void answer(request, answerRounds)}
                >
                  Answer #{request.seq} round by round
                </button>
              ) : null}
              {problem ? (
                <p className="problem" role="alert">
                  {problem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
