// The heaviest computation the contract admits, per kind of request: for each family of inputs (a notation's
// dice count, a test's turns or sides...), the largest the cost estimate still admits (found by bisection on the
// estimate alone), then its time alone in this warm process, on one core: the median of a few runs.
// `node bench/heaviest.mjs` after a build (cwd apps/api); `BENCH_ONLY=heaviest` in `npm run bench`.
// Aim (docs/decisions.md, "The budget fits the deadline"): each under HEAVIEST_AIM_MS on an idle core.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRegistry, estimateCost, isVerdictError, oddsTest } from '@verdict/core';
import { notationCost, notationOdds, notationRefusal, rollDice } from '@verdict/dice';
import { resolveRoll } from '@verdict/fair';
import { aimLine, loadNote, machineBusy } from './server.mjs';

export const HEAVIEST_AIM_MS = 250;

/**
 * The game system packages the API serves (its `@verdict/system-*` dependencies), each with the systems it exports
 * and the heaviest inputs it declares in its own `bench/heaviest.mjs` (`heaviest`: families as below), if any: a new
 * system's edges are timed here with no line of this file naming it.
 */
async function systemPackages() {
  const require = createRequire(import.meta.url);
  const api = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const names = Object.keys(api.dependencies).filter((name) => name.startsWith('@verdict/system-'));
  return Promise.all(
    names.sort().map(async (name) => {
      const systems = Object.values(await import(name)).filter(
        (value) => value?.apiVersion === 1 && typeof value.id === 'string' && typeof value.tests === 'object',
      );
      const declared = join(dirname(require.resolve(`${name}/package.json`)), 'bench', 'heaviest.mjs');
      const heaviest = existsSync(declared) ? (await import(pathToFileURL(declared).href)).heaviest : [];
      return { systems, heaviest };
    }),
  );
}
const packages = await systemPackages();
const registry = createRegistry(packages.flatMap((p) => p.systems));

const MAX_VALUES = 10_001; // POST /v1/odds serves at most this many totals
const notationAdmitted = (n) => {
  try {
    return notationRefusal(n, MAX_VALUES) === undefined;
  } catch {
    return false;
  }
};
const testAdmitted = (system, test, kind) => (input) => {
  try {
    return estimateCost(registry, { system, test, input }, kind).issues.length === 0;
  } catch (error) {
    if (isVerdictError(error)) return false;
    throw error;
  }
};
const seeded = { serverSeed: 'ab'.repeat(32), clientSeed: 'bench', nonce: 1 };

/** A family: its name, inputs by a whole parameter in [lo, hi], whether the contract admits one, and its work. */
const notationOddsFamily = (name, lo, hi, notation) => ({
  kind: 'notation odds',
  name,
  lo,
  hi,
  input: notation,
  admitted: (p) => notationAdmitted(notation(p)),
  estimate: (p) => notationCost(notation(p)).work,
  run: (p) => JSON.stringify(notationOdds(notation(p))),
});
const testFamily = (system, test, kind, name, lo, hi, input) => ({
  kind: `${system}/${test} ${kind}`,
  name,
  lo,
  hi,
  input,
  admitted: (p) => testAdmitted(system, test, kind)(input(p)),
  estimate: (p) => estimateCost(registry, { system, test, input: input(p) }, kind).work,
  run: (p) =>
    JSON.stringify(
      kind === 'odds'
        ? resolveRollOdds(system, test, input(p))
        : resolveRoll(registry, { system, test, input: input(p) }, seeded),
    ),
});

const resolveRollOdds = (system, test, input) => oddsTest(registry, { system, test, input });

export const FAMILIES = [
  notationOddsFamily('Nd2', 1, 10_000, (n) => `${n}d2`),
  notationOddsFamily('Nd6', 1, 10_000, (n) => `${n}d6`),
  notationOddsFamily('Nd100', 1, 10_000, (n) => `${n}d100`),
  notationOddsFamily('Nd100khN-1', 2, 10_000, (n) => `${n}d100kh${n - 1}`),
  notationOddsFamily('Nd100kl1', 2, 10_000, (n) => `${n}d100kl1`),
  notationOddsFamily('Nd6!', 1, 10_000, (n) => `${n}d6!`),
  notationOddsFamily('Nd10r1', 1, 10_000, (n) => `${n}d10r1`),
  notationOddsFamily('1dN*1dN', 1, 1_000_000, (n) => `1d${n}*1d${n}`),
  notationOddsFamily('1d2*N', 1, 100_000_000, (n) => `1d2*${n}`),
  {
    kind: 'notation roll',
    name: 'Nd1000000',
    lo: 1,
    hi: 10_000,
    input: (n) => `${n}d1000000`,
    admitted: (n) => n <= 10_000,
    estimate: () => Number.NaN,
    run: (n) => JSON.stringify(rollDice({ notation: `${n}d1000000`, seed: 'bench' })),
  },
  // Each system package's own heaviest inputs (its bench/heaviest.mjs).
  ...packages.flatMap((p) =>
    p.heaviest.map((f) => testFamily(f.system, f.test, f.kind, f.name, f.lo, f.hi, f.input)),
  ),
];

/** The largest parameter the contract admits (the cost is monotone in it), or undefined when none is. */
function edge(family) {
  if (!family.admitted(family.lo)) return undefined;
  let lo = family.lo;
  let hi = family.hi;
  if (family.admitted(hi)) return hi;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (family.admitted(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The median time of `runs` runs after one to warm up, in milliseconds. */
function time(fn, runs = 3) {
  fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    globalThis.gc?.();
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/** Measures every family's heaviest admitted input; prints a line each; resolves with whether all met the aim. */
export function runHeaviest() {
  const busy = machineBusy();
  console.log(
    `\nheaviest admitted computation per kind, alone in a warm process; ${loadNote()}${busy ? ': a BUSY machine, so these times are not "alone on an idle core" and run long' : ''}`,
  );
  let met = true;
  const rows = [];
  for (const family of FAMILIES) {
    const p = edge(family);
    if (p === undefined) {
      console.log(`  ${family.kind.padEnd(34)} ${family.name}: none admitted`);
      continue;
    }
    const ms = time(() => family.run(p));
    const work = family.estimate(p);
    const ok = ms < HEAVIEST_AIM_MS;
    if (!ok) met = false;
    const shown = JSON.stringify(family.input(p)).slice(0, 60);
    const perStep = Number.isFinite(work) && work > 0 ? ` ${((ms * 1e6) / work).toFixed(2)} ns/step` : '';
    console.log(
      `  ${family.kind.padEnd(34)} ${shown.padEnd(62)} ${ms.toFixed(0).padStart(5)} ms, estimate ${Number.isFinite(work) ? Math.round(work).toLocaleString('en-US') : '-'} steps${perStep} (aim < ${HEAVIEST_AIM_MS} ms: ${ok ? 'met' : 'NOT met'})`,
    );
    rows.push({ family, p, ms, work });
  }
  const worst = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(
    aimLine(
      'heaviest admitted computation alone',
      `${worst.ms.toFixed(0)} ms (${worst.family.kind}, ${worst.family.name})`,
      `under ${HEAVIEST_AIM_MS} ms on an idle core${busy ? '; not judged on a busy machine' : ''}`,
      busy ? undefined : met,
    ),
  );
  return met;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!runHeaviest()) process.exitCode = 1;
}
