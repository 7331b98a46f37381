/**
 * How to draw a field, never what it is (that is the schema's job): the shape of `@verdict/core`'s `FieldHintV1`,
 * so a test's `ui` hints fit as they are.
 */
export interface FieldHint {
  /** The field's label, instead of its schema's title or its key made readable. */
  readonly label?: string;
  /** Help shown under the field, when its schema has no description. */
  readonly help?: string;
  /** Where the field comes among its siblings (lower first; unhinted fields keep the schema's order, last). */
  readonly order?: number;
  /** A widget name a frontend may honour ('textarea', 'slider'); the model passes it on. */
  readonly widget?: string;
  /** Display labels of a choice's options, by the option's value (`{ might: 'Might' }`). */
  readonly options?: Readonly<Record<string, string>>;
  /** 'label': the field only names something; editing it during a play keeps the play. */
  readonly role?: 'label';
}

/**
 * Hints by field path: keys joined with '.', list indexes left out (`attacker.will`, `parties.name`,
 * `modifiers.amount`), as in a test's `ui`.
 */
export type FormHints = Readonly<Record<string, FieldHint | undefined>>;

/** The hint for a path (list indexes left out). */
export function hintAt(
  hints: FormHints | undefined,
  path: readonly (string | number)[],
): FieldHint | undefined {
  if (!hints || path.length === 0) return undefined;
  return hints[path.filter((segment) => typeof segment === 'string').join('.')];
}
