import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goodSystem } from './fixtures/good-system.js';
import { testGameSystem } from './index.js';

// The testkit on a correct system, exactly as an author calls it (with a smaller seeded run).
testGameSystem(goodSystem, { runs: 5_000 });

interface JsonReport {
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

describe('testGameSystem in a real vitest run', () => {
  it('registers passing checks for a correct system and failing ones, by name, for broken systems', () => {
    const out = mkdtempSync(join(tmpdir(), 'testkit-run-'));
    try {
      const vitest = join(
        dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
        'vitest.mjs',
      );
      const config = join(import.meta.dirname, 'fixtures', 'run', 'vitest.config.ts');
      const report = join(out, 'report.json');
      const run = spawnSync(
        process.execPath,
        [vitest, 'run', '--config', config, '--reporter=json', `--outputFile=${report}`],
        {
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
        },
      );
      expect(run.status, run.stderr).toBe(1);
      const results = (JSON.parse(readFileSync(report, 'utf8')) as JsonReport).testResults.flatMap(
        (file) => file.assertionResults,
      );
      const failed = results.filter((r) => r.status === 'failed').map((r) => r.fullName);
      expect(
        results.filter((r) => r.fullName.startsWith('fixture:')).every((r) => r.status === 'passed'),
      ).toBe(true);
      expect(results.length).toBeGreaterThan(30);
      expect(failed).toContain(
        `wrong-example: the Verdict game-system contract test 'check' example "A 3 against 4" reproduces`,
      );
      expect(failed).toContain(
        `throws-on-three: the Verdict game-system contract test 'check' inputs generated from the schema throw nothing but user errors`,
      );
      // Nothing else about these systems is wrong, so nothing else fails.
      const others = failed.filter((name) => !/reproduces|generated|mutated/.test(name));
      expect(others).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
