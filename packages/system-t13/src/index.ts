/**
 * @module
 * T13 for Verdict: the Value Test and the Dice Test with Proficiencies, with exact odds, and the T13
 * toolkit (Boons and Values, Facets and misfit levels, Gematria and Geometry, the Success/Failure ladder).
 */
import { defineGameSystem } from '@verdict/core';
import { diceTest } from './dice-test.js';
import { t13Tools } from './tools/index.js';
import { valueTest } from './value-test.js';

/**
 * The T13 game system: tests `value` and `dice`, and tools `boon-value`, `helpers` and `geometry`.
 *
 * @example
 * import { createRegistry, resolveTest } from '@verdict/core';
 * import { t13 } from '@verdict/system-t13';
 * resolveTest(createRegistry([t13]), { system: 't13', test: 'value', input, dice: [37] });
 */
export const t13 = defineGameSystem({
  apiVersion: 1,
  id: 't13',
  name: 'T13',
  // From package.json (bundled into dist by tsup), so the version is written once.
  version,
  description:
    "C. J. Moseley's narrative game T13: Value Tests that compare summed Boons and Values, and Dice Tests with Proficiencies, counting Success and Failure Levels at once.",
  tests: { value: valueTest, dice: diceTest },
  tools: t13Tools,
});

export {
  BOON_DICE,
  boonDice,
  boonValue,
  difficultyValue,
  helpersToBeat,
  MAX_STANDARD_BOON,
} from './boons.js';
export type { Crisis, CrisisResult } from './dice-judge.js';
export type { DiceInput, DiceInputIn, DiceSpec } from './dice-schema.js';
export {
  antiFacet,
  FACET_NAMES,
  FACETS,
  type FacetInfo,
  type FacetName,
  type Misfit,
  misfitLevels,
  type Suit,
  type SuitColour,
} from './facets.js';
export {
  collapse,
  GEOMETRY_NAMES,
  type GematriaLetter,
  gematriaLetters,
  gematriaValue,
  geometryName,
  geometryOf,
  resolveGeometry,
} from './gematria.js';
export {
  addLevels,
  type ExtraLevel,
  LADDER,
  type LevelLabel,
  type Levels,
  ladderRung,
  type Rung,
} from './levels.js';

import { version } from '../package.json';

export { boonValueTool, geometryTool, helpersTool } from './tools/index.js';
export type { ValueInput, ValueInputIn } from './value-schema.js';
