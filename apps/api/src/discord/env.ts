import type { PlaySession, Registry } from '@verdict/core';
import type { RandomSource } from '@verdict/dice';
import type { DiscordCommandSet } from '@verdict/discord';
import type { JobExecutor } from '../compute/executor.js';
import type { RoomsContext } from '../rooms/door.js';
import type { RegistryManifest } from '../routes/discovery.js';
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
      /** A test played round by round (`by_round`): the play controller's session between two presses. */
      readonly kind: 'play';
      readonly command: string;
      readonly subcommand: string;
      /** The play so far, as the play controller keeps it (plain JSON: the rounds, the seed, the state). */
      readonly session: PlaySession;
      /** Entered dice not yet used: later rounds take theirs from here before rolling fresh ones. */
      readonly dice?: readonly number[];
      /** The GM's choices for the next round, as made so far (unset ones: as the test says). */
      readonly choices?: unknown;
      /** Who makes the GM's choices: the GM of the channel's room (who linked it), else who started the play. */
      readonly gm: string;
      /** Who started the play (they and the GM may finish it at once). */
      readonly user: string;
      /** Whether the last round re-counted dice of the round before (`previousDice`), to show them again. */
      readonly recounted?: boolean;
      readonly private: boolean;
    };

/** Everything the interaction handlers share. */
export interface HandlerEnv {
  readonly registry: Registry;
  readonly random: RandomSource;
  /** Runs the engine's work: inline when cheap, else in the worker pool under the request deadline. */
  readonly work: JobExecutor;
  readonly commands: DiscordCommandSet;
  /** The registry's manifest (`describeRegistry`), made once: the commands and the rounds' choices schemas. */
  readonly manifest: RegistryManifest;
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
