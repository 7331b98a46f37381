/**
 * @module
 * A request waiting for me, wherever I am on the page: a banner with who asks, the roll and the GM's note
 * (`@verdict/room`'s `requestSentence`), and one button that brings its card into view with the focus on what to do
 * next (the first field of my part left empty, else the card's Roll button); so answering is two presses. On a phone
 * the banner takes the place of the fixed roll bar until the request is answered (room.css). A request arriving is
 * announced in a live region and, where the browser allows it after a tap, by a short vibration.
 */
import { type RoomScreen, requestSentence } from '@verdict/room';
import { useEffect } from 'react';
import { ROLL_SHORTCUT } from '../app/roll-shortcut.js';

/** The ids of a request card and its Roll button (request-cards.tsx draws them). */
export const requestCardId = (seq: number) => `request-${seq}`;
export const requestRollId = (seq: number) => `request-${seq}-roll`;

/** Brings a request's card into view, focused where the answer goes on. */
export function goToRequest(seq: number): void {
  const card = document.getElementById(requestCardId(seq));
  if (!card) return;
  const empty = [...card.querySelectorAll<HTMLInputElement>('.request-part input')].find(
    (input) => input.value.trim() === '',
  );
  const target = empty ?? document.getElementById(requestRollId(seq)) ?? card;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/** A short buzz on a new request, where the browser allows it (after the page had a tap, never before). */
function buzz(): void {
  const nav = globalThis.navigator as Navigator | undefined;
  if (!nav?.userActivation?.hasBeenActive || typeof nav.vibrate !== 'function') return;
  try {
    nav.vibrate(200);
  } catch {
    // Not allowed here: the banner and the live region still say it.
  }
}

/**
 * The banner for the requests waiting for me (the room view's `waiting`, oldest first): the oldest is shown, with
 * how many more wait. The newest arrival (the view's `arrived`) is announced, and buzzed once.
 *
 * @example
 * <RequestBanner waiting={screen.waiting} arrived={screen.arrived} />
 */
export function RequestBanner({ waiting, arrived }: Pick<RoomScreen, 'waiting' | 'arrived'>) {
  useEffect(() => {
    if (arrived) buzz();
  }, [arrived]);
  const first = waiting[0];
  return (
    <>
      <div className="visually-hidden" role="status">
        {arrived?.text}
      </div>
      {first ? (
        <section className="request-banner" aria-label="Waiting for you">
          <p className="request-banner-text">
            {requestSentence(first)}
            {waiting.length > 1 ? <span className="muted"> (and {waiting.length - 1} more)</span> : null}
          </p>
          <button
            type="button"
            className="primary"
            aria-keyshortcuts={ROLL_SHORTCUT}
            onClick={() => goToRequest(first.seq)}
          >
            Answer {first.from}’s request (#{first.seq})
          </button>
        </section>
      ) : null}
    </>
  );
}
