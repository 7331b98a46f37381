/**
 * @module
 * The Verdict engine: the versioned game-system contract, the registry, its JSON manifest, and the
 * `resolveTest` / `oddsTest` / `stepTest` entry points every frontend calls. No I/O.
 */
export {
  type CostKind,
  type DiceNeed,
  type DieRecount,
  defineGameSystem,
  defineTest,
  type ExampleInput,
  type FieldHints,
  type GameSystemV1,
  type InputIssue,
  type InputSchema,
  type ResolveContext,
  type RoundResult,
  type RoundsV1,
  type TestCost,
  type TestDefinitionV1,
  type TestExample,
} from './contract.js';
export {
  type CostBudget,
  type CostEstimate,
  type CostRequest,
  ENGINE_BUDGET,
  estimateCost,
} from './cost.js';
export { withDiceErrors } from './dice-tray.js';
export { closestName, editDistance } from './did-you-mean.js';
export type { DisplayLabelsV1, FieldHintV1, NumberFormatV1, OddsExtraLabelV1 } from './display.js';
export { diceNeeded, type EngineOptions, oddsTest, type ResolveRequest, resolveTest } from './engine.js';
export { maxEntryBytes } from './entry-bytes.js';
export { isVerdictError, USER_ERROR_CODES, VerdictError, type VerdictErrorCode } from './errors.js';
export { escapeControl } from './escape-control.js';
export type { FollowUpV1 } from './follow-up.js';
export {
  describeRegistry,
  describeSystem,
  type SystemManifest,
  type TestManifest,
  type ToolManifest,
} from './manifest.js';
export type {
  Effect,
  OddsHeadlineV1,
  OddsOutcome,
  OddsResponse,
  OddsResult,
  Outcome,
  OutcomeResponse,
  Resolution,
  ResultKind,
  Step,
} from './outcome.js';
export { type DiceSummary, OUTPUT_LIMITS, roundSteps, showDice } from './output-limits.js';
export * from './play/index.js';
export {
  COMMAND_PROBLEM_TYPES,
  commandProblemType,
  findProblemType,
  PROBLEM_TYPES,
  type ProblemCode,
  type ProblemType,
  problemType,
} from './problem-types.js';
export { createRegistry, type Registry } from './registry.js';
export { resolveByRounds } from './rounds.js';
export { runTool, type ToolRequest, type ToolResponse } from './run-tool.js';
export { MAX_STREAM_POSITION, type SeedStream, seedStream } from './seed-stream.js';
export type { StandardJSONSchemaV1, StandardSchemaV1 } from './standard-schema.js';
export { type StepRequest, type StepResponse, stepTest } from './step-test.js';
export { defineTool, type ToolDefinitionV1, type ToolExampleV1, type ToolResultV1 } from './tool.js';
export { unknownFields } from './unknown-fields.js';
export { parseInput, summarise, type Validation, validateInput, validateWith } from './validate.js';
export { ENGINE_VERSION } from './version.js';
