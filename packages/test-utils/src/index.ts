/**
 * @module
 * Shared test helpers for Verdict's own packages (private).
 */
export { verdictErrorOf } from './errors.js';
export { describeSystemExamples } from './examples.js';
