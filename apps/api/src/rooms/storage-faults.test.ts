// Issue 25, item 5: a full disk or a read-only database answers 507 / 503 naming storage, and logs the real
// error. Real SQLite: `PRAGMA max_page_count` makes the database full (a real SQLITE_FULL), `PRAGMA
// query_only` makes it refuse writes (a real SQLITE_READONLY) whatever the user, root included.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { expectProblem, post, testApp } from '../../test/http.js';
import type { LogRecord } from '../log.js';
import { createAppRegistry } from '../registry.js';
import { createKyselyStore } from '../storage/kysely-store.js';
import { sqliteEngine } from '../storage/sqlite.js';
import { createRoomService } from './service.js';

const temp = mkdtempSync(join(tmpdir(), 'verdict-faults-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function sqliteApp() {
  const engine = await sqliteEngine(mkdtempSync(join(temp, 'db-')));
  const store = await createKyselyStore(engine);
  const rooms = createRoomService({ store }, createAppRegistry());
  const { app, logs } = testApp({ rooms });
  // Kysely's SQLite driver has one connection: a pragma run through it holds for the store's queries.
  const pragma = async (text: string) => (await sql.raw(`pragma ${text}`).execute(engine.db)).rows;
  const create = () => post(app, '/v1/rooms', { name: 'Full table', gm: { name: 'Ada' } });
  return { app, logs, rooms, pragma, create };
}

const errorsOf = (logs: LogRecord[]) => logs.filter((r) => r.type === 'error').map((r) => r.message);

describe('storage faults on SQLite', () => {
  it('answers 507 naming storage when the database is full, logs SQLITE_FULL, and recovers', async () => {
    const { logs, rooms, pragma, create } = await sqliteApp();
    expect((await create()).status).toBe(201);
    const [{ page_count: pages }] = (await pragma('page_count')) as [{ page_count: number }];
    await pragma(`max_page_count = ${pages}`);
    let answer = await create();
    for (let i = 0; i < 1_000 && answer.status === 201; i++) answer = await create();
    const problem = await expectProblem(answer, 507, 'storage_full');
    expect(problem.detail).toMatch(/storage/i);
    expect(errorsOf(logs).join('\n')).toMatch(/SQLITE_FULL|database or disk is full/);
    expect(errorsOf(logs).join('\n')).not.toContain('cannot rollback');
    await pragma('max_page_count = 1073741823');
    expect((await create()).status).toBe(201);
    await rooms.close();
  });

  it('answers 503 naming storage when the database is read-only, logs SQLITE_READONLY, reads still work', async () => {
    const { app, logs, rooms, pragma, create } = await sqliteApp();
    const created = await (await create()).json();
    await pragma('query_only = 1');
    const refused = await create();
    expect(refused.headers.get('retry-after')).toBe('5');
    const problem = await expectProblem(refused, 503, 'storage_unavailable');
    expect(problem.detail).toMatch(/storage/i);
    expect(errorsOf(logs).join('\n')).toMatch(/SQLITE_READONLY|readonly database/);
    const room = await app.request(`/v1/rooms/${created.room.id}`, {
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(room.status).toBe(200);
    await pragma('query_only = 0');
    expect((await create()).status).toBe(201);
    await rooms.close();
  });
});
