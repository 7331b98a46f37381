import { NOTATION_EXAMPLES } from '@verdict/dice';

/** A notation that does not parse: the dice engine's message, and the 1-based character it is about. */
export interface NotationProblem {
  readonly message: string;
  readonly position?: number;
  /** The dice engine's did-you-mean: notation that parses, made by a small edit of a typo (`2x6`: `2d6`). */
  readonly suggestion?: string;
}

/**
 * The notation's text field, with its examples, and the parse error under it: the message, and for a mistake at a
 * character the notation again with a caret under that character (`2d20kh+` / `       ^`), and a did-you-mean
 * button that takes the suggestion.
 */
export function NotationField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  problem: NotationProblem | undefined;
}) {
  const describedBy = ['notation-help', problem ? 'notation-error' : ''].filter(Boolean).join(' ');
  return (
    <div className="field notation-field">
      <label htmlFor="notation">Dice notation</label>
      <input
        id="notation"
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        inputMode="text"
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id="notation-help" className="field-help">
        Such as 2d20kh1+5, 4d6kh3, 3d6!, 6d10&gt;=8 or {'{4d6, 3d8}kh1'}.
      </p>
      {problem ? (
        <div id="notation-error" className="field-error notation-error">
          <p>
            {problem.position === undefined || problem.message.includes(` at ${problem.position}`)
              ? problem.message
              : `At character ${problem.position}: ${problem.message}`}
          </p>
          {problem.position === undefined ? null : (
            <pre className="notation-caret" aria-hidden="true">
              {`${value}\n${' '.repeat(Math.max(0, problem.position - 1))}^`}
            </pre>
          )}
          {problem.suggestion === undefined ? null : (
            <p>
              <button
                type="button"
                onClick={() => problem.suggestion !== undefined && onChange(problem.suggestion)}
              >
                {`Did you mean ${problem.suggestion}?`}
              </button>
            </p>
          )}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="notation-examples">Examples</label>
        <select
          id="notation-examples"
          value=""
          onChange={(event) => {
            if (event.target.value) onChange(event.target.value);
          }}
        >
          <option value="">Pick an example…</option>
          {NOTATION_EXAMPLES.map((example) => (
            <option key={example.notation} value={example.notation}>
              {`${example.notation}: ${example.meaning.replaceAll('`', '')}`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
