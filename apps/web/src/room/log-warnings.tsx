/** The room client's warnings (issue 34), loudly: the log the server sent fails this client's own checks. */
import { type RoomWarning, warningLines } from '@verdict/room';

/** Nothing for an honest log; else an alert with the headline and each mismatch. */
export function LogWarnings({ warnings }: { readonly warnings: readonly RoomWarning[] }) {
  const lines = warningLines(warnings);
  if (!lines) return null;
  const [headline, ...each] = lines;
  return (
    <div className="problem log-warnings" role="alert">
      <p>
        <strong>{headline}</strong>
      </p>
      <ul>
        {each.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
