/**
 * @module
 * A Verdict room client's model, from the hash-chained log alone: members, the requests waiting for a
 * member and their answers, which sealed entries a member may open, member names and revealed contents,
 * each roll's exact chance of its result or better, the luck ledger, and reading the server's presence
 * events. Pure: no I/O, no DOM.
 */

export {
  type CheckCode,
  describeVerdict,
  type LogHead,
  NO_HEAD_TEXT,
  shortHash,
  type Unverifiable,
  type UnverifiableKind,
  type VerifyFailure,
  type VerifyNote,
  type VerifyOptions,
  type VerifyResult,
  type VerifyStatus,
} from '@verdict/fair';
export { formatChance, type RollChance, rollChance } from './chance.js';
export {
  type Backoff,
  type BackoffOptions,
  backoffCeiling,
  backoffDelay,
  createBackoff,
} from './client/backoff.js';
// client
export {
  type ProblemField,
  RoomCallError,
  type RoomFetch,
  type RoomRequestInit,
  roomCall,
} from './client/call.js';
export { foldReveals } from './client/fold-reveals.js';
export {
  createLastingStorage,
  type KeyValueStore,
  type LastingStorage,
  usableStore,
} from './client/lasting-storage.js';
export {
  nextTableLink,
  PAST_TABLES,
  seatPlan,
  type TableLink,
  tableLinkOf,
  type UnpublishedTable,
} from './client/linked-table.js';
export {
  createLiveCheck,
  type LiveCheck,
  type RoomWarning,
  type SentRoll,
  warningLines,
} from './client/live-check.js';
export {
  createRequestAlerts,
  REQUEST_ALERT,
  type RequestAlerts,
  type RequestAlertsOptions,
} from './client/request-alerts.js';
export { createRoomClient, type RoomClient, storageKeys } from './client/room-client.js';
export {
  createRoomPrompt,
  type PromptMode,
  type PromptState,
  type RoomPrompt,
  type RoomPromptOptions,
  statusWords,
} from './client/room-prompt.js';
export {
  createRoomView,
  type MemberLine,
  type RoomScreen,
  type RoomViewObserver,
  type RoomViewOptions,
  type SealedChoice,
} from './client/room-view.js';
export {
  type RoomAction,
  type RoomActions,
  requestVisibilityChoices,
  roomActions,
  type VisibilityChoice,
  visibilityChoices,
} from './client/room-view-actions.js';
export { type LineKind, type LogLine, logLines } from './client/room-view-lines.js';
export {
  type AskedRequest,
  answerRoundsAction,
  type RequestAnswer,
  type WaitingRequest,
  waitingRequest,
} from './client/room-view-requests.js';
export type { RoundsTestView, RoundView } from './client/room-view-rounds.js';
export {
  createSeatBook,
  type KeptSeat,
  keptSeat,
  type SeatBook,
  type SeatBookOptions,
} from './client/seat-book.js';
export { createSeenHeads, type SeenHead, type SeenHeadsOptions } from './client/seen-heads.js';
export {
  eventBlock,
  eventsOverFetch,
  type OpenEvents,
  type RoomEventSource,
  type RoomStreamEvent,
} from './client/sse.js';
export {
  createTableSeat,
  type SeatState,
  type TableSeatModel,
  type TableSeatOptions,
  type TableSeatSnapshot,
  type Tabletop,
} from './client/table-seat.js';
export {
  createTabletopSeat,
  type StorageAccess,
  type TabletopSeatModel,
  type TabletopSeatOptions,
  type TabletopSeatSnapshot,
  type TabletopStorageOptions,
  tabletopStorage,
} from './client/tabletop-seat.js';
export type {
  Appended,
  Created,
  FailedAttempts,
  Invitation,
  RequestCommand,
  RollCommand,
  RoomClientOptions,
  RoomHead,
  RoomMember,
  RoomSeat,
  RoomSnapshot,
  RoomStatus,
  RoomStorage,
  RoomTimers,
  RoomView,
  StartRoundsCommand,
} from './client/types.js';
export { keysUnder, type ListedStore, takeEarlierSeat, webStorage } from './client/web-storage.js';
export { describeEntry, type EntryDescription } from './describe/describe-entry.js';
export { type DiceRound, diceRounds } from './describe/dice-rounds.js';
export {
  type DiceRow,
  type DiceRowsOptions,
  diceRowName,
  diceRows,
  effectsLine,
} from './describe/dice-rows.js';
export { endedWords, epochEndWords } from './describe/epoch-end-words.js';
export { failedAttemptsWords } from './describe/failed-attempts.js';
export { gmAnswerWords } from './describe/gm-answer-words.js';
export {
  fieldTitle,
  fixedWords,
  inputWords,
  playerFields,
  type RequestWords,
  requestWords,
  rollName,
  testLabels,
  testTitle,
} from './describe/input-words.js';
export { membersWords } from './describe/members-words.js';
export { roundsLine, roundsShown } from './describe/rounds-line.js';
export {
  csvField,
  exportFile,
  type TranscriptFile,
  transcriptCsv,
  transcriptFiles,
  transcriptMarkdown,
} from './describe/transcripts.js';
export { visibilityName, visibilityNote } from './describe/visibility.js';
// forms: the room's forms as shared models (answers, the GM's request and tools, rounds' choices)
export * from './forms/index.js';
export { type LogView, nameOf, viewOf } from './log-view.js';
export { type LuckSample, luckLedger, type MemberLuck, ordinal } from './luck.js';
// plain dice notation in a room: a pseudo-system every room's registry has
export {
  NOTATION_SYSTEM,
  NOTATION_TEST,
  NOTATION_VERSION,
  type NotationInput,
  notationDiceBound,
  notationInput,
  notationSystem,
} from './notation/notation-system.js';
export { type NotationWords, notationWords } from './notation/notation-words.js';
export { isNotation, withNotation } from './notation/with-notation.js';
export { parsePresence, splitPresence } from './presence.js';
// protocol: the HTTP shapes of the room routes (bodies and their validation, answers, routes as data)
export * from './protocol/index.js';
export { type OpenSealed, type ReadLogOptions, readLog } from './read-log.js';
// rules: a room's rules, once (the server writes by them, the verifier replays a log through them), and the verifier
export * from './rules/index.js';
export {
  answersByRequest,
  asks,
  membersOf,
  openableSeqs,
  openRequests,
  type TableMember,
  unrevealedSeqs,
} from './table-state.js';
export { type Difference, differenceText, firstDifference } from './verify/verify-diff.js';
export {
  type KeptHeads,
  parseHeadField,
  type VerifyExportOptions,
  type VerifyReport,
  verifyExport,
} from './verify/verify-export.js';
export { verifyLog } from './verify/verify-log.js';
// words: what a person types, understood (members, requests, visibilities by name) and checked before it is sent
export { type Addressed, memberIdsByName, requestNamed, visibilityOf } from './words/addressing.js';
export {
  answerPartRefusal,
  checkRollHere,
  revealRefusal,
  revealRefusalIn,
  revealSeqOf,
} from './words/checks-here.js';
export {
  type JoinTarget,
  type RoomPage,
  readJoinLink,
  roomHash,
  roomPageOf,
  serverUrlOf,
} from './words/join-link.js';
export { answerProblem, partIssues } from './words/part-issues.js';
export { type PartLine, partFieldsWords, readPartLine } from './words/part-line.js';
export {
  type PromptRequest,
  type PromptRoll,
  type PromptTest,
  REQUEST_HINT,
  readRequestLine,
  readRollLine,
  requestAsks,
  rollOddsWords,
} from './words/prompt-lines.js';
export { requestToAnswer } from './words/request-to-answer.js';
export {
  hereNowWords,
  LUCK_WORDS,
  loopbackLinkWarning,
  luckWords,
  memberWords,
  NO_SEAT_WORDS,
  requestSentence,
} from './words/room-page-words.js';
export { type SeatRecoveryWords, seatRecoveryWords } from './words/seat-recovery-words.js';
export { roomStatusWords } from './words/status-words.js';
export { type TabletopWords, tabletopWords } from './words/tabletop-words.js';
