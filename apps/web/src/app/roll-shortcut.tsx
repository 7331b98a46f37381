/**
 * @module
 * The keyboard's way to the roll: a skip link, the first Tab stop of every page, that moves the focus to the
 * page's roll button (solo play's Roll, the room's "Roll into the log", or the banner of a request waiting for
 * you), and the shortcut Alt+R that presses it from anywhere. The buttons it knows carry
 * `aria-keyshortcuts="Alt+R"`, which is how assistive technology learns the shortcut too. A page without a roll
 * (open a table, verify) skips to its main content instead.
 */
import { useEffect, useState } from 'react';

/** The shortcut, as `aria-keyshortcuts` writes it (put on each roll button). */
export const ROLL_SHORTCUT = 'Alt+R';

/** The page's roll button now: the first shown one that carries the shortcut. */
function rollTarget(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(`[aria-keyshortcuts~="${ROLL_SHORTCUT}"]`)].find(
    (element) => element.getClientRects().length > 0,
  );
}

/** The skip link and the Alt+R shortcut, for every page. */
export function RollShortcut() {
  // Said once focused (it is off screen until then): the roll when the page has one, else the content.
  const [target, setTarget] = useState<'roll' | 'main'>('main');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.code !== 'KeyR') return;
      const button = rollTarget();
      if (!button) return;
      event.preventDefault();
      if (!(button as HTMLButtonElement).disabled) button.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const skip = () => {
    const button = rollTarget();
    const main = document.querySelector<HTMLElement>('main');
    const to = button ?? main;
    if (!to) return;
    if (!button) main?.setAttribute('tabindex', '-1');
    to.scrollIntoView({ block: 'center' });
    to.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className="skip-link"
      onFocus={() => setTarget(rollTarget() ? 'roll' : 'main')}
      onClick={skip}
    >
      {/* Its words leave out "Roll", so the roll button stays the one button of that name on the page. */}
      {target === 'roll'
        ? `Skip to the dice (${ROLL_SHORTCUT} throws them from anywhere)`
        : 'Skip to the content'}
    </button>
  );
}
