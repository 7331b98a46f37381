/**
 * @module
 * Provably fair rolls for Verdict rooms (`hmac-sha256-v1`): the random source that derives a roll's dice
 * from a committed server seed, a client seed and a nonce; RFC 8785 canonical JSON; the hash-chained
 * log's entries, seals and reveals; and the verifier's result types and `describeVerdict` (the verifier itself,
 * `verifyLog`, replays a log through a room's rules: it is in `@verdict/room`). No I/O.
 */
export { canonicalJson, MAX_JSON_DEPTH } from './canonical-json.js';
export { chainEntry, hashEntry, isEntryOfType } from './chain.js';
export type {
  EntryCommon,
  EpochRotatedEntry,
  HiddenRollEntry,
  MemberJoinedEntry,
  OutcomeRollEntry,
  PublicResult,
  PublicRollEntry,
  RequestContent,
  RequestEntry,
  RevealEntry,
  Role,
  RollContent,
  RollEntry,
  RoomClosedEntry,
  RoomEntry,
  RoomExport,
  RoomOpenedEntry,
  UnhashedEntry,
  Visibility,
} from './entries.js';
export { ENTRY_TYPES, ROLES, VISIBILITIES } from './entries.js';
export { type ContentKind, contentShapeIssues, entryShapeIssues } from './entry-shape.js';
export { type ComputableAtEpochEnd, computableText } from './epoch-end-text.js';
export { hashingCount } from './hashing-count.js';
export { GENESIS_PREV, isHex64 } from './hex.js';
export {
  ALGORITHM,
  ALGORITHM_V2,
  algorithmOf,
  checkClientSeed,
  type HmacSeed,
  hmacFaces,
  hmacSource,
  hmacWords,
  MAX_CLIENT_SEED_LENGTH,
  PROTOCOL,
  PROTOCOLS,
  type Protocol,
} from './hmac-source.js';
export { type RoomRoll, type RoomRollDice, type RoomRollRequest, resolveRoll } from './resolve-roll.js';
export {
  isRoundType,
  ROUND_TYPES,
  type RoundChoiceEntry,
  type RoundEntry,
  type RoundLapsedEntry,
  type RoundRecount,
  type RoundsContent,
  type RoundsEndedEntry,
  type RoundsEntry,
  type RoundsStartedEntry,
  type RoundType,
} from './round-entries.js';
export type { RoundContentKind } from './round-shape.js';
export { revealMatches, seal } from './seal.js';
export {
  type EntryParts,
  type RollSubject,
  type SplitEntry,
  sealsSubject,
  splitEntry,
  subjectOf,
} from './sealed-entry.js';
export { commitment, sha256Hex } from './sha256.js';
export type { ShapeIssue } from './shape-rules.js';
export type {
  CheckCode,
  LogHead,
  Unverifiable,
  UnverifiableKind,
  VerifyFailure,
  VerifyNote,
  VerifyOptions,
  VerifyResult,
  VerifyStatus,
} from './verify-result.js';
export { describeVerdict, NO_HEAD_TEXT, shortHash } from './verify-verdict.js';
