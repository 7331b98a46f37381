/**
 * A system package that cannot be used; the message names it ("System package './x' not found at ..."). The API
 * prints it and exits 1 at start-up; the CLI prints it and exits 2.
 *
 * @example
 * if (error instanceof SystemLoadError) console.error(error.message);
 */
export class SystemLoadError extends Error {
  override readonly name = 'SystemLoadError';
  /** The spec as given (a package name or a path). */
  readonly spec: string;

  constructor(spec: string, problem: string) {
    super(`System package '${spec}'${problem.startsWith(':') ? '' : ' '}${problem}`);
    this.spec = spec;
  }
}
