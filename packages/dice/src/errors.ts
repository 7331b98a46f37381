/** The ways a dice request can go wrong; the same codes travel through core and over HTTP. */
export type DiceErrorCode =
  | 'invalid_notation'
  | 'dice_exhausted'
  | 'dice_left_over'
  | 'face_out_of_range'
  | 'limit_exceeded';

/** One problem, with the path of what it is about (`['dice', 2]`, `['notation']`). */
export interface DiceIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/**
 * A dice request that cannot be carried out: bad notation, entered faces that do not fit, a limit.
 *
 * @example
 * try { parseNotation('2x6') } catch (e) { if (e instanceof DiceError) console.log(e.code, e.message) }
 */
export class DiceError extends Error {
  override readonly name = 'DiceError';
  readonly code: DiceErrorCode;
  readonly issues: readonly DiceIssue[];

  constructor(code: DiceErrorCode, message: string, issues?: readonly DiceIssue[]) {
    super(message);
    this.code = code;
    this.issues = issues ?? [{ path: [], message }];
  }
}
