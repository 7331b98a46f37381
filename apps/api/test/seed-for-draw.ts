// For tests that must reach a chosen draw (a natural 20, a Critical Hit) on the real server without bending the
// protocol: the test started the server with its own data folder, so it may read what no roller can, the epoch's
// committed server seed from the server's store, and then search client seeds, as any roller may choose one, for
// the first whose derived faces it wants. The roll then goes through the room's ordinary routes; the server and the
// verifiers treat it like any other.
import { join } from 'node:path';
import { hmacFaces } from '@verdict/fair';
import { SQLITE_FILE } from '../src/storage/sqlite.js';
import { openSqlite } from '../src/storage/sqlite-binding.js';

/** The server seed of a room's epoch, read from the SQLite store in `dataDir` (the server's `VERDICT_DATA_DIR`). */
export async function committedServerSeed(dataDir: string, roomId: string, epoch = 1): Promise<string> {
  const connection = await openSqlite(join(dataDir, SQLITE_FILE));
  try {
    const rows = connection.database
      .prepare('SELECT server_seed FROM epochs WHERE room_id = ? AND epoch = ?')
      .all([roomId, epoch]) as { server_seed: string }[];
    if (rows.length !== 1) throw new Error(`no epoch ${epoch} of room ${roomId} in ${dataDir}`);
    return rows[0]!.server_seed;
  } finally {
    connection.database.close();
  }
}

/** The id of the member of a room called `name`, read from the SQLite store in `dataDir`. */
export async function memberIdOf(dataDir: string, roomId: string, name: string): Promise<string> {
  const connection = await openSqlite(join(dataDir, SQLITE_FILE));
  try {
    const rows = connection.database
      .prepare('SELECT id FROM members WHERE room_id = ? AND name = ?')
      .all([roomId, name]) as { id: string }[];
    if (rows.length !== 1) throw new Error(`no member ${name} of room ${roomId} in ${dataDir}`);
    return rows[0]!.id;
  } finally {
    connection.database.close();
  }
}

/**
 * The first client seed `<prefix><n>` whose draw at `nonce` gives faces of dice with these `sides` that `wanted`
 * accepts (a natural 20 takes about 20 tries). Under protocol 2 (rooms opened since issue 34) a roll's stream is
 * keyed by its roller: pass the member's id, and the nonce among that member's rolls.
 *
 * @example
 * seedForDraw(serverSeed, 0, [20], ([d20]) => d20 === 20, { member: grogId }); // 'draw-17'
 */
export function seedForDraw(
  serverSeed: string,
  nonce: number,
  sides: readonly number[],
  wanted: (faces: readonly number[]) => boolean,
  options: { member?: string; prefix?: string } = {},
): string {
  const prefix = options.prefix ?? 'draw-';
  for (let n = 0; n < 100_000; n++) {
    const clientSeed = `${prefix}${n}`;
    const member = options.member === undefined ? {} : { member: options.member };
    if (wanted(hmacFaces({ serverSeed, clientSeed, nonce, sides, ...member }))) return clientSeed;
  }
  throw new Error(`no client seed among 100,000 gives the faces wanted at nonce ${nonce}`);
}
