// The path helpers live in @verdict/fields, shared with the Discord app; re-exported for the CLI's modules.
export { type FieldPath, formatPath, getAt, parsePath, removeAt, setAt } from '@verdict/fields';
