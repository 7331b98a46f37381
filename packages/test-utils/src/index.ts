/**
 * @module
 * Shared test helpers for Verdict's own packages (private).
 */
export { describeSystemExamples } from './examples.js';
