// The schema reader lives in @verdict/fields, shared with the Discord app; re-exported for the CLI's modules.
export {
  deref,
  isRecord,
  matchVariant,
  type SchemaNode,
  schemaAt,
  typeOf,
  variantsOf,
} from '@verdict/fields';
