import { type ReactNode, type RefObject, useEffect } from 'react';

/** The CSS property giving the height of the phone's action bar, so the page can leave room for it. */
const HEIGHT_PROPERTY = '--action-bar-height';

/** Options of {@link ActionBar}. */
export interface ActionBarOptions {
  readonly barRef: RefObject<HTMLDivElement | null>;
  /** A one-line summary of the odds, shown on phones only (the odds panel is out of sight there). */
  readonly summary: ReactNode;
  /** The play's buttons: Roll, Next round, Play the rest, or the real dice entry's submit. */
  readonly children: ReactNode;
}

/**
 * The play's buttons. On a wide screen they sit in the play area; on a phone (styles.css, `max-width: 700px`)
 * the same buttons, with a summary of the odds, are fixed to the bottom of the screen within reach of a thumb,
 * while the page keeps room for them below its content (`--action-bar-height`).
 */
export function ActionBar({ barRef, summary, children }: ActionBarOptions) {
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(HEIGHT_PROPERTY, `${isFloating(bar) ? bar.offsetHeight : 0}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [barRef]);
  return (
    <div className="action-bar" ref={barRef}>
      <div className="action-bar-summary">{summary}</div>
      <div className="actions">{children}</div>
    </div>
  );
}

/** Whether the bar is fixed to the bottom of the screen (a phone) rather than in the play area. */
export function isFloating(bar: HTMLElement): boolean {
  return getComputedStyle(bar).position === 'fixed';
}

/**
 * After a roll from the floating bar, brings the outcome into view if it is off screen (at once under
 * `prefers-reduced-motion`, smoothly otherwise). Screen readers hear it from its status region anyway.
 */
export function revealOutcome(bar: HTMLElement | null, status: HTMLElement | null): void {
  if (!bar || !status || !isFloating(bar)) return;
  const { top } = status.getBoundingClientRect();
  const visibleBottom = globalThis.innerHeight - bar.offsetHeight;
  if (top >= 0 && top < visibleBottom - 48) return;
  const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  status.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}
