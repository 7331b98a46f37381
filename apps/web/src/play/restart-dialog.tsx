import { useEffect, useRef } from 'react';

/**
 * Asks before an edit that changes the rules of a play going on (a modifier, a Will): restarting files the play so
 * far in the history as abandoned and starts again with the change; keeping it drops the edit. Names and labels
 * never ask: they keep the play.
 */
export function RestartDialog({ onRestart, onKeep }: { onRestart: () => void; onKeep: () => void }) {
  const restart = useRef<HTMLButtonElement>(null);
  useEffect(() => restart.current?.focus(), []);
  return (
    <div
      className="banner restart-dialog"
      role="alertdialog"
      aria-labelledby="restart-heading"
      aria-describedby="restart-text"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onKeep();
      }}
    >
      <h2 id="restart-heading">This edit changes the rules of the play</h2>
      <p id="restart-text">
        The contest under way was played with the old input. Restart it with the change (the rounds so far go
        to the history as abandoned), or keep playing without it.
      </p>
      <div className="actions">
        <button type="button" className="primary" ref={restart} onClick={onRestart}>
          Restart with the change
        </button>
        <button type="button" onClick={onKeep}>
          Keep playing
        </button>
      </div>
    </div>
  );
}
