import { convolve, type Distribution } from '../distribution.js';
import { LIMITS } from '../limits.js';
import type { DrawModel } from './draws.js';
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
  return fromEntries(
    faces.map((f) =>
      f.count === undefined
        ? { value: value(f.natural), p: f.p }
        : { value: value(f.natural), p: f.p, count: f.count },
    ),
    model.total,
  );
}

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
  for (let g = 1; g < LIMITS.maxRepeatsPerDie && remaining * massOf(fe) > epsilon; g++) {
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
  const truncated = massOf(fe) * remaining;
  return { min: unit.min, probabilities: unit.probabilities, ...(truncated > 0 ? { truncated } : {}) };
}

const stripExact = (d: Distribution): Distribution => ({ min: d.min, probabilities: d.probabilities });

export function normalised(d: Distribution): Distribution {
  const mass = massOf(d);
  return { min: d.min, probabilities: d.probabilities.map((p) => p / mass) };
}

/** Normalised to a probability distribution, unless it is empty. */
export function normalisedOrEmpty(d: Distribution): Distribution {
  return massOf(d) > 0 ? normalised(d) : d;
}
