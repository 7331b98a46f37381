/**
 * What a Discord user reads when the engine's work was stopped or refused by the server rather than by the
 * test's rules: past the request deadline, no worker free in time, or a computation that exhausted its worker's
 * memory or stack (`deadline_exceeded`, `server_busy`, `worker_failed`, `limit_exceeded`), or a room's refusal
 * (any other problem below 500: a role, a closed room, a quota). Discord shows the problem's detail, which says
 * what to do.
 */
import { ProblemError } from '../http/problem.js';

/**
 * The text for a problem the server raised about the work itself, or undefined for anything else.
 *
 * @example
 * workProblemText(error); // '⌛ The computation took longer than this server's deadline of 2000 ms and was stopped: ask for less …'
 */
export function workProblemText(error: unknown): string | undefined {
  if (!(error instanceof ProblemError)) return undefined;
  const { code, detail } = error.problem;
  if (code === 'deadline_exceeded') return `⌛ ${detail}`.slice(0, 2000);
  if (code === 'server_busy') return `⏳ ${detail}`.slice(0, 2000);
  if (code === 'limit_exceeded' || code === 'worker_failed') return `⚠️ ${detail}`.slice(0, 2000);
  // The room's own refusals (a role, closed, log full, a quota): its problem's detail says why, in a deferred
  // answer as in an immediate one.
  if (error.problem.status < 500) return `⚠️ Room: ${detail}`.slice(0, 2000);
  return undefined;
}
