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
 * Notation errors carry `position`, the 1-based character where the problem is.
 *
 * @example
 * try { parseNotation('3d6!>') } catch (e) { if (e instanceof DiceError) console.log(e.code, e.position) } // invalid_notation 5
 */
export class DiceError extends Error {
  override readonly name = 'DiceError';
  readonly code: DiceErrorCode;
  readonly issues: readonly DiceIssue[];
  /** The 1-based position in the notation, for notation errors. */
  readonly position?: number;
  /** The limit that was exceeded, by name (`maxDistributionWork`), for `limit_exceeded`. */
  readonly limit?: string;

  constructor(
    code: DiceErrorCode,
    message: string,
    issues?: readonly DiceIssue[],
    extra?: { readonly position?: number; readonly limit?: string },
  ) {
    super(message);
    this.code = code;
    this.issues = issues ?? [{ path: [], message }];
    if (extra?.position !== undefined) this.position = extra.position;
    if (extra?.limit !== undefined) this.limit = extra.limit;
  }
}
