// Stdin is read to its end whatever the writer's pace: a pipe fed in pieces with pauses between them, small
// and large (over 1 MB), for every command that reads stdin (`-`, `--input-file -`, piped input), and
// `verdict room export | verdict verify -` on a room of over 1,000 entries, as `verdict room --help` shows it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../../api/test/rooms-client.js';
import { createSeatStore } from '../src/room/seats-store.js';
import { finished, roomServerPerFile } from './room-server.js';
import { BIN } from './run-cli.js';

/** Runs `verdict` with its stdin fed piece by piece by a writer that pauses `pauseMs` between pieces. */
function runWithSlowPipe(args: readonly string[], pieces: readonly string[], pauseMs = 300, env = {}) {
  // The writer is a shell pipeline, as a user's would be: `(printf a; sleep 1; printf b) | verdict ...`.
  const script = pieces.map((_, i) => `cat "$P${i}"`).join(`; sleep ${pauseMs / 1000}; `);
  const child = spawn('bash', ['-c', `(${script}) | "$NODE" "$BIN" "$@"`, 'verdict', ...args], {
    env: {
      PATH: process.env.PATH,
      NO_COLOR: '1',
      NODE: process.execPath,
      BIN,
      ...env,
      ...Object.fromEntries(pieces.map((piece, i) => [`P${i}`, writePiece(piece, i)])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return finished(child);
}

const pieceDir = mkdtempSync(join(tmpdir(), 'verdict-pipe-'));
function writePiece(text: string, i: number): string {
  const file = join(pieceDir, `${process.hrtime.bigint()}-${i}`);
  writeFileSync(file, text);
  return file;
}

/** Cuts text into `n` pieces of about equal size. */
function cut(text: string, n: number): string[] {
  const size = Math.ceil(text.length / n);
  return Array.from({ length: n }, (_, i) => text.slice(i * size, (i + 1) * size));
}

afterAll(() => rmSync(pieceDir, { recursive: true, force: true }));

describe('stdin is read to its end, whatever the pace of the pipe', () => {
  it('a small input in three pieces: resolve ... -', async () => {
    const result = await runWithSlowPipe(
      ['resolve', 'd20-roll-under', 'check', '-', '--seed', '1', '--json'],
      ['{"val', 'ue":', ' 12}'],
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toHaveProperty('outcome');
  }, 60_000);

  it('a large input (over 1 MB) in five pieces: --input-file - and piped input', async () => {
    // Valid JSON of 1.5 MB: the input, with its whitespace.
    const text = `{"value": 12${' '.repeat(1_500_000)}}`;
    for (const args of [
      ['resolve', 'd20-roll-under', 'check', '--input-file', '-', '--seed', '1', '--json'],
      ['resolve', 'd20-roll-under', 'check', '--seed', '1', '--json'],
    ]) {
      const result = await runWithSlowPipe(args, cut(text, 5), 200);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).outcome).toBeDefined();
    }
  }, 120_000);
});

describe('verdict room export | verdict verify - on a room of over 1,000 entries', () => {
  const table = roomServerPerFile();
  const gm = table.member();

  it('the whole export reaches verify, through a pipe that pauses halfway too', async () => {
    const created = await gm.run(['room', 'create', 'Long', 'campaign', '--name', 'Ada', '--json']);
    expect(created.code).toBe(0);
    const seat = createSeatStore(join(gm.config.dir, 'verdict', 'rooms.json')).list()[0]!;
    // 1,020 rolls over HTTP (the CLI would start a process for each), a few at a time.
    for (let i = 0; i < 1020; i += 20) {
      const batch = Array.from({ length: 20 }, (_, j) =>
        call(table.server.url, 'POST', `/v1/rooms/${seat.roomId}/rolls`, {
          token: seat.token,
          body: {
            system: 'd20-roll-under',
            test: 'check',
            input: { value: 10 + ((i + j) % 8) },
            clientSeed: `long-${i + j}`,
          },
        }),
      );
      for (const rolled of await Promise.all(batch))
        expect([rolled.status, rolled.body]).toEqual([201, expect.anything()]);
    }
    const env = { XDG_CONFIG_HOME: gm.config.dir, VERDICT_SERVER: table.server.url };
    const exported = await gm.run(['room', 'export']);
    expect(exported.code).toBe(0);
    const entries = JSON.parse(exported.stdout).entries as unknown[];
    expect(entries.length).toBeGreaterThan(1000);

    // As `verdict room --help` writes it.
    const piped = await finished(
      spawn('bash', ['-c', '"$NODE" "$BIN" room export | "$NODE" "$BIN" verify - --json'], {
        env: { PATH: process.env.PATH, NO_COLOR: '1', NODE: process.execPath, BIN, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    expect(piped.stderr).toBe('');
    const verified = JSON.parse(piped.stdout);
    expect(verified.failures).toEqual([]);
    expect(verified.entries).toBe(entries.length);

    // A writer that stops halfway for a second: the reader waits for the rest.
    const paused = await runWithSlowPipe(['verify', '-', '--json'], cut(exported.stdout, 2), 1000);
    expect(paused.stderr).toBe('');
    expect(JSON.parse(paused.stdout).entries).toBe(entries.length);
  }, 600_000);
});
