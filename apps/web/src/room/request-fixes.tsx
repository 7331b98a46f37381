/**
 * @module
 * The GM's request form's checkboxes of the fields each player gives (their skill, attribute, name, from their
 * saved character or typed); the rest is the GM's part. Which fields and the split of the input are
 * `@verdict/room`'s (`createGmTools`' `theirFields`, `requestParts`).
 */
import type { TheirField } from '@verdict/room';

/** The checkboxes of the fields the players give. */
export function PlayerFieldsChoice(props: {
  fields: readonly TheirField[];
  onChange: (field: string, theirs: boolean) => void;
}) {
  if (props.fields.length === 0) return null;
  return (
    <fieldset className="gm-parts">
      <legend>Each player gives (from their saved character or typed; the rest is yours)</legend>
      {props.fields.map(({ field, title, theirs }) => (
        <label key={field} className="check">
          <input type="checkbox" checked={theirs} onChange={(e) => props.onChange(field, e.target.checked)} />{' '}
          {title}
        </label>
      ))}
    </fieldset>
  );
}
