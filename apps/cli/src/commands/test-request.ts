import type { TestManifest } from '@verdict/core';
import { parseDiceFaces } from '../args.js';
import { systemManifest } from '../built-in-manifest.js';
import { UsageError } from '../errors.js';
import { characterInput } from '../input/character-input.js';
import { checkInputWords } from '../input/input-issues.js';
import { readInput } from '../input/read-input.js';
import type { CommandContext } from './context.js';
import { checkIds } from './known-ids.js';

/** A test named on the command line, with its input built from the flags and field=value pairs. */
export interface TestRequest {
  readonly system: string;
  readonly test: string;
  readonly manifest: TestManifest;
  readonly input: unknown;
  readonly dice?: number[];
  readonly seed?: string;
}

/** Finds the test's manifest; unknown ids throw the engine's named errors with a did-you-mean (exit 2). */
export function findTest(context: CommandContext, system: string, test: string): TestManifest {
  checkIds(context.registry, system, { test });
  return systemManifest(context.registry, system).tests.find((t) => t.id === test)!;
}

/** `<system> <test> [field=value ...]` plus `--input`, `--input-file`, `--dice`, `--seed`. */
export function readTestRequest(context: CommandContext, command: string): TestRequest {
  const [system, test, ...pairs] = context.line.positionals;
  if (system === undefined || test === undefined) {
    const known = system === undefined ? undefined : context.registry.systems.find((s) => s.id === system);
    if (known) {
      const tests = Object.keys(known.tests).join(', ');
      throw new UsageError(
        `Missing <test>: ${system}'s tests are ${tests}\nverdict ${command} ${system} <test> [field=value ...]`,
      );
    }
    const usage = `verdict ${command} <system> <test> [field=value ...]${command === 'odds' ? ', or verdict odds <notation> (3d6+1)' : ''}`;
    throw new UsageError(
      `Missing ${system === undefined ? '<system> and <test>' : '<test>'}: ${usage}\nRun 'verdict systems' for the ids.`,
    );
  }
  if (context.line.dice !== undefined && context.line.seed !== undefined) {
    throw new UsageError('Unexpected --seed with --dice, expected one of them');
  }
  rejectFlags(context, command, ['total']);
  const manifest = findTest(context, system, test);
  const { character } = context.line;
  const input = readInput(
    {
      ...inputFlags(context),
      pairs,
      ...(character === undefined ? {} : { character: characterInput(context.env, character, system, test) }),
    },
    manifest.inputSchema,
  );
  return {
    system,
    test,
    manifest,
    input,
    ...(context.line.dice === undefined ? {} : { dice: parseDiceFaces(context.line.dice) }),
    ...(context.line.seed === undefined ? {} : { seed: context.line.seed }),
  };
}

/** Checks a whole input (not a request's part) before the engine runs: its problems said in words (N9). */
export function checkWholeInput(context: CommandContext, request: TestRequest): void {
  checkInputWords(context.registry, { ...request, schema: request.manifest.inputSchema });
}

/** The input flags and stdin, as `readInput` takes them. */
export function inputFlags(context: CommandContext) {
  return {
    ...(context.line.input === undefined ? {} : { input: context.line.input }),
    ...(context.line.inputFile === undefined ? {} : { inputFile: context.line.inputFile }),
    readStdin: context.readStdin,
    stdinPiped: context.stdinPiped,
  };
}

/** Rejects flags a command does not take, naming them. */
export function rejectFlags(
  context: CommandContext,
  command: string,
  flags: readonly ('dice' | 'seed' | 'character' | 'total')[],
): void {
  for (const flag of flags) {
    const value = context.line[flag];
    if (value !== undefined && value !== false)
      throw new UsageError(`Unexpected --${flag}: 'verdict ${command}' does not take it`);
  }
}
