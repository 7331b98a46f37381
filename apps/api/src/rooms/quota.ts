/**
 * Storage quotas (issue 33.5): how many bytes of room entries one client address may write in a day, and the
 * free space the storage keeps for the rooms that exist. The rate limit counts requests; these count what
 * stays on disk, so no one address fills it, and when it fills anyway, new rooms are refused first while the
 * rooms in play keep taking rolls and members until the disk is really full (then 507 `storage_full`).
 *
 * The day is a sliding 24 hours, in hourly buckets per address, kept in memory (like the rate limit: per
 * server, forgotten at a restart) for at most {@link MAX_CLIENTS} addresses.
 */
import { problemOf } from '../http/errors.js';

/** The quotas' settings (`STORAGE_CLIENT_BYTES_PER_DAY`, `STORAGE_RESERVE_BYTES`; 0 turns either off). */
export interface StorageQuotaOptions {
  /** Bytes of entries one client address may write in 24 hours (0: no quota). */
  readonly bytesPerClientPerDay: number;
  /** Free bytes kept on the storage: below them, no new room (0: none kept). */
  readonly reserveBytes: number;
  /**
   * Free bytes where the rooms are stored, or undefined when the server cannot tell (PostgreSQL's disk is
   * the database server's). `serve.ts` gives the SQLite data directory's.
   */
  readonly freeBytes?: () => Promise<number | undefined>;
}

/** The defaults: 200 MB an address a day (two full rooms), 500 MB kept free. */
export const DEFAULT_STORAGE_QUOTA = {
  bytesPerClientPerDay: 200_000_000,
  reserveBytes: 500_000_000,
} as const;

const HOUR = 60 * 60 * 1000;
const DAY_HOURS = 24;
/** Addresses tracked at most; past it, the one written least recently is forgotten. */
export const MAX_CLIENTS = 100_000;
/** How long a free-space reading is reused (room creations are rare; a `statfs` is cheap, not free). */
const FREE_SPACE_MS = 1_000;

/** One address's writes: bytes per hour (the hour's number), oldest first. */
type Buckets = [hour: number, bytes: number][];

/** The quotas of one server. */
export interface StorageQuota {
  /**
   * Refuses a write by `client` past its bytes of the day (429 `storage_quota`, with `Retry-After`); with
   * `newRoom`, also below the reserve (507 `storage_reserve`). A write may pass the quota by its own size.
   */
  admit(client: string, newRoom?: boolean): Promise<void>;
  /** Counts `bytes` written by `client` now. */
  charge(client: string, bytes: number): void;
}

/**
 * The quotas on a clock.
 *
 * @example
 * const quota = storageQuota({ bytesPerClientPerDay: 200e6, reserveBytes: 500e6 }, Date.now);
 * await quota.admit('203.0.113.7', true); // throws a problem past a quota
 */
export function storageQuota(options: StorageQuotaOptions, now: () => number): StorageQuota {
  const { bytesPerClientPerDay: perDay, reserveBytes, freeBytes } = options;
  const clients = new Map<string, Buckets>();
  let free: { at: number; bytes: Promise<number | undefined> } | undefined;

  const current = (client: string, hour: number): Buckets | undefined => {
    const buckets = clients.get(client);
    if (!buckets) return undefined;
    while (buckets.length > 0 && buckets[0]![0] <= hour - DAY_HOURS) buckets.shift();
    if (buckets.length === 0) clients.delete(client);
    return buckets.length > 0 ? buckets : undefined;
  };

  const freeNow = (): Promise<number | undefined> => {
    const at = now();
    if (!free || at - free.at > FREE_SPACE_MS) {
      free = { at, bytes: (freeBytes?.() ?? Promise.resolve(undefined)).catch(() => undefined) };
    }
    return free.bytes;
  };

  return {
    async admit(client, newRoom = false) {
      if (perDay > 0) {
        const hour = Math.floor(now() / HOUR);
        const buckets = current(client, hour);
        const used = buckets?.reduce((sum, [, bytes]) => sum + bytes, 0) ?? 0;
        if (buckets && used >= perDay) {
          // Until enough of the day's writes are older than 24 hours to fall back under the quota.
          let left = used;
          let until = buckets[0]![0];
          for (const [bucketHour, bytes] of buckets) {
            until = bucketHour;
            left -= bytes;
            if (left < perDay) break;
          }
          const seconds = Math.max(1, Math.ceil(((until + DAY_HOURS) * HOUR - now()) / 1000));
          throw problemOf(
            'storage_quota',
            `This client address wrote ${used.toLocaleString('en-US')} bytes to rooms in the last 24 hours, its quota (STORAGE_CLIENT_BYTES_PER_DAY = ${perDay.toLocaleString('en-US')}): retry later`,
            undefined,
            { 'retry-after': String(seconds) },
          );
        }
      }
      if (newRoom && reserveBytes > 0) {
        const bytes = await freeNow();
        if (bytes !== undefined && bytes < reserveBytes) {
          throw problemOf(
            'storage_reserve',
            `The server's storage has ${bytes.toLocaleString('en-US')} bytes free, less than the ${reserveBytes.toLocaleString('en-US')} it keeps for the rooms in play (STORAGE_RESERVE_BYTES): no new room until the operator makes room`,
          );
        }
      }
    },
    charge(client, bytes) {
      if (perDay <= 0 || bytes <= 0) return;
      const hour = Math.floor(now() / HOUR);
      const buckets = current(client, hour) ?? [];
      const last = buckets.at(-1);
      if (last && last[0] === hour) last[1] += bytes;
      else buckets.push([hour, bytes]);
      // Least recently written last: re-inserted at the end; the first is the one to forget.
      clients.delete(client);
      clients.set(client, buckets);
      if (clients.size > MAX_CLIENTS) clients.delete(clients.keys().next().value!);
    },
  };
}
