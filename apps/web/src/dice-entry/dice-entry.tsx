import type { DiceNeed, InputIssue } from '@verdict/core';
import { type DisplayLabels, groupLabel } from '@verdict/form';
import { useState } from 'react';

/** Options of {@link DiceEntry}. */
export interface DiceEntryOptions {
  /** The dice the roll needs, in the order the test draws them. */
  readonly needs: readonly DiceNeed[];
  /** The test's words for its dice groups (from the manifest). */
  readonly labels?: DisplayLabels | undefined;
  readonly submitLabel: string;
  readonly onSubmit: (faces: number[]) => void;
  /** Problems the engine found with the faces (`path: ['dice', i]`). */
  readonly issues?: readonly InputIssue[] | undefined;
  /**
   * Whether the submit button is drawn elsewhere (a {@link DiceEntrySubmit}, as in the phone's action bar)
   * instead of below the faces.
   */
  readonly submitOutside?: boolean;
}

/** The id of the dice entry's form, which a {@link DiceEntrySubmit} outside it submits. */
export const DICE_ENTRY_FORM = 'dice-entry';

interface Slot {
  readonly sides: number;
  readonly label: string;
}

/**
 * "I rolled real dice": says which dice the test needs and takes their faces, one field per die; the engine checks
 * them (a face off its die, too many, too few) and its problems are shown beside the die they name.
 */
export function DiceEntry({
  needs,
  labels,
  submitLabel,
  onSubmit,
  issues = [],
  submitOutside = false,
}: DiceEntryOptions) {
  const slots = expand(needs, labels);
  const [faces, setFaces] = useState<string[]>(() => slots.map(() => ''));
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  const submit = () => {
    // Trailing dice may stay empty when a roll can end before them; a gap before a filled die cannot.
    const filled = faces.map((f) => f.trim() !== '');
    const count = filled.lastIndexOf(true) + 1;
    const found = slots.map((slot, i) =>
      i < Math.max(slots.length > 0 ? 1 : 0, count) ? checkFace(faces[i] ?? '', slot, i) : undefined,
    );
    setErrors(found);
    if (found.some(Boolean)) return;
    onSubmit(faces.slice(0, count).map(Number));
  };
  return (
    <form
      id={DICE_ENTRY_FORM}
      className="dice-entry"
      noValidate
      aria-label="Faces of the dice you rolled"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {slots.length === 0 ? (
        <p className="muted">This roll needs no dice.</p>
      ) : (
        <p className="needs">
          Roll {needs.map((need) => describeNeed(need, labels)).join(', then ')}, and enter the faces in that
          order.
        </p>
      )}
      <ol className="face-fields">
        {slots.map((slot, i) => {
          const id = `face-${i}`;
          const message = errors[i] ?? engineMessage(issues, i);
          return (
            <li key={`${i}-${slot.sides}`} className={`field field-face${message ? ' has-error' : ''}`}>
              <label htmlFor={id}>
                Die {i + 1}: d{slot.sides} <span className="muted">{slot.label}</span>
              </label>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={1}
                max={slot.sides}
                value={faces[i] ?? ''}
                aria-invalid={Boolean(message)}
                aria-describedby={message ? `${id}-error` : undefined}
                onChange={(event) => setFaces(faces.map((f, j) => (j === i ? event.target.value : f)))}
              />
              {message ? (
                <p className="field-error" id={`${id}-error`}>
                  {message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {submitOutside ? null : <DiceEntrySubmit label={submitLabel} />}
    </form>
  );
}

/** The button that resolves the faces entered, wherever it is drawn (a form-associated submit button). */
export function DiceEntrySubmit({ label }: { label: string }) {
  return (
    <button type="submit" form={DICE_ENTRY_FORM} className="primary">
      {label}
    </button>
  );
}

/** "2d6 (Pool)", "1d20 (Attacker's Will)": the need's own label, else its group in the test's words. */
export function describeNeed(need: DiceNeed, labels?: DisplayLabels): string {
  return `${need.count}d${need.sides} (${need.label ?? groupLabel(need.group, labels)})`;
}

function expand(needs: readonly DiceNeed[], labels: DisplayLabels | undefined): Slot[] {
  return needs.flatMap((need) =>
    Array.from({ length: need.count }, () => ({
      sides: need.sides,
      label: need.label ?? groupLabel(need.group, labels),
    })),
  );
}

/**
 * Reads a typed face: it must be a whole number. Whether it fits its die is the engine's to say (the same message
 * as the API's and the CLI's), beside the die.
 */
function checkFace(text: string, slot: Slot, index: number): string | undefined {
  const die = `die ${index + 1} (a d${slot.sides})`;
  if (text.trim() === '') return `Enter the face of ${die}`;
  if (!/^\s*-?\d+\s*$/.test(text)) return `Unexpected ${text} on ${die}, expected a whole number`;
  return undefined;
}

function engineMessage(issues: readonly InputIssue[], index: number): string | undefined {
  return issues.find((issue) => issue.path[0] === 'dice' && issue.path[1] === index)?.message;
}
