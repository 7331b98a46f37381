/** A problem the screen must say out loud (an alert), or nothing when there is none. */
export function Problem({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="problem" role="alert">
      {text}
    </p>
  ) : null;
}
