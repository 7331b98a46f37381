/**
 * @module
 * A room's rules, once: the state a log folds into, the rules each entry follows, who may open what, and
 * `decide`, which the server carries out every command through. `verifyLog` replays a log through the
 * same rules.
 */
export { mayOpen, openableBy } from './access.js';
export {
  admission,
  admitEntry,
  answerBound,
  ENTRY_OVERHEAD,
  entryBound,
  entryBytes,
  rollBound,
  type SizeLimits,
} from './admission.js';
export type {
  ComputedRoll,
  DecidedEntry,
  Decision,
  DiceFrom,
  Given,
  PlayedRound,
  Refusal,
  RoomCommand,
} from './commands.js';
export { roleRefusal } from './commands.js';
export { decide } from './decide.js';
export { planRound, type RoundPlan } from './decide-rounds.js';
export { entryProblems, type RuleProblem } from './entry-rules.js';
export { computableAtEpochEnd } from './epoch-end.js';
export {
  admitRequest,
  answerRefused,
  diceDoNotFit,
  enteredDiceRefusal,
  HIDDEN_DECIDES,
  type HiddenRefusal,
  hiddenBudgetRefusal,
  type RequestToAdmit,
} from './hidden-answers.js';
export { acceptanceReads, hiddenFixesRefusal } from './hidden-fixes.js';
export {
  FAILED_OUTCOME,
  isLapsed,
  LAPSED_DEADLINE,
  LAPSED_FAILED,
  LAPSED_OUTCOME,
  lapsedRoll,
  NO_RESULT_OUTCOMES,
  type NoResultOutcome,
  type NoResultReason,
  noResultOf,
} from './lapsed.js';
export { type CountLimits, limitRefusal } from './limits.js';
export { freeName, nameKey, nameTakenRefusal } from './names.js';
export { type AnswerTo, type Asked, answering, planRoll, type RollPlan } from './plan-roll.js';
export {
  playRoomRound,
  playRoomRoundAfter,
  type RoundsAfter,
  type RoundsRecord,
  replayRounds,
  roundsRecordOf,
} from './play-round.js';
export { RECOVERY_WEIGHT, WRONG_RECOVERY_KEY } from './recovery.js';
export {
  answerPartIssues,
  mergeAnswerInput,
  mergedInputFits,
  type PartProblem,
  playerPart,
  requestPartIssues,
  requestPartProblem,
} from './request-parts.js';
export type { RoundsTestState } from './rounds-state.js';
export {
  applyEntry,
  emptyRoomState,
  epochNonces,
  forkState,
  nextNonce,
  type RequestState,
  type RoomMember,
  type RoomState,
  roomState,
  type SealedState,
  unrevealed,
} from './state.js';
export {
  addStoredEntry,
  loadStoredRounds,
  loadStoredState,
  type StoredHead,
  type StoredParts,
  type StoredReader,
  type StoredRoundsReader,
} from './stored.js';
export { loadComputableAtEpochEnd, loadUnrevealedSeqs, type TypedStoredReader } from './stored-epoch.js';
export {
  COMMANDS,
  type CommandKind,
  ENTRY_TYPES,
  GM_ONLY_COMMANDS,
  GM_ONLY_ENTRIES,
  mayRollVisibility,
  ROLES,
  type Role,
  VISIBILITIES,
  type Visibility,
  visibilitiesFor,
} from './vocabulary.js';
