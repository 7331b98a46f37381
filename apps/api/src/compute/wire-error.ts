/**
 * Errors as plain data across a thread boundary (structured clone keeps no class): the engine's named
 * errors keep their code and issues, anything else (a bug) its name, message and stack.
 */
import { isVerdictError, VerdictError, type VerdictErrorCode } from '@verdict/core';
import { DiceError, type DiceErrorCode } from '@verdict/dice';

/** An error as it crosses from a worker to the main thread. */
export type WireError =
  | {
      readonly kind: 'verdict';
      readonly code: string;
      readonly message: string;
      readonly issues: readonly { readonly path: readonly (string | number)[]; readonly message: string }[];
      /** A dice error's extras (where in the notation, which limit): kept so the answer is the same. */
      readonly dice?: { readonly position?: number; readonly limit?: string };
    }
  | { readonly kind: 'bug'; readonly name: string; readonly message: string; readonly stack?: string };

/** Any thrown value as a {@link WireError}. */
export function toWireError(error: unknown): WireError {
  if (isVerdictError(error) || error instanceof DiceError) {
    return {
      kind: 'verdict',
      code: error.code,
      message: error.message,
      issues: error.issues.map((issue) => ({ path: [...issue.path], message: issue.message })),
      ...(error instanceof DiceError
        ? {
            dice: {
              ...(error.position === undefined ? {} : { position: error.position }),
              ...(error.limit === undefined ? {} : { limit: error.limit }),
            },
          }
        : {}),
    };
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return { kind: 'bug', name: e.name, message: e.message, ...(e.stack ? { stack: e.stack } : {}) };
}

/** The error a {@link WireError} stands for, as the main thread's error handler expects it. */
export function fromWireError(wire: WireError): Error {
  if (wire.kind === 'verdict' && wire.dice) {
    return new DiceError(wire.code as DiceErrorCode, wire.message, wire.issues, wire.dice);
  }
  if (wire.kind === 'verdict') {
    return new VerdictError(wire.code as VerdictErrorCode, wire.message, wire.issues);
  }
  const error = new Error(wire.message);
  error.name = wire.name;
  if (wire.stack) error.stack = wire.stack;
  return error;
}
