import type { DiceNeed, Registry } from '@verdict/core';
import type { DieRecord, RandomSource } from '@verdict/dice';
import type { DiscordCommandSet } from '@verdict/discord';
import type { JobExecutor } from '../compute/executor.js';
import type { RoomsContext } from '../rooms/door.js';
import type { ButtonStore } from './button-store.js';
import type { Deferrer } from './respond.js';
import type { TableLinks } from './tables.js';
import type { UserLimit } from './user-limit.js';

/** What a button replays, kept server-side under the id in its `custom_id`. */
export type ButtonRecord =
  | {
      readonly kind: 'test';
      readonly command: string;
      readonly subcommand: string;
      readonly input: Record<string, unknown>;
      readonly dice?: readonly number[];
      readonly private: boolean;
      readonly user: string;
    }
  | { readonly kind: 'roll'; readonly notation: string; readonly private: boolean; readonly user: string }
  | {
      readonly kind: 'step';
      readonly command: string;
      readonly subcommand: string;
      readonly input: Record<string, unknown>;
      readonly state: unknown;
      /** Entered dice not yet used: later rounds take theirs from here before rolling fresh ones. */
      readonly dice?: readonly number[];
      /** The dice the next round needs (from the previous round). */
      readonly needs: readonly DiceNeed[];
      readonly round: number;
      readonly log: readonly string[];
      /** The dice of the round just played, so the next round can show those it re-counts (`previousDice`). */
      readonly previous?: readonly DieRecord[];
      readonly private: boolean;
    };

/** Everything the interaction handlers share. */
export interface HandlerEnv {
  readonly registry: Registry;
  readonly random: RandomSource;
  /** Runs the engine's work: inline when cheap, else in the worker pool under the request deadline. */
  readonly work: JobExecutor;
  readonly commands: DiscordCommandSet;
  readonly store: ButtonStore;
  readonly limit: UserLimit;
  readonly deferrer: Deferrer;
  /** The server's rooms, for tables (channels linked to a room); absent without rooms. */
  readonly rooms?: RoomsContext;
  readonly links: TableLinks;
  /** The web app's origin (PUBLIC_URL, else the origin of the interaction's request), for links to its pages. */
  readonly webUrl?: string;
  /** Logs an unexpected error (a bug, or Discord unreachable). */
  readonly report: (message: string, error: unknown) => void;
}
