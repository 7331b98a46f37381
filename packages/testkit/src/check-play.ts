import * as core from '@verdict/core';
import {
  type GameSystemV1,
  parseInput,
  type Registry,
  resolveTest,
  type ToolDefinitionV1,
} from '@verdict/core';
import * as fc from 'fast-check';
import { expect } from 'vitest';
import { describeError, hashSeed, isUserError } from './errors.js';
import { garbageValue, mutatedInput } from './garbage.js';
import { type CheckContext, exampleInputs, requestFor, type Settings, seedFor } from './options.js';

// The play session and tools arrived in @verdict/core 1.1; the testkit's peer range is ^1, so these checks are read
// from the namespace (a missing export is undefined there, not a link error) and run only on a core that has them.
const { playToEnd, runTool, startPlay } = core as Partial<typeof core>;

/** Whether the @verdict/core installed has the play session and tools (1.1 and later). */
export const corePlays: boolean = [playToEnd, runTool, startPlay].every((fn) => typeof fn === 'function');

/**
 * The seed convention: for a test with rounds, every example input played round by round from a seed (each round
 * continuing the seed's stream) gives exactly the Outcome of resolving it whole with that seed.
 */
export function checkRoundsMatchWhole(context: CheckContext): void {
  for (const input of exampleInputs(context.test)) {
    for (let i = 0; i < Math.min(context.settings.seeds, 5); i++) {
      const request = { ...requestFor(context, input), seed: seedFor(context, `rounds-${i}`) };
      const whole = resolveTest(context.registry, request);
      const play = playToEnd!(context.registry, startPlay!(context.registry, { ...request, mode: 'rounds' }));
      expect(play.outcome, `input ${JSON.stringify(input)}, seed '${request.seed}': rounds vs whole`).toEqual(
        whole,
      );
    }
  }
}

/**
 * Follow-ups are playable data: each follow-up an example's outcome proposes names a test of the same system, and
 * its input fits that test.
 */
export function checkFollowUps(context: CheckContext): void {
  for (const example of context.test.examples) {
    const request = requestFor(context, example.input);
    const response = resolveTest(
      context.registry,
      example.dice ? { ...request, dice: example.dice } : { ...request, seed: example.seed ?? example.title },
    );
    for (const followUp of response.outcome.followUps ?? []) {
      expect(typeof followUp.label, `example "${example.title}": a follow-up's label`).toBe('string');
      const test = context.registry.test(context.system.id, followUp.test);
      expect(
        () => parseInput(test, followUp.input),
        `follow-up '${followUp.label}': its input`,
      ).not.toThrow();
    }
  }
}

/** A tool's examples run through `runTool` and give their `lines`, when the example states them. */
export function checkToolExamples(
  registry: Registry,
  system: GameSystemV1,
  toolId: string,
  tool: ToolDefinitionV1,
): void {
  expect(tool.examples.length, `tool '${toolId}' needs at least one example`).toBeGreaterThan(0);
  for (const example of tool.examples) {
    const result = runTool!(registry, { system: system.id, tool: toolId, input: example.input });
    expect(result.lines.length, `tool '${toolId}', example "${example.title}": lines`).toBeGreaterThan(0);
    expect(result.lines.every((line) => typeof line === 'string')).toBe(true);
    if (example.lines) {
      // The stated lines must come out, in order; the result may say more between them.
      let at = 0;
      for (const line of result.lines) if (line === example.lines[at]) at++;
      expect(
        example.lines.slice(at),
        `tool '${toolId}', example "${example.title}": lines missing from ${JSON.stringify(result.lines)}`,
      ).toEqual([]);
    }
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  }
}

/** Property: mutated examples and garbage make a tool answer or throw a user error, never anything else. */
export function checkToolInputs(
  registry: Registry,
  system: GameSystemV1,
  toolId: string,
  tool: ToolDefinitionV1,
  settings: Settings,
): void {
  const examples = fc.constantFrom(...tool.examples.map((example) => example.input as unknown));
  const inputs = fc.oneof(mutatedInput(examples), garbageValue);
  const seed = hashSeed([settings.seed, system.id, 'tool', toolId].join('/'));
  const details = fc.check(
    fc.property(inputs, (input) => {
      try {
        runTool!(registry, { system: system.id, tool: toolId, input });
      } catch (error) {
        if (!isUserError(error))
          throw new Error(`runTool threw ${describeError(error)}, expected a user error`);
      }
    }),
    { seed, numRuns: settings.propertyRuns },
  );
  if (details.failed) {
    const input = details.counterexample ? fc.stringify(details.counterexample[0]) : '(none)';
    const reason =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`tool '${toolId}': ${reason}, for input ${input} (fast-check seed ${seed})`);
  }
}
