/**
 * @module
 * A visibility chosen from the room view's choices (`visibilities`, `requestVisibilities`), with what the chosen one
 * means below it: the roll form, the start of a test of rounds and the GM's request share it.
 */
import type { VisibilityChoice } from '@verdict/room';

export function VisibilityField(props: {
  id: string;
  label: string;
  choices: readonly VisibilityChoice[];
  value: string;
  onChange: (visibility: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        aria-describedby={`${props.id}-help`}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.choices.map((v) => (
          <option key={v.visibility} value={v.visibility}>
            {v.label}
          </option>
        ))}
      </select>
      <p className="field-help" id={`${props.id}-help`}>
        {props.choices.find((v) => v.visibility === props.value)?.help}
      </p>
    </div>
  );
}
