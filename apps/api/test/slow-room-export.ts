// A room's export as a verifier with the `slow` fixture system sees it (test-fixtures/system-slow): for the tests
// of rolls that got no result, whose entries only that system's rules can check.
import type { GameSystemV1 } from '@verdict/core';
import { describeEntry, verifyLog, viewOf } from '@verdict/room';
import { createAppRegistry } from '../src/registry.js';
import { call, type Seat } from './rooms-client.js';

/**
 * Exports the GM's room and verifies it with the bundled systems and `slow`; `sentence(seq)` is how the log
 * describes an entry.
 */
export async function verifySlowExport(url: string, gm: Seat) {
  const exported = (await call(url, 'GET', `/v1/rooms/${gm.roomId}/export`, { token: gm.token })).body;
  const { slow } = (await import('../test-fixtures/system-slow/index.js' as string)) as {
    slow: GameSystemV1;
  };
  const registry = createAppRegistry([slow]);
  const sentence = (seq: number) => {
    const entry = exported.entries.find((e: { seq: number }) => e.seq === seq);
    return describeEntry(entry, viewOf(exported.entries), registry).sentence;
  };
  return { verified: verifyLog(exported, registry), sentence };
}
