// A vitest reporter for `npm test`: at the end of the run it prints the slowest test files, so the next slow
// test is seen before it times out, and keeps every file's time in node_modules/.cache/verdict/test-times.json
// for `npm run test:loaded`, which runs the slowest files again while busy loops hold every core.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TIMES_FILE = join(root, 'node_modules', '.cache', 'verdict', 'test-times.json');

/** Prints the `count` slowest test files of the run, with their time and the share of the whole. */
export default class SlowestFilesReporter {
  constructor(count = 15) {
    this.count = count;
  }

  onTestRunEnd(testModules) {
    const files = testModules
      .map((module) => ({
        file: relative(root, module.moduleId),
        project: module.project.name,
        ms: Math.round(fileTime(module.diagnostic())),
        state: module.state(),
      }))
      .sort((a, b) => b.ms - a.ms);
    if (files.length === 0) return;
    const total = files.reduce((sum, file) => sum + file.ms, 0);
    const lines = files
      .slice(0, this.count)
      .map(
        (file) =>
          `  ${(file.ms / 1000).toFixed(1).padStart(6)} s  ${((100 * file.ms) / total).toFixed(1).padStart(4)}%  ${file.file}${file.state === 'failed' ? '  (failed)' : ''}`,
      );
    console.log(
      `\nThe ${Math.min(this.count, files.length)} slowest test files of ${files.length} (time in each file, summed ${(total / 1000).toFixed(0)} s):\n${lines.join('\n')}`,
    );
    // A partial run (`npm run test:loaded`, a file or two) keeps the whole run's times.
    if (process.env.VERDICT_KEEP_TEST_TIMES === '0') return;
    try {
      mkdirSync(dirname(TIMES_FILE), { recursive: true });
      writeFileSync(TIMES_FILE, `${JSON.stringify({ files }, null, 1)}\n`);
    } catch {
      // The times are a help, not a result: a read-only tree keeps the run's verdict as it is.
    }
  }
}

/** A file's whole time: its environment, preparation, imports (collect), setup files, then its tests and hooks. */
function fileTime(d) {
  return d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
}
