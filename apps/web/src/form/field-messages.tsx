import type { FieldIssue as InputIssue } from '@verdict/form';

/** Help and problems under a field; their ids go into the control's `aria-describedby`. */
export function FieldMessages({
  id,
  help,
  issues,
}: {
  id: string;
  help?: string | undefined;
  issues: readonly InputIssue[];
}) {
  return (
    <>
      {help ? (
        <p className="field-help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {issues.length > 0 ? (
        <p className="field-error" id={`${id}-error`}>
          {issues.map((issue) => issue.message).join('; ')}
        </p>
      ) : null}
    </>
  );
}

/** The `aria-describedby` for a control with optional help and problems. */
export function describedBy(
  id: string,
  help: string | undefined,
  issues: readonly InputIssue[],
): string | undefined {
  const ids = [help ? `${id}-help` : '', issues.length > 0 ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's label, marked "(optional)" when the schema does not require it. */
export function FieldLabel({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? null : <span className="optional"> (optional)</span>}
    </label>
  );
}
