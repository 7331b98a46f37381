/**
 * @module
 * Headless forms for Verdict: a test's JSON Schema (draft 2020-12, as zod, valibot and arktype emit it) and its
 * `ui` hints as a field model (paths, kinds, labels, help, defaults, choices with labels, list rows, shapes of a
 * union, the problems at each field), pure edits of the value through that model, and text in and out
 * (`field=value` pairs). No DOM, no React, no I/O: the web app, the CLI and the testkit all read schemas through it.
 */
export { type BuildFormOptions, buildForm } from './build-form.js';
export { clampNumber, defaultFor } from './defaults.js';
export { type DescribeInputOptions, describeInput } from './describe-input.js';
export {
  type DisplayFact,
  type DisplayLabels,
  formatNumber,
  groupLabel,
  inputParties,
  namedOutcomes,
  oddsFacts,
  oddsParties,
  outcomeFacts,
  outcomeLabel,
  type Parties,
  partyNamedLabel,
  sideNamedChoices,
  stepText,
  winnerLabel,
} from './display.js';
export {
  addRow,
  chooseVariant,
  cycleChoice,
  cycleVariant,
  includeGroup,
  removeRow,
  setField,
  stepNumber,
} from './edit.js';
export { type FacesRead, readFaces } from './faces.js';
export type {
  ArrayField,
  ChoiceField,
  ChoiceOption,
  Field,
  FieldBase,
  NumberField,
  ObjectField,
  RawField,
  SwitchField,
  TextField,
  VariantsField,
} from './field.js';
export { describeFields, describeType, type FieldLine } from './field-lines.js';
export { type FlatField, flattenFields } from './flatten.js';
export { addFractions } from './fraction.js';
export { type HeadlineFact, type HeadlineFormat, oddsHeadline } from './headline.js';
export { type FieldHint, type FormHints, hintAt } from './hints.js';
export {
  deref,
  isRecord,
  type JsonSchema,
  numberBounds,
  resolvePointer,
  stripNull,
  typeOf,
  variantsOf,
} from './json-schema.js';
export { kindOf, type OptionValue, type SchemaKind, type SchemaOption } from './kind.js';
export { humanize, labelFor, optionLabel, variantNames } from './labels.js';
export { listShorthand } from './list-shorthand.js';
export { describeAccuracy, formatChance, type OddsAccuracy } from './odds-accuracy.js';
export { type OddsSections, oddsSections } from './odds-sections.js';
export { type DistributionPoint, type OddsColumn, type OddsTable, oddsTables } from './odds-tables.js';
export { chanceOrBetter, type OrBetter, orBetterWords, type TierChance } from './or-better.js';
export { MAX_PATH_DEPTH, pathProblem } from './path-bounds.js';
export {
  type FieldIssue,
  type FieldPath,
  formatPath,
  getAt,
  issuesAt,
  issuesUnder,
  parsePath,
  removeAt,
  samePath,
  setAt,
} from './paths.js';
export { plainInput } from './plain-input.js';
export {
  cumulative,
  formatPercent,
  formatProbability,
  formatShares,
  MAX_FRACTION,
  type PercentOptions,
  probabilityBar,
  snap,
} from './probability.js';
export { roundChoices } from './round-choices.js';
export { splitFieldText } from './split-fields.js';
export { startingInput } from './starting-input.js';
export {
  applyFieldPairs,
  FieldPairError,
  type FieldPairOptions,
  readText,
  schemaAt,
  toFieldPairs,
  valueText,
} from './text.js';
export { matchVariant } from './variants.js';
