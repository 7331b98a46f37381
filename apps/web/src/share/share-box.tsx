import { useState } from 'react';

/** A roll's share link, as a link to open or copy and a button that copies it. */
export function ShareBox({ url, seed }: { url: string; seed?: string | undefined }) {
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();
  return (
    <p className="share">
      <a href={url} className="share-link">
        Share link
      </a>
      <button
        type="button"
        onClick={() => {
          const clipboard = globalThis.navigator?.clipboard;
          if (!clipboard) return setCopied('no');
          clipboard.writeText(url).then(
            () => setCopied('yes'),
            () => setCopied('no'),
          );
        }}
      >
        Copy link
      </button>
      {seed ? <span className="muted"> Seed {seed}</span> : null}
      <span className="muted" aria-live="polite">
        {copied === 'yes' ? ' Copied.' : copied === 'no' ? ' Copying is not allowed here: use the link.' : ''}
      </span>
    </p>
  );
}
