/**
 * @module
 * The odds worker: the app's registry (the same systems as the page) and the dice engine, off the main thread, so
 * heavy odds (a 10,000-turn extended test, a contest, a big notation) never freeze the page. It answers each
 * message with its id; the page ignores stale answers, and terminates a worker still busy with one.
 */
import { withNotation } from '@verdict/room';
import { registry as systems } from '../composition/app-registry.js';
import { computeNotationOdds } from './compute-notation-odds.js';
import { computeTestOdds } from './compute-odds.js';
import type { OddsMessage, OddsReply } from './odds-request.js';

// The room's roll form asks for the odds of plain notation rolls as of a test (`dice`/`notation`).
const registry = withNotation(systems);

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<OddsMessage>) => void) | null;
  postMessage(message: OddsReply): void;
};

scope.onmessage = (event) => {
  const { id, request } = event.data;
  const answer =
    request.kind === 'notation' ? computeNotationOdds(request.notation) : computeTestOdds(registry, request);
  scope.postMessage({ id, answer });
};
