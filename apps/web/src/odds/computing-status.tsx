import { useEffect, useState } from 'react';

/** How long odds may take before "Computing…" is said: quick ones (most) never flash it. */
export const COMPUTING_DELAY_MS = 250;

/**
 * A polite live region saying the odds are being worked out, once they have taken more than a moment; the region
 * is always there (empty when idle), so screen readers announce it when it speaks.
 */
export function ComputingStatus({ busy, what = 'the odds' }: { busy: boolean; what?: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), COMPUTING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <p className="odds-computing" role="status" aria-live="polite">
      {busy && shown ? `Computing ${what}…` : ''}
    </p>
  );
}
