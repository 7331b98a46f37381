import { useState } from 'react';

type Feedback = 'copied' | 'no-copy' | 'shared' | 'no-share' | undefined;

const MESSAGES: Record<Exclude<Feedback, undefined>, string> = {
  copied: ' Copied.',
  'no-copy': ' Copying is not allowed here: use the link.',
  shared: ' Shared.',
  'no-share': ' Sharing failed: copy the link instead.',
};

/** The Web Share API where the browser has one (phones, some desktops) and can share this link. */
function canShare(url: string): boolean {
  const nav = globalThis.navigator;
  if (typeof nav?.share !== 'function') return false;
  return typeof nav.canShare === 'function' ? nav.canShare({ url }) : true;
}

/**
 * A roll's share link, as a link to open or copy, a button that copies it, and, where the browser has a
 * share sheet (`navigator.share`), a Share button that opens it; with what a solo roll proves and what it does not.
 */
export function ShareBox({ url, seed }: { url: string; seed?: string | undefined }) {
  const [feedback, setFeedback] = useState<Feedback>();
  return (
    <>
      <p className="share">
        <a href={url} className="share-link">
          Share link
        </a>
        {canShare(url) ? (
          <button
            type="button"
            onClick={() => {
              globalThis.navigator.share({ title: 'Verdict roll', url }).then(
                () => setFeedback('shared'),
                // Closing the share sheet is a choice, not a failure.
                (error: unknown) =>
                  setFeedback((error as { name?: unknown })?.name === 'AbortError' ? undefined : 'no-share'),
              );
            }}
          >
            Share…
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => {
            const clipboard = globalThis.navigator?.clipboard;
            if (!clipboard) return setFeedback('no-copy');
            clipboard.writeText(url).then(
              () => setFeedback('copied'),
              () => setFeedback('no-copy'),
            );
          }}
        >
          Copy link
        </button>
        {seed ? <span className="muted"> Seed {seed}</span> : null}
        <span className="muted" aria-live="polite">
          {feedback ? MESSAGES[feedback] : ''}
        </span>
      </p>
      <p className="muted field-help share-trust">
        A solo roll is not proof: its link replays the roll from its seed and input, showing the result
        follows from them, but anyone can choose a seed until a result suits them. For rolls a table can
        trust, <a href="#/table">roll at a table</a>.
      </p>
    </>
  );
}
