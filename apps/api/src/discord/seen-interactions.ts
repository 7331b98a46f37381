/**
 * Interaction ids already acted on, so a replayed signed interaction (Discord's signature stays valid for
 * the 5 minutes the endpoint accepts its timestamp) is acted on once. With rooms, the ids are kept in the
 * room store (`discord_interactions`), so a replay to another server on the same PostgreSQL database, or
 * after a restart, is refused too; without rooms, in this server's memory. Ids are kept 15 minutes, the
 * life of an interaction's token, longer than a replay can be signed for.
 */
import type { RoomStore } from '../rooms/door.js';

/** How long an id is remembered: an interaction token's life. */
export const SEEN_TTL_MS = 15 * 60_000;

export class SeenInteractions {
  readonly #memory = new Map<string, number>();

  constructor(
    private readonly store: RoomStore | undefined,
    private readonly now: () => number,
    private readonly maxInMemory = 100_000,
  ) {}

  /** True the first time an id is seen (within the TTL), false for a replay. */
  async claim(id: string): Promise<boolean> {
    const now = this.now();
    if (this.store) return this.store.claimInteraction(id.slice(0, 100), now, now - SEEN_TTL_MS);
    for (const [seen, at] of this.#memory) {
      if (at >= now - SEEN_TTL_MS && this.#memory.size < this.maxInMemory) break;
      this.#memory.delete(seen);
    }
    if (this.#memory.has(id)) return false;
    this.#memory.set(id, now);
    return true;
  }
}
