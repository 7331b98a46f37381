// The problem table lives in `@verdict/core` (`packages/core/src/problem-types.ts`), shared with the CLI.
export {
  findProblemType,
  PROBLEM_TYPES,
  type ProblemCode,
  type ProblemType,
  problemType,
} from '@verdict/core';
