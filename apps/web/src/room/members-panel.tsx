/**
 * @module
 * "At the table": every member who joined (from the log), and which of them are here now (the server's
 * `event: presence`, outside the log). Presence is unknown until the stream says it, so nobody is shown
 * away before the first presence event.
 */
import { splitPresence, type TableMember } from '@verdict/room';

/** The members, each marked here or away once presence is known, the GM and "you" named. */
export function MembersPanel({
  members,
  present,
  me,
}: {
  members: readonly TableMember[];
  present: ReadonlySet<string> | undefined;
  me: string;
}) {
  const here = present ? splitPresence(members, present).here.length : undefined;
  return (
    <section className="panel room-members" aria-labelledby="members-heading">
      <h2 id="members-heading">At the table</h2>
      {here === undefined ? null : (
        <p className="muted">
          {here} of {members.length} here now
        </p>
      )}
      <ul>
        {members.map((m) => {
          const state = present === undefined ? undefined : present.has(m.id) ? 'here' : 'away';
          return (
            <li key={m.id} className={state ? `member-${state}` : undefined}>
              {state ? (
                <span className="presence-dot" role="img" aria-label={state === 'here' ? 'here' : 'away'} />
              ) : null}
              {m.name}
              {m.role === 'gm' ? ' (GM)' : ''}
              {m.id === me ? ' (you)' : ''}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
