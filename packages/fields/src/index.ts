/**
 * @module
 * `field=value` text for any test's input, read through the JSON Schema the test publishes: the CLI's
 * arguments and the Discord app's `fields` option share it, so both read `value=12` the same way.
 */
export { applyFieldPairs, coerce, FieldPairError } from './field-pairs.js';
export * from './json-schema.js';
export * from './paths.js';
export { splitFieldText } from './split-fields.js';
