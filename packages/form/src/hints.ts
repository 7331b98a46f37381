/**
 * How to draw a field, never what it is (that is the schema's job). Keyed by the field's path with list indexes
 * written `N` (`modifiers.N.amount`); a test's `ui` hints (keyed by top-level property) fit as they are.
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
  /** Display labels of a choice's options, by the option's value (`{ penalty: 'A -5 penalty' }`). */
  readonly labels?: Readonly<Record<string, string>>;
}

/** Hints by field path (`attacker.will`, `parties.N.name`). */
export type FormHints = Readonly<Record<string, FieldHint | undefined>>;

/** The hint for a path: list indexes become `N`. */
export function hintAt(
  hints: FormHints | undefined,
  path: readonly (string | number)[],
): FieldHint | undefined {
  if (!hints || path.length === 0) return undefined;
  return hints[path.map((segment) => (typeof segment === 'number' ? 'N' : segment)).join('.')];
}
