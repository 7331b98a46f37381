/**
 * @module
 * The room's forms as shared models: what a screen's form holds and does (a request's answer, the GM's request and
 * tools, a test of rounds' choices), observable objects each frontend binds.
 */
export {
  type AnswerCard,
  type AnswerFormState,
  type AnswerForms,
  type AnswerFormsOptions,
  type AnswerFormsSnapshot,
  createAnswerForms,
  type PartField,
} from './answer-forms.js';
export { createFormStore, type FormStore, problemOf } from './form-store.js';
export { createGmTools, type GmTools, type GmToolsState, type TheirField } from './gm-tools.js';
export { createKeyEntry, createNewKey } from './key-forms.js';
export { mergedPart, partOf, type SavedInput, shownValue } from './part-input.js';
export { requestParts } from './request-parts.js';
export { createRollForm, type RollForm, type RollFormState } from './roll-form.js';
export {
  createRoundsForms,
  type RoundsFormState,
  type RoundsForms,
  type RoundsFormsSnapshot,
  roundsLabels,
  roundsTestWords,
} from './rounds-forms.js';
export {
  createJoinForm,
  createOpenTableForm,
  type JoinFormState,
  type OpenedTable,
  type SeatFormOptions,
  takeSeatBack,
} from './table-forms.js';
export {
  createTestChoice,
  type TestChoice,
  type TestChoiceModel,
  type TestChoiceSnapshot,
} from './test-choice.js';
export { createVerifyForm, type VerifyForm, type VerifyFormState } from './verify-form.js';
