/**
 * @module
 * Requests waiting for this member, as cards answered with one press (the roll by its name, the input by its
 * schema's labels in `requestWords`' words, as the terminal says them, and its odds, headline first, when the
 * input is visible); a fresh client seed is made for each answer.
 */
import type { Registry } from '@verdict/core';
import type { RequestEntry } from '@verdict/fair';
import { requestWords } from '@verdict/room';
import { useState } from 'react';
import { type Appended, freshClientSeed } from './api.js';
import { RequestOdds } from './request-odds.js';

/** The open requests for this member. */
export function RequestCards(props: {
  requests: readonly RequestEntry[];
  names: ReadonlyMap<string, string>;
  registry: Registry;
  post: (route: string, body: object) => Promise<Appended>;
}) {
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<number>();
  if (props.requests.length === 0) return null;
  const answer = async (request: RequestEntry) => {
    setBusy(request.seq);
    setProblem(undefined);
    try {
      await props.post('rolls', { request: request.seq, clientSeed: freshClientSeed() });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <section className="panel room-requests" aria-labelledby="requests-heading">
      <h2 id="requests-heading">Asked of you</h2>
      <ul className="request-cards">
        {props.requests.map((request) => {
          const words = requestWords(request, props.registry);
          return (
            <li key={request.seq} className="request-card">
              <p>
                <strong>{props.names.get(request.by ?? '') ?? 'The GM'}</strong> asks you to roll {words.roll}
                {request.input === undefined ? ' against a hidden difficulty' : ''}
                {request.note ? `: “${request.note}”` : ''}
              </p>
              {request.input === undefined ? null : <p className="request-input">Input: {words.input}</p>}
              <RequestOdds registry={props.registry} request={request} />
              <button
                type="button"
                className="primary"
                disabled={busy !== undefined}
                onClick={() => void answer(request)}
              >
                Roll #{request.seq}
              </button>
            </li>
          );
        })}
      </ul>
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
