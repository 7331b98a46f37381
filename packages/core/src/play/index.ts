export { roundChoices } from './choices.js';
export {
  createPlayController,
  type EditAnswer,
  type EditOptions,
  type PlayController,
  type PlayControllerOptions,
  type PlaySnapshot,
  type PlayUndoStep,
  type PlayView,
} from './controller.js';
export { classifyEdit, relabelPlay } from './edit.js';
export { recordPlay, replayRecord } from './record.js';
export { findTest, type InputMemory, type Selection, type StartingInput } from './selection.js';
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
