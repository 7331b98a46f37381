import type { CostKind, InputIssue, TestCost, TestDefinitionV1 } from './contract.js';
import { VerdictError } from './errors.js';
import type { Registry } from './registry.js';
import { parseInput } from './validate.js';

/** The most work and output one request may cost; `EngineOptions.budget` changes them. */
export interface CostBudget {
  /** Steps of work (see `TestCost.work`). */
  readonly maxWork: number;
  /** Bytes of JSON in the response. */
  readonly maxOutput: number;
}

/**
 * The engine's default budget per request: 125,000,000 steps of work and 1,000,000 bytes of response. The heaviest
 * input every Verdict system admits computes in at most about 250 ms alone on one core of a small server (measured by
 * `apps/api/bench/heaviest.mjs`), so a request at the edge still answers within a second when the server is busy
 * (issue 25: at 250,000,000 steps the heaviest took up to 360 ms).
 */
export const ENGINE_BUDGET: CostBudget = Object.freeze({ maxWork: 125_000_000, maxOutput: 1_000_000 });

/** A request's estimated cost, and the limits it breaks. */
export interface CostEstimate {
  readonly kind: CostKind;
  /** Steps of work (0 when the test does not estimate its cost). */
  readonly work: number;
  /** Bytes of JSON in the response (0 when the test does not estimate its cost). */
  readonly output: number;
  /** Whether the test estimates its cost; a test without `cost` is never refused for it. */
  readonly known: boolean;
  /** The budget it was checked against. */
  readonly budget: CostBudget;
  /** The limits it breaks (`limit_exceeded` issues, paths from the request's root); empty when within budget. */
  readonly issues: readonly InputIssue[];
}

/** What a cost estimate needs: which test, its input, and the budget (default {@link ENGINE_BUDGET}). */
export interface CostRequest {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
}

/**
 * Estimates what a request will cost from its input alone, without doing the work: the API uses it to weigh its rate
 * limit and to pick where to run a request. Throws what resolving would throw for the input itself (`unknown_test`,
 * `invalid_input`, `limit_exceeded` for the test's input limits); a cost over the budget is reported in `issues`,
 * not thrown (`resolveTest`, `oddsTest` and `stepTest` throw it).
 *
 * @example
 * const cost = estimateCost(registry, { system: 't13', test: 'dice', input }, 'odds');
 * if (cost.issues.length > 0) reply422(cost.issues); else weigh(cost.work);
 */
export function estimateCost(
  registry: Registry,
  request: CostRequest,
  kind: CostKind,
  budget: Partial<CostBudget> = {},
): CostEstimate {
  const test = registry.test(request.system, request.test);
  return costOf(test, parseInput(test, request.input), kind, budget);
}

/** The cost of a parsed input, checked against the budget. */
export function costOf<T>(
  test: TestDefinitionV1<T>,
  input: T,
  kind: CostKind,
  budget: Partial<CostBudget> = {},
): CostEstimate {
  const limits: CostBudget = { ...ENGINE_BUDGET, ...budget };
  if (!test.cost) return { kind, work: 0, output: 0, known: false, budget: limits, issues: [] };
  const cost = test.cost(input, kind);
  return {
    kind,
    work: cost.work,
    output: cost.output,
    known: true,
    budget: limits,
    issues: costIssues(cost, kind, limits),
  };
}

/**
 * Throws `limit_exceeded` naming the limit when the estimate breaks the budget; the entry points call it after
 * validating the input and before any work.
 */
export function checkCost<T>(
  test: TestDefinitionV1<T>,
  input: T,
  kind: CostKind,
  budget: Partial<CostBudget> = {},
): void {
  const { issues } = costOf(test, input, kind, budget);
  if (issues.length > 0) {
    throw new VerdictError('limit_exceeded', issues.map((i) => i.message).join('; '), issues);
  }
}

const WHAT: Record<CostKind, string> = {
  resolve: 'resolving this test',
  odds: 'the exact odds of this test',
  step: 'this round',
};

function costIssues(cost: TestCost, kind: CostKind, budget: CostBudget): InputIssue[] {
  const path = ['input', ...(cost.path ?? [])];
  const hint = cost.hint ? `: ${cost.hint}` : '';
  const issues: InputIssue[] = [];
  if (!(cost.work <= budget.maxWork)) {
    issues.push({
      path,
      message: `${WHAT[kind]} would take about ${amount(cost.work)} steps of work, over the limit maxWork of ${amount(budget.maxWork)}${hint}`,
    });
  }
  if (!(cost.output <= budget.maxOutput)) {
    issues.push({
      path,
      message: `${WHAT[kind]} would answer about ${amount(cost.output)} bytes, over the limit maxOutput of ${amount(budget.maxOutput)}${hint}`,
    });
  }
  return issues;
}

/** 123456789 as "123,456,789"; NaN (a cost that could not be estimated) as "an unknown number of". */
function amount(n: number): string {
  if (Number.isNaN(n)) return 'an unknown number of';
  if (!Number.isFinite(n) || n >= 1e15) return n > 0 ? 'more than 10^15' : String(n);
  return Math.round(n).toLocaleString('en-US');
}
