/**
 * @module
 * A test chosen with its input, for a room's forms (the roll form, the GM's request, a test started round by round)
 * as an observable model: the system and test picked (starting at the registry's first test, from its plain input:
 * never someone else's example), the input and its issues, and a test chosen again coming back as last left.
 */
import {
  describeRegistry,
  findTest,
  type InputIssue,
  type Registry,
  type SystemManifest,
  type TestManifest,
  validateInput,
} from '@verdict/core';
import { plainInput } from '@verdict/form';

/** A chosen test and its input, and whether the input is valid. */
export interface TestChoice {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  readonly valid: boolean;
}

/** What a test choice's form shows. */
export interface TestChoiceSnapshot {
  readonly systems: readonly SystemManifest[];
  /** The chosen test's manifest (its schema, hints and title) and its system's. */
  readonly found: { readonly system: SystemManifest; readonly test: TestManifest };
  readonly choice: TestChoice;
  /** What is wrong with the input, by field. */
  readonly issues: readonly InputIssue[];
  /** Changes when another test is picked: a form drawn for the last one starts again. */
  readonly formKey: number;
}

/** The test choice's model. */
export interface TestChoiceModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): TestChoiceSnapshot;
  /** Picks a system and one of its tests (its first when none is named), with my last input of it. */
  pick(system: string, test?: string): void;
  setInput(input: unknown): void;
}

/**
 * A test choice over a registry.
 *
 * @example
 * const choice = createTestChoice(registry);
 * choice.pick('t13', 'contest');
 * choice.getSnapshot().choice; // { system: 't13', test: 'contest', input: {...}, valid: true }
 */
export function createTestChoice(registry: Registry): TestChoiceModel {
  const { systems } = describeRegistry(registry);
  const first = systems[0]!;
  // My last input of each test, by `system/test`, for as long as the model lives.
  const last = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  const snapshotOf = (system: string, test: string, input: unknown, formKey: number): TestChoiceSnapshot => {
    const checked = validateInput(registry.test(system, test), input);
    const issues = checked.ok ? [] : checked.issues;
    const found = findTest(systems, system, test)!;
    return { systems, found, issues, formKey, choice: { system, test, input, valid: issues.length === 0 } };
  };
  let snapshot = snapshotOf(first.id, first.tests[0]!.id, plainInput(first.tests[0]!), 0);
  const set = (next: TestChoiceSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    pick(system, test) {
      const s = systems.find((x) => x.id === system)!;
      const t = s.tests.find((x) => x.id === test) ?? s.tests[0]!;
      const input = last.get(`${system}/${t.id}`) ?? plainInput(t);
      set(snapshotOf(system, t.id, input, snapshot.formKey + 1));
    },
    setInput(input) {
      const { system, test } = snapshot.choice;
      last.set(`${system}/${test}`, input);
      set(snapshotOf(system, test, input, snapshot.formKey));
    },
  };
}
