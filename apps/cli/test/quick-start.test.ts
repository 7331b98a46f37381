// Start-up (issue 38, section 2 of the CLI review): `verdict --version` and `verdict --help` print from the texts the
// build wrote into the completion catalog, and `verdict systems` from the manifest it wrote, without loading the
// engine and zod. Proven on a copy of the built
// package without its registry chunk (the built-in systems and zod): both still answer, with the same text as the
// full command line gives (a line with one more flag goes through the whole CLI).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describeRegistry } from '@verdict/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { BIN, runCli } from './run-cli.js';

const copy = mkdtempSync(join(tmpdir(), 'verdict-quick-'));
cpSync(dirname(BIN), copy, { recursive: true });
// The registry's chunk (the built-in systems) and the one that defines zod's types (zod.cjs, loaded on demand).
const heavy = readdirSync(copy).filter(
  (file) =>
    /^app-registry-.*\.js$/.test(file) ||
    (/\.c?js$/.test(file) && readFileSync(join(copy, file), 'utf8').includes('$ZodType')),
);
for (const file of heavy) rmSync(join(copy, file));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const light = (args: string[]) =>
  runCli(args, { env: {} as NodeJS.ProcessEnv, cwd: copy, bin: join(copy, 'bin.js') });

describe('--version and --help start without the engine', () => {
  it('the copy lacks the registry chunk: a command that needs it fails there', () => {
    expect(heavy.length).toBeGreaterThan(0);
    // A valid input of a built-in test needs neither (zod-on-demand.test.ts); a wrong one needs zod's words, and
    // an id that is not built in the whole registry.
    expect(light(['resolve', 'd20-roll-under', 'check', 'value=120']).code).not.toBe(0);
    expect(light(['resolve', 'd20-roll-undr', 'check', 'value=12']).code).not.toBe(0);
  });

  it('systems lists the built-in systems from the manifest the build wrote: the registry describes the same', () => {
    const quick = light(['systems', '--json']);
    expect(quick.code, quick.stderr).toBe(0);
    expect(JSON.parse(quick.stdout)).toEqual(
      JSON.parse(JSON.stringify(describeRegistry(createAppRegistry()))),
    );
    expect(light(['systems']).stdout).toBe(runCli(['systems', '--no-color']).stdout);
  });

  it.each([['--version'], ['-v']])('%s prints the same as the whole CLI does', (flag) => {
    const quick = light([flag]);
    expect(quick.code, quick.stderr).toBe(0);
    expect(quick.stdout).toBe(runCli([flag, '--no-color']).stdout);
    expect(quick.stdout).toMatch(/^verdict \d+\.\d+\.\d+\nengine: @verdict\/core /);
  });

  it.each([['--help'], ['-h'], ['help']])('%s prints the same as the whole CLI does', (flag) => {
    const quick = light([flag]);
    expect(quick.code, quick.stderr).toBe(0);
    expect(quick.stdout).toBe(runCli([flag, '--no-color']).stdout);
    expect(quick.stdout).toContain('Usage:');
  });
});
