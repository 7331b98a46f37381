/**
 * Errors as plain data across a thread boundary (structured clone keeps no class): the engine's named
 * errors keep their code and issues, anything else (a bug) its name, message and stack.
 */
import { isVerdictError, VerdictError, type VerdictErrorCode } from '@verdict/core';
import { DiceError, type DiceErrorCode } from '@verdict/dice';
import { problemOf } from '../http/errors.js';

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
  | { readonly kind: 'bug'; readonly name: string; readonly message: string; readonly stack?: string }
  /** The computation overflowed the worker's stack: the worker is replaced, the answer is `worker_failed`. */
  | { readonly kind: 'exhausted'; readonly resource: 'stack' };

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
  // V8 throws a RangeError when the stack runs out (deep recursion driven by an input): not a bug in the
  // request's handling but the worker's limit (`stackSizeMb`), answered like running out of memory.
  if (error instanceof RangeError && /Maximum call stack size exceeded/.test(error.message)) {
    return { kind: 'exhausted', resource: 'stack' };
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return { kind: 'bug', name: e.name, message: e.message, ...(e.stack ? { stack: e.stack } : {}) };
}

/** The error a {@link WireError} stands for, as the main thread's error handler expects it. */
export function fromWireError(wire: WireError): Error {
  if (wire.kind === 'exhausted') return workerFailed(wire.resource);
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

/** What exhausted a worker: its stack, its memory, or it stopped for another reason (its exit code). */
export type WorkerFailure = 'stack' | 'memory' | { readonly exited: string };

/**
 * The 503 `worker_failed` answer of a computation that ended its worker, naming the cause. Not a
 * `limit_exceeded` (422): no limit of the contract was broken, the input got past every estimate and hit
 * the worker's own resource limits, which the operator sets (`WORKER_MEMORY_MB`).
 *
 * @example
 * throw workerFailed('memory'); // 503 worker_failed: "...ran out of the worker's memory (WORKER_MEMORY_MB)..."
 */
export function workerFailed(cause: WorkerFailure) {
  const what =
    cause === 'stack'
      ? "overflowed the worker's stack (a recursion too deep)"
      : cause === 'memory'
        ? "ran out of the worker's memory (WORKER_MEMORY_MB)"
        : `stopped its worker unexpectedly (${cause.exited})`;
  return problemOf(
    'worker_failed',
    `The computation ${what} and was stopped with its worker; the server is unaffected. Ask for less (fewer dice, sides, rounds or turns)`,
    [{ path: '', message: `the computation ${what}` }],
  );
}
