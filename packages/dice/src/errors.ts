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

/** What a notation error carries besides its message (see {@link DiceError}). */
export interface DiceErrorExtra {
  readonly position?: number;
  readonly limit?: string;
  readonly notation?: string;
  readonly suggestion?: string;
}

/**
 * A dice request that cannot be carried out: bad notation, entered faces that do not fit, a limit.
 * Notation errors carry `position`, the 1-based character where the problem is, the `notation` as typed (a frontend
 * puts a caret under that character) and, for a d20-like typo, a `suggestion` that parses (`d2o`: `d20`).
 *
 * @example
 * try { parseNotation('d2o') } catch (e) { if (e instanceof DiceError) console.log(e.code, e.position, e.suggestion) } // invalid_notation 3 d20
 */
export class DiceError extends Error {
  override readonly name = 'DiceError';
  readonly code: DiceErrorCode;
  readonly issues: readonly DiceIssue[];
  /** The 1-based position in the notation, for notation errors. */
  readonly position?: number;
  /** The limit that was exceeded, by name (`maxDistributionWork`), for `limit_exceeded`. */
  readonly limit?: string;
  /** The notation as typed, for notation errors (`position` counts in it). */
  readonly notation?: string;
  /** A notation that parses, made by a small edit of a typo (`2x6`: `2d6`), when one is found. */
  readonly suggestion?: string;

  constructor(code: DiceErrorCode, message: string, issues?: readonly DiceIssue[], extra?: DiceErrorExtra) {
    super(message);
    this.code = code;
    this.issues = issues ?? [{ path: [], message }];
    if (extra?.position !== undefined) this.position = extra.position;
    if (extra?.limit !== undefined) this.limit = extra.limit;
    if (extra?.notation !== undefined) this.notation = extra.notation;
    if (extra?.suggestion !== undefined) this.suggestion = extra.suggestion;
  }
}
