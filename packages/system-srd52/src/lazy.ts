/**
 * @module
 * A schema built on its first use, not when its module loads: building every test's zod schemas at import was about
 * 15 ms of each `verdict resolve` (issue 38), and a command that validates one test's input needs one test's schema.
 * The CLI's bundle also loads zod itself only when a schema is first built, so a valid input of a built-in test,
 * checked against the build's JSON Schema, runs without loading zod at all.
 */

/**
 * `build`, called once, on the first call of the returned function; later calls return the same object.
 *
 * @example
 * const valueSchema = lazy(() => z.int().min(-99).max(99));
 * valueSchema().parse(12); // 12
 */
export function lazy<T>(build: () => T): () => T {
  let built: { readonly value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
