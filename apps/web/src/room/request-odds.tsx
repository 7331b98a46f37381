/**
 * @module
 * The exact odds of a request whose input is in the open, on its card: the headline first (the chance of each kind
 * of result, then the test's own numbers), then every outcome as bars.
 */
import type { Registry } from '@verdict/core';
import type { RequestEntry } from '@verdict/fair';
import { LiveOdds } from '../odds/live-odds.js';
import { testName } from '../odds/test-name.js';
import { useOdds } from '../odds/use-odds.js';

/**
 * A visible request's odds, worked out in the odds worker as the solo page's are (in the page where there are no
 * workers), so a heavy request never freezes the room; "Computing the odds…" is said while they take a moment.
 * The headline is named for the request ("Headline odds of request #4: Check (d20 roll-under)"). Nothing for a
 * hidden difficulty. What the engine refuses is said in its words.
 *
 * @example
 * <RequestOdds registry={registry} request={request} />
 */
export function RequestOdds({
  registry,
  request,
  input = request.input,
}: {
  registry: Registry;
  request: RequestEntry;
  /** The input to work the odds of: a request in parts' merged with the player's part. */
  input?: unknown;
}) {
  const visible = request.input !== undefined;
  const { result, stale } = useOdds(registry, request.system, request.test, input, visible);
  if (!visible) return null;
  return (
    <LiveOdds
      result={result}
      stale={stale}
      of={`request #${request.seq}: ${testName(registry, request.system, request.test)}`}
      className="request-odds"
      refusedPrefix="No odds: "
    />
  );
}
