import { convolve, type Distribution, holesOnly, possibleMask } from '../distribution.js';
import { LIMITS } from '../limits.js';
import type { DrawModel } from './draws.js';
import { SLACK, sumError, U } from './float-error.js';
import { countSteps, OBJECT_STEPS } from './meter.js';
import { fromEntries, mixture } from './ops.js';

/** The counted values of the draws whose natural face passes `which`, as unnormalised weights. */
export function valuesOf(
  model: DrawModel,
  value: (natural: number) => number,
  which: (natural: number) => boolean,
): Distribution {
  countSteps(OBJECT_STEPS * model.faces.length);
  const faces = model.faces.filter((f) => which(f.natural));
  const d = fromEntries(
    faces.map((f) =>
      f.count === undefined
        ? { value: value(f.natural), p: f.p }
        : { value: value(f.natural), p: f.p, count: f.count },
    ),
    model.total,
  );
  // Faces that count as one value (`min`/`max`) are added: at most faces - values + 1 terms in one sum.
  let values = 0;
  for (const p of d.probabilities) if (p > 0) values++;
  return { ...d, error: sumError(model.error, Math.max(1, faces.length - values + 1)) };
}

/** The relative error of {@link massOf}: its probabilities' own (1 when unbounded) and the sum's. */
export const massError = (d: Distribution) =>
  (d.error?.relative ?? 1) + (d.probabilities.length * U) / (1 - d.probabilities.length * U);

/** The total probability of a (possibly unnormalised) distribution. */
export const massOf = (d: Distribution) => d.probabilities.reduce((t, p) => t + p, 0);
const isEmpty = (d: Distribution) => massOf(d) === 0;

/**
 * One die and its explosions as a series: a first draw that does not explode (fn), or one that does (fe)
 * followed by g exploding extra draws (xe) and a last one (xn), cut once less than `epsilon` remains.
 */
export function chain(
  fe: Distribution,
  fn: Distribution,
  xe: Distribution,
  xn: Distribution,
  epsilon: number,
): Distribution {
  if (isEmpty(fe)) return fn;
  const pe = massOf(xe);
  let term = xn;
  let tail = xn;
  let remaining = pe;
  let g = 1;
  for (; g < LIMITS.maxRepeatsPerDie && remaining * massOf(fe) > epsilon; g++) {
    term = convolve(term, xe);
    tail = mixture([
      { weight: 1, dist: tail },
      { weight: 1, dist: term },
    ]);
    remaining *= pe;
  }
  const exploded = convolve(fe, stripExact(tail));
  const unit = mixture([
    { weight: 1, dist: stripExact(fn) },
    { weight: 1, dist: exploded },
  ]);
  // What is left out: the first draw exploded and the next g did too, fe * pe^g (the roller's 1,000th extra draw
  // stands, so at the cap this is the mass of those chains). Raised by its floats' own rounding so that it stays an
  // upper bound: the masses' (their error and the sum's), and pe's g times over, (1 + x) <= 1 + 2x while x < 1.
  const x = massError(fe) + g * (massError(xe) + U) + U;
  const truncated = massOf(fe) * remaining * (1 + 2 * x) * SLACK;
  // The chains cut: a first draw that exploded, g exploding extra draws, then more of them or a last one (or none, at
  // the cap): at least this much where no extra draw is negative (issue 37: the totals below it are the series' own).
  const cutFrom = xe.min >= 0 ? fe.min + g * xe.min + Math.min(0, xn.min) : -Infinity;
  return {
    min: unit.min,
    probabilities: unit.probabilities,
    ...(truncated > 0 ? { truncated } : {}),
    ...(truncated > 0 && Number.isFinite(cutFrom) ? { cutFrom } : {}),
    ...(unit.error ? { error: unit.error } : {}),
    ...(unit.possible ? { possible: unit.possible } : {}),
  };
}

/** Without exact counts (a series has none), its floats' error kept. */
const stripExact = (d: Distribution): Distribution => ({
  min: d.min,
  probabilities: d.probabilities,
  ...(d.error ? { error: d.error } : {}),
  // The totals `d` makes: without its counts, its zeros would otherwise all count as possible.
  ...holesOnly(possibleMask(d)),
});

export function normalised(d: Distribution): Distribution {
  const mass = massOf(d);
  const probabilities = d.probabilities.map((p) => p / mass);
  const e = d.error;
  if (!e || e.absolute > 0) return { min: d.min, probabilities };
  // Each float within its relative error, over a mass within massError: one more rounding for the division.
  const m = massError(d);
  const relative = ((e.relative + m + U) / (1 - m)) * SLACK;
  return { min: d.min, probabilities, error: { relative, absolute: 0, log2Smallest: e.log2Smallest - 1 } };
}

/** Normalised to a probability distribution, unless it is empty. */
export function normalisedOrEmpty(d: Distribution): Distribution {
  return massOf(d) > 0 ? normalised(d) : d;
}
