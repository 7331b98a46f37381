/**
 * @module
 * The player's part of a request in parts (the fields the GM does not fix), as the answer forms' model works it
 * out (`@verdict/room`'s `createAnswerForms`): the character it comes from, and each field typed over it.
 */
import type { AnswerCard } from '@verdict/room';

/**
 * The character choice and the player's fields of one request card.
 *
 * @example
 * <RequestPart seq={4} part={card.part} onCharacter={...} onType={...} />
 */
export function RequestPart(props: {
  seq: number;
  part: NonNullable<AnswerCard['part']>;
  onCharacter: (id: string) => void;
  onType: (field: string, text: string) => void;
}) {
  const { seq, part } = props;
  const id = (field: string) => `request-${seq}-${field}`;
  return (
    <fieldset className="request-part">
      <legend>Your part</legend>
      {part.characters.length > 0 ? (
        <div className="field">
          <label htmlFor={`request-${seq}-character`}>From your character</label>
          <select
            id={`request-${seq}-character`}
            value={part.character}
            onChange={(e) => props.onCharacter(e.target.value)}
          >
            <option value="">None: type it</option>
            {part.characters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {part.fields.map(({ field, title, text, issue }) => (
        <div className="field" key={field}>
          <label htmlFor={id(field)}>{title}</label>
          <input
            type="text"
            id={id(field)}
            value={text}
            aria-invalid={issue ? true : undefined}
            aria-describedby={issue ? `${id(field)}-error` : undefined}
            onChange={(e) => props.onType(field, e.target.value)}
          />
          {issue ? (
            <p className="field-error" id={`${id(field)}-error`}>
              {issue}
            </p>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
