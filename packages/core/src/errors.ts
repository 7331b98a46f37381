import type { DiceErrorCode } from '@verdict/dice';
import type { InputIssue } from './contract.js';

/** Every error code the engine uses; apps map them to HTTP statuses and exit codes. */
export type VerdictErrorCode =
  | 'unknown_system'
  | 'unknown_test'
  | 'unknown_tool'
  | 'invalid_input'
  | 'invalid_state'
  | 'invalid_system'
  | 'unsupported_api_version'
  | 'duplicate_system'
  | DiceErrorCode;

/**
 * A named error with a string code. Bad input and dice problems carry `issues` naming each field or die.
 *
 * @example
 * if (isVerdictError(error) && error.code === 'invalid_input') showBesideFields(error.issues);
 */
export class VerdictError extends Error {
  override readonly name = 'VerdictError';
  readonly code: VerdictErrorCode;
  readonly issues: readonly InputIssue[];

  constructor(code: VerdictErrorCode, message: string, issues: readonly InputIssue[] = []) {
    super(message);
    this.code = code;
    this.issues = issues;
  }

  /** The error as plain data, to send over the wire. */
  toJSON(): { code: VerdictErrorCode; message: string; issues: readonly InputIssue[] } {
    return { code: this.code, message: this.message, issues: this.issues };
  }
}

/** Whether a value is a {@link VerdictError} (also across package copies). */
export function isVerdictError(value: unknown): value is VerdictError {
  return (
    value instanceof VerdictError ||
    (value instanceof Error && value.name === 'VerdictError' && 'code' in value)
  );
}

/** The codes that mean the caller's request was wrong, not that the engine is broken. */
export const USER_ERROR_CODES: ReadonlySet<VerdictErrorCode> = new Set<VerdictErrorCode>([
  'invalid_input',
  'invalid_state',
  'invalid_notation',
  'dice_exhausted',
  'dice_left_over',
  'face_out_of_range',
  'limit_exceeded',
]);
