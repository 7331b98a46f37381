import type { Registry } from '@verdict/core';
import type { RandomSource } from '@verdict/dice';
import type { JobExecutor } from '../compute/executor.js';
import type { Logger } from '../log.js';
import type { RoomsContext } from '../rooms/door.js';
import type { RegistryManifest } from '../routes/discovery.js';

/** Runs a task after the answer is sent (a timer on Node, `waitUntil` on edge workers). */
export type Later = (task: () => Promise<void>) => void;

/** What the Discord interactions endpoint needs; on when the app gets these (see `DISCORD_*` in config). */
export interface DiscordOptions {
  /** The application's public key, 64 hex characters (`DISCORD_PUBLIC_KEY`). */
  readonly publicKey: string;
  /** The application's id (`DISCORD_APPLICATION_ID`): follow-ups go to it (default: the interaction's). */
  readonly applicationId?: string;
  /** Discord's REST API base for follow-up edits (`DISCORD_API_BASE`, default https://discord.com/api/v10). */
  readonly apiBase?: string;
  /** Heavy commands (odds, deferred replies) per user per minute; 0 turns the limit off (default 20). */
  readonly heavyPerUserPerMinute?: number;
  /** How long buttons keep working, in milliseconds (default 15 minutes, Discord's follow-up window). */
  readonly buttonTtlMs?: number;
  /** Buttons remembered at once (default 10,000): a bound on memory. */
  readonly maxButtons?: number;
  /**
   * Runs work after the answer is sent (the follow-up of a deferred reply). On Node a timer is enough;
   * an edge worker passes its `waitUntil`.
   */
  readonly later?: Later;
  /** The `fetch` follow-ups use (default: the global one). */
  readonly fetch?: typeof fetch;
}

/** The endpoint's dependencies once the app has filled in its own. */
export interface DiscordContext {
  readonly registry: Registry;
  readonly random: RandomSource;
  readonly log: Logger;
  readonly now: () => number;
  readonly date: () => Date;
  /**
   * Where the engine's work runs: the API's job executor (inline when cheap, else in the worker pool under
   * the request deadline), the same as every HTTP route's.
   */
  readonly work: JobExecutor;
  /** The server's rooms, so a channel can be linked to one (`/verdict table link`). */
  readonly rooms?: RoomsContext;
  /** The registry's `describeRegistry`, when the caller has it already (else it is made from `registry`). */
  readonly manifest?: RegistryManifest;
}
