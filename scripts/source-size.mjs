// `npm run size`: how big each frontend's own source is against the shared layer it binds (core + dice + form + room),
// in lines of shipped source (tests, fixtures, e2e and benchmarks left out). A frontend that grows past its budget is
// writing logic that belongs in a package (ARCHITECTURE.md, "Where a change goes"). `npm test` runs it with --check.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const SHARED = ['packages/core', 'packages/dice', 'packages/form', 'packages/room'];
/** Each frontend's budget, as a share of the shared layer's lines. */
export const BUDGETS = { 'apps/web': 0.5, 'apps/cli': 0.6, 'apps/owlbear': 0.3 };

const TEST_FILE = /(\.test(-d)?\.tsx?|\.e2e\.tsx?|\.bench\.tsx?|\.d\.ts)$/;
const SKIPPED_DIR = new Set([
  'node_modules',
  'dist',
  'fixtures',
  'test',
  'e2e',
  'bench',
  'test-support',
  '__tests__',
]);

/** Lines of shipped TypeScript under a package's src/. */
export function sourceLines(dir) {
  const walk = (path) => {
    if (!existsSync(path)) return 0;
    if (statSync(path).isDirectory()) {
      return readdirSync(path)
        .filter((name) => !SKIPPED_DIR.has(name))
        .reduce((sum, name) => sum + walk(join(path, name)), 0);
    }
    if (!/\.(ts|tsx|mts)$/.test(path) || TEST_FILE.test(path)) return 0;
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '').length;
  };
  return walk(join(root, dir, 'src'));
}

const shared = SHARED.reduce((sum, dir) => sum + sourceLines(dir), 0);
const rows = Object.entries(BUDGETS)
  .filter(([dir]) => existsSync(join(root, dir)))
  .map(([dir, budget]) => ({ dir, lines: sourceLines(dir), ratio: sourceLines(dir) / shared, budget }));

console.log(`shared layer (${SHARED.join(', ')}): ${shared.toLocaleString('en-US')} lines of source`);
for (const row of rows) {
  const verdict = row.ratio <= row.budget ? 'within' : 'OVER';
  console.log(
    `${row.dir.padEnd(14)} ${row.lines.toLocaleString('en-US').padStart(6)} lines  ${row.ratio.toFixed(2)}x  (${verdict} its budget of ${row.budget}x)`,
  );
}
if (process.argv.includes('--check') && rows.some((row) => row.ratio > row.budget)) {
  console.error(
    'A frontend is over its size budget: move its logic into the shared packages (see ARCHITECTURE.md).',
  );
  process.exit(1);
}
