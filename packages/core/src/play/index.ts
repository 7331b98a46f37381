export { classifyEdit, relabelPlay } from './edit.js';
export { recordPlay, replayRecord } from './record.js';
export { MAX_PLAY_ROUNDS, playNext, playToEnd, startPlay } from './session.js';
export type {
  EditClassification,
  EditKind,
  PlayedRound,
  PlayMode,
  PlayProvenance,
  PlayRecord,
  PlayRequest,
  PlaySession,
  RollInput,
} from './types.js';
