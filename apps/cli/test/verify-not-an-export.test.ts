// `verdict verify` tells "this is not an export" (exit 2, saying what came in) from "this export fails a
// check" (exit 4): a failed `room export | verdict verify -` must never read as tampering.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, runCli } from './run-cli.js';
import { tempConfigHome } from './temp-config.js';

const config = tempConfigHome();
afterAll(() => config.remove());
const env = { XDG_CONFIG_HOME: config.dir };

describe('verdict verify: input that is not an export', () => {
  it('`true | verdict verify -` exits 2: stdin is empty, nothing to verify', () => {
    const run = spawnSync('bash', ['-c', 'true | "$NODE" "$BIN" verify -'], {
      env: { PATH: process.env.PATH, NO_COLOR: '1', NODE: process.execPath, BIN, ...env },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/stdin is empty: nothing to verify/);
    expect(run.stderr).not.toMatch(/Failed|check failed/);
  });

  it.each([
    ['whitespace only', '  \n\n', /stdin is empty/],
    [
      'text that is not JSON',
      'verdict: No room yet\n',
      /stdin is not JSON \(it begins 'verdict: No room yet'\)/,
    ],
    ['a JSON array', '[1,2]', /stdin is JSON but not a room export: an array of 2 items/],
    ['a JSON number', '7', /stdin is JSON but not a room export: a number/],
    [
      'an object of another kind',
      '{"name":"x","rooms":[]}',
      /stdin is JSON but not a room export: an object with name, rooms and no "format": "verdict-room-log"/,
    ],
  ])('%s exits 2 and says what came in', (_, input, message) => {
    const run = runCli(['verify', '-'], { input, env });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });

  it('a file that is not an export names the file; --json gives the problem with exit 2', () => {
    const file = join(config.dir, 'empty.json');
    writeFileSync(file, '');
    const run = runCli(['verify', file], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file} is empty: nothing to verify`);
    const json = runCli(['verify', file, '--json'], { env });
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({
      code: 'usage_error',
      detail: expect.stringContaining('is empty: nothing to verify'),
    });
  });

  it('an export (its format named) with a broken shape still fails a check: exit 4', () => {
    const run = runCli(['verify', '-'], {
      input: JSON.stringify({ format: 'verdict-room-log', version: 1, entries: [] }),
      env,
    });
    expect(run.code).toBe(4);
    expect(run.stdout).toMatch(/^Failed: the export: entries is empty/);
  });
});
