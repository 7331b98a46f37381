// The cost model against the clock (issue 33, F3): random notations from the whole grammar (dice of up to 1,000,000
// sides, every modifier, groups, functions, arithmetic), each estimated, and each one the estimate admits computed
// and timed alone in this warm process: real nanoseconds per estimated step. The contract holds counted steps to
// COST_FACTOR (8) times the estimate, so no form should run much over 8 times the typical nanoseconds per step: the
// review's fuzz found 4,151 ns per step (`2d727361max5!<2`) where plain sums take 3-20. Also the slowest estimate
// alone (it runs on the server's event loop). Run by `node bench/index.mjs`; `node bench/cost-fuzz.mjs` alone.
// BENCH_FUZZ_SECONDS (default 20) caps the time spent computing; BENCH_FUZZ_SEED picks the notations.
import {
  COST_FACTOR,
  MAX_DISTRIBUTION_VALUES,
  notationCost,
  notationOdds,
  notationRefusal,
  parseNotation,
  seededSource,
} from '../dist/index.js';

/** Forms the review measured over the factor; each is either refused now or timed with the rest. */
const REVIEWED = [
  '1d1000000max5',
  '1d1000000>=500000',
  '1d1000000ro<2max5',
  '1d1000000min999999',
  '2d727361max5!<2',
  '{1d1000000>=2,1d1000000>=2}',
  '1d569800ro<3kh>=5',
  '100d1000000!>1kh1',
];

/** Forms the estimate is known to price well (sums, keep-highest): their nanoseconds per step are the yardstick. */
const YARDSTICK = ['1000d6', '100d100', '2000d2', '500d10r1', '10d100kh9', '20d6!kh10'];

/** Estimates below this many steps are not timed: too short for the clock. */
const MIN_TIMED_WORK = 200_000;

function generator(seed) {
  const source = seededSource(seed);
  const int = (lo, hi) => lo + (source.nextUint32() % (hi - lo + 1));
  const pick = (list) => list[int(0, list.length - 1)];
  const count = () =>
    pick(['', '1', '2', '3', '4', '5', '8', '10', '20', '50', '100', '500', '1000', String(int(1, 200))]);
  const sides = () =>
    pick([
      '2',
      '4',
      '6',
      '8',
      '10',
      '12',
      '20',
      '%',
      '100',
      '1000',
      '10000',
      '50000',
      '100000',
      '727361',
      '1000000',
      String(int(2, 1_000_000)),
    ]);
  const value = () => pick(['1', '2', '3', '5', '10', '50', '500000', '999999', String(int(1, 1000))]);
  const point = () => pick(['', '=', '>', '>=', '<', '<=']).replace(/^(.+)$/, (op) => op + value());
  const die = () =>
    pick([
      `d${sides()}`,
      `d${sides()}`,
      `d${sides()}`,
      'dF',
      `d{${[int(-3, 9), int(-3, 9), int(0, 20)].join(',')}}`,
    ]);
  const modifier = () =>
    pick([
      `r${point()}`,
      `ro${point()}`,
      `!${point()}`,
      `!!${point()}`,
      `!p${point()}`,
      `kh${pick(['', '1', '2', '3'])}`,
      `kl${pick(['', '1', '2'])}`,
      `dl${pick(['', '1', '2'])}`,
      `dh${pick(['1'])}`,
      `min${value()}`,
      `max${value()}`,
      `>=${value()}`,
      `>${value()}f<${value()}`,
    ]);
  const dice = () => {
    let text = `${count()}${die()}`;
    for (let i = int(0, 2); i > 0; i--) text += modifier();
    return text;
  };
  const term = (depth) => {
    const r = int(0, 9);
    if (depth > 1 || r < 5) return dice();
    if (r === 5) return String(int(0, 20));
    if (r === 6) return `{${expr(depth + 1)},${expr(depth + 1)}}${pick(['', 'kh1', 'kl1', '>=4'])}`;
    if (r === 7) return `{${dice()}+${dice()}}${pick(['kh1', 'kh2', '>=3'])}`;
    if (r === 8) return `${pick(['max', 'min'])}(${expr(depth + 1)},${expr(depth + 1)})`;
    return `${pick(['abs', 'floor', 'ceil'])}(${expr(depth + 1)})`;
  };
  const expr = (depth) => {
    let text = term(depth);
    for (let i = int(0, 2); i > 0; i--) text += pick(['+', '+', '-', '*']) + term(depth);
    return text;
  };
  return () => expr(0);
}

/** The best of a few runs' milliseconds (the first may compile the code it takes), after a collection; NaN if refused. */
function bestTime(text, runs = 2) {
  let best = Infinity;
  for (let run = 0; run < runs; run++) {
    globalThis.gc?.();
    const start = performance.now();
    try {
      notationOdds(text);
    } catch {
      return Number.NaN; // refused while computing: not a figure of the cost model
    }
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** The median nanoseconds per estimated step of the yardstick forms, now. */
function yardstick() {
  const ns = YARDSTICK.map((text) => (bestTime(text, 3) * 1e6) / notationCost(text).work).sort(
    (a, b) => a - b,
  );
  return ns[Math.floor(ns.length / 2)];
}

/** Fuzzes the cost model; prints its figures and returns them. */
export function runCostFuzz({
  seconds = Number(process.env.BENCH_FUZZ_SECONDS ?? 20),
  seed = process.env.BENCH_FUZZ_SEED ?? 'cost-fuzz',
  notations = 2_000,
} = {}) {
  const next = generator(seed);
  const texts = [...REVIEWED, ...Array.from({ length: notations }, next)];
  let valid = 0;
  let admitted = 0;
  let slowestEstimate = { ms: 0, text: '' };
  const timed = [];
  const before = yardstick();
  const stopAt = performance.now() + seconds * 1000;
  for (const text of texts) {
    try {
      parseNotation(text);
    } catch {
      continue;
    }
    valid++;
    // The estimate alone, the best of three after a collection (it runs on the server's event loop).
    let estimateMs = Infinity;
    let cost;
    let refusal;
    globalThis.gc?.();
    for (let run = 0; run < 3; run++) {
      const t0 = performance.now();
      cost = notationCost(text);
      refusal = notationRefusal(text, MAX_DISTRIBUTION_VALUES, cost);
      estimateMs = Math.min(estimateMs, performance.now() - t0);
    }
    if (estimateMs > slowestEstimate.ms) slowestEstimate = { ms: estimateMs, text };
    if (refusal) continue;
    admitted++;
    if (cost.work < MIN_TIMED_WORK || performance.now() > stopAt) continue;
    const best = bestTime(text);
    if (Number.isFinite(best)) timed.push({ text, work: cost.work, ms: best, ns: (best * 1e6) / cost.work });
  }
  const ref = (before + yardstick()) / 2;
  timed.sort((a, b) => a.ns - b.ns);
  const at = (q) => timed[Math.min(timed.length - 1, Math.floor(q * timed.length))];
  const p50 = at(0.5);
  const worst = timed.at(-1);
  console.log(
    `\nCost-model fuzz (seed ${seed}): ${texts.length} notations, ${valid} valid, ${admitted} admitted, ${timed.length} timed (estimates of ${MIN_TIMED_WORK.toLocaleString('en-US')} steps and more)`,
  );
  if (worst && p50) {
    console.log(
      `  real time per estimated step: p50 ${p50.ns.toFixed(2)} ns, p90 ${at(0.9).ns.toFixed(2)} ns, worst ${worst.ns.toFixed(2)} ns (${worst.text}: ${worst.ms.toFixed(1)} ms for ${Math.round(worst.work).toLocaleString('en-US')} steps)`,
    );
    console.log(
      `  worst ratio: ${(worst.ns / ref).toFixed(1)}x the yardstick's ${ref.toFixed(2)} ns per step (${YARDSTICK.join(', ')}, measured before and after; aim: within COST_FACTOR, ${COST_FACTOR}x)`,
    );
    for (const t of timed.slice(-5).reverse())
      console.log(
        `    ${(t.ns / ref).toFixed(1).padStart(6)}x  ${t.ns.toFixed(2).padStart(8)} ns/step  ${t.ms.toFixed(1).padStart(8)} ms  ${t.text}`,
      );
  }
  console.log(
    `  slowest estimate alone: ${slowestEstimate.ms.toFixed(3)} ms (${slowestEstimate.text}; best of three; aim under 10 ms)`,
  );
  return { valid, admitted, timed: timed.length, worst, p50, yardstick: ref, slowestEstimate };
}

if (import.meta.url === `file://${process.argv[1]}`) runCostFuzz();
