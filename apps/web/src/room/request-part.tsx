/**
 * @module
 * The player's part of a request in parts (the fields the GM does not fix): from a character saved for the
 * request's test (its fixed fields left out: the GM sets them), or typed field by field over it.
 */
import type { Registry } from '@verdict/core';
import type { RequestEntry } from '@verdict/fair';
import { playerFields } from '@verdict/room';
import type { Character } from '../characters/character.js';

/** A character's input without the fields the request fixes. */
export function partOf(character: Character | undefined, fixes: readonly string[]): Record<string, unknown> {
  const input = character?.input;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  return Object.fromEntries(Object.entries(input).filter(([field]) => !fixes.includes(field)));
}

/** A typed value: a number or true/false when it reads as one, else the text; blank leaves the field out. */
function typedValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  if (/^[[{]/.test(trimmed)) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return text;
    }
  }
  return text;
}

/** The typed fields over the character's part. */
export function mergedPart(base: Record<string, unknown>, typed: Readonly<Record<string, string>>) {
  const part: Record<string, unknown> = { ...base };
  for (const [field, text] of Object.entries(typed)) {
    const value = typedValue(text);
    if (value === undefined) delete part[field];
    else part[field] = value;
  }
  return part;
}

const shown = (value: unknown) =>
  value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * The character choice and the player's fields of one request card.
 *
 * @example
 * <RequestPart request={request} registry={registry} characters={mine} character={id} typed={typed} onChange={...} />
 */
export function RequestPart(props: {
  request: RequestEntry & { fixes: readonly string[] };
  registry: Registry;
  characters: readonly Character[];
  character: string;
  typed: Readonly<Record<string, string>>;
  /** What is wrong with each field, in the test's words (only those to show now). */
  issues?: Readonly<Record<string, string>>;
  onCharacter: (id: string) => void;
  onType: (field: string, text: string) => void;
}) {
  const { request } = props;
  const fields = playerFields(props.registry, request.system, request.test, request.fixes);
  const base = partOf(
    props.characters.find((c) => c.id === props.character),
    request.fixes,
  );
  const id = (field: string) => `request-${request.seq}-${field}`;
  return (
    <fieldset className="request-part">
      <legend>Your part</legend>
      {props.characters.length > 0 ? (
        <div className="field">
          <label htmlFor={`request-${request.seq}-character`}>From your character</label>
          <select
            id={`request-${request.seq}-character`}
            value={props.character}
            onChange={(e) => props.onCharacter(e.target.value)}
          >
            <option value="">None: type it</option>
            {props.characters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {fields.map(({ field, title }) => {
        const issue = props.issues?.[field];
        return (
          <div className="field" key={field}>
            <label htmlFor={id(field)}>{title}</label>
            <input
              type="text"
              id={id(field)}
              value={props.typed[field] ?? shown(base[field])}
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
        );
      })}
    </fieldset>
  );
}
