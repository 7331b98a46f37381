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
        The rounds played so far used the old input. Restart with the change (they go to the history as
        abandoned), or keep playing without it. The next round waits for your answer.
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
