import { computeNotationOdds } from '../workers/compute-notation-odds.js';
import { computeTestOdds } from '../workers/compute-odds.js';
import type { OddsWorker } from '../workers/odds-client.js';
import type { OddsMessage, OddsReply } from '../workers/odds-request.js';
import { registry } from './render-app.js';

/**
 * A stand-in for the browser's Worker (jsdom has none) that runs the real odds code, answering only when the test
 * says so: the test plays the part of time, so a "long" computation is one not yet answered.
 */
export class HeldWorker implements OddsWorker {
  static made: HeldWorker[] = [];
  onmessage: ((event: MessageEvent<OddsReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly inbox: OddsMessage[] = [];
  terminated = false;
  constructor() {
    HeldWorker.made.push(this);
  }
  postMessage(message: OddsMessage): void {
    this.inbox.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** The worker made last. */
  static get latest(): HeldWorker {
    return HeldWorker.made.at(-1)!;
  }
  /** Works out the oldest message and posts its answer, as odds.worker.ts does. */
  answerNext(): void {
    const { id, request } = this.inbox.shift()!;
    const answer =
      request.kind === 'notation'
        ? computeNotationOdds(request.notation)
        : computeTestOdds(registry, request);
    if (!this.terminated) this.onmessage?.({ data: { id, answer } } as MessageEvent<OddsReply>);
  }
}
