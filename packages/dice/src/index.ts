/**
 * @module
 * Dice for Verdict: random sources (secure, seeded, entered), unbiased draws, a tray that records every
 * die, dice notation, and exact distributions (convolution and keep-highest/lowest by order statistics).
 */
export {
  constant,
  convolve,
  type Distribution,
  formatFraction,
  moments,
  negate,
  type Outcome,
  outcomes,
  probabilityOf,
  shift,
  uniformDie,
} from './distribution.js';
export { DiceError, type DiceErrorCode, type DiceIssue } from './errors.js';
export { compileRoller } from './fast-roller.js';
export type {
  CompareOp,
  ComparePoint,
  DiceModifiers,
  DiceNode,
  DieKind,
  ExplodeStyle,
  Expr,
  FunctionName,
  GroupNode,
} from './grammar/ast.js';
export { formatExpression } from './grammar/format.js';
export { keepHighest, keepLowest, MAX_DISTRIBUTION_WORK, sumOfDice } from './keep.js';
export { LIMITS } from './limits.js';
export { formatNotation, type Keep, keptOf, type Notation, parseNotation, type Term } from './notation.js';
export {
  COST_FACTOR,
  MAX_DISTRIBUTION_ENTRIES,
  MAX_DISTRIBUTION_VALUES,
  MAX_FRACTION_WORK,
  type NotationCost,
  notationCost,
  notationRefusal,
} from './notation-cost.js';
export {
  type NotationOdds,
  notationDistribution,
  notationOdds,
  termDistribution,
} from './notation-distribution.js';
export { NOTATION_EXAMPLES, type NotationExample } from './notation-examples.js';
export {
  createEstimateMeter,
  EstimateLimitError,
  type EstimateMeter,
  meteredEstimate,
} from './odds/estimate-meter.js';
export { createMeter, MeterLimitError, metered, type WorkMeter } from './odds/meter.js';
export { createSeed, type RandomSource, secureSource } from './random-source.js';
export type { DieFate, DieMark } from './roll/marks.js';
export { type RolledDieRecord, type RollRequest, type RollResponse, rollDice } from './roll-dice.js';
export { type NotationRoll, rollNotation } from './roll-notation.js';
export { MAX_SEED_LENGTH, seedProblem } from './seed-rules.js';
export { SEED_ALGORITHM, seededSource, xoshiro128StarStar } from './seeded-source.js';
export { sha256Hex } from './sha256.js';
export {
  createTray,
  type Dice,
  type DiceTray,
  type DieRecord,
  type RolledDie,
  type TrayOptions,
} from './tray.js';
export { rollDie, uniformInt } from './uniform.js';
