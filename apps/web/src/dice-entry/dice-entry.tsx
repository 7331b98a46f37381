import type { DiceNeed, InputIssue } from '@verdict/core';
import { type DisplayLabels, groupLabel } from '@verdict/form';
import { useState } from 'react';
import { checkFaces, facesOf, readFaceList, type Slot, setFace } from './face-list.js';

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

/** Up to this many dice, each die also has a field of its own; past it, the list of faces is the entry. */
export const PER_DIE_FIELDS = 8;

/** How many problems a large pool lists before "and N more". */
const SHOWN_PROBLEMS = 8;
const MORE_ID = 'face-list-more';

/**
 * "I rolled real dice": says which dice the test needs and takes their faces as one list ("6 3 5 1", typed or
 * pasted), with a field per die for a few dice, kept in step with the list. Each problem names its die ("die 3: 7
 * is not a face of a d6"); the engine checks the faces again (too many, too few) and its problems are shown too.
 * A pool of a thousand dice is one text area, not a thousand fields.
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
  const [text, setText] = useState('');
  // Once a submit was tried, the faces are checked as they are typed, so a fixed die loses its message at once.
  const [checked, setChecked] = useState(false);
  const entries = readFaceList(text);
  const perDie = slots.length <= PER_DIE_FIELDS;
  const errors = checked ? checkFaces(entries, slots) : [];
  const submit = () => {
    setChecked(true);
    if (checkFaces(entries, slots).some(Boolean)) return;
    onSubmit(facesOf(entries));
  };
  const messages = Array.from(
    { length: Math.max(errors.length, slots.length) },
    (_, i) => errors[i] ?? engineMessage(issues, i),
  );
  const general = issues.filter((issue) => issue.path[0] === 'dice' && typeof issue.path[1] !== 'number');
  const problems = [
    ...messages.flatMap((message, i) => (message ? [{ id: `face-${i}-error`, message }] : [])),
    ...general.map((issue, i) => ({ id: `face-list-error-${i}`, message: issue.message })),
  ];
  // Beside each die when it has a field; under the list otherwise (and for what names no single die), the first
  // few of a large pool's.
  const beside = (problem: { id: string }) => perDie && isSlot(problem.id, slots.length);
  const listed = problems.filter((problem) => !beside(problem));
  const more = listed.length - SHOWN_PROBLEMS;
  const shown = [...problems.filter(beside), ...listed.slice(0, SHOWN_PROBLEMS)];
  const listProps = {
    id: 'face-list',
    value: text,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    spellCheck: false,
    'aria-invalid': problems.length > 0,
    'aria-describedby': [
      'face-list-hint',
      ...shown.map((problem) => problem.id),
      ...(more > 0 ? [MORE_ID] : []),
    ].join(' '),
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
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
        <>
          <p className="needs">
            Roll {needs.map((need) => describeNeed(need, labels)).join(', then ')}, and enter the faces in
            that order.
          </p>
          <div className={`field field-face-list${problems.length > 0 ? ' has-error' : ''}`}>
            <label htmlFor="face-list">Faces, in order</label>
            {perDie ? <input type="text" {...listProps} /> : <textarea rows={4} {...listProps} />}
            <p className="field-help" id="face-list-hint">
              Type or paste them, such as 6 3 5 1, with spaces, commas or dots between
              {perDie ? '; or one die at a time below' : ''}.{' '}
              <span className="face-count">
                {entries.filter((entry) => entry.trim() !== '').length.toLocaleString('en')} of{' '}
                {slots.length.toLocaleString('en')} {slots.length === 1 ? 'die' : 'dice'} entered.
              </span>
            </p>
            <FaceProblems problems={listed.slice(0, SHOWN_PROBLEMS)} more={more} />
          </div>
        </>
      )}
      {perDie && slots.length > 0 ? (
        <ol className="face-fields">
          {slots.map((slot, i) => {
            const id = `face-${i}`;
            const message = messages[i];
            return (
              <li key={`${i}-${slot.sides}`} className={`field field-face${message ? ' has-error' : ''}`}>
                <label htmlFor={id}>
                  Die {i + 1}: d{slot.sides} <span className="muted">{slot.label}</span>
                </label>
                <input
                  id={id}
                  // Text, not a number field: a list pasted here ("6 3 5 1") fills this die and the ones after it.
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={entries[i] ?? ''}
                  aria-invalid={Boolean(message)}
                  aria-describedby={message ? `${id}-error` : undefined}
                  onChange={(event) => setText(setFace(text, i, event.target.value))}
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
      ) : null}
      {submitOutside ? null : <DiceEntrySubmit label={submitLabel} />}
    </form>
  );
}

function FaceProblems({
  problems,
  more,
}: {
  problems: readonly { id: string; message: string }[];
  more: number;
}) {
  if (problems.length === 0) return null;
  return (
    <ul className="face-problems">
      {problems.map((problem) => (
        <li key={problem.id} id={problem.id} className="field-error">
          {problem.message}
        </li>
      ))}
      {more > 0 ? (
        <li id={MORE_ID} className="field-error">
          and {more.toLocaleString('en')} more
        </li>
      ) : null}
    </ul>
  );
}

/** Whether a problem's id is about a die that has a field of its own. */
function isSlot(id: string, slots: number): boolean {
  const index = Number(/^face-(\d+)-error$/.exec(id)?.[1]);
  return Number.isInteger(index) && index < slots;
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

function engineMessage(issues: readonly InputIssue[], index: number): string | undefined {
  return issues.find((issue) => issue.path[0] === 'dice' && issue.path[1] === index)?.message;
}
