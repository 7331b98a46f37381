/**
 * @module
 * "At the table": every member who joined, and which of them are here now (the room view's members, from the
 * server's `event: presence`, outside the log). Presence is unknown until the stream says it, so nobody is
 * shown away before the first presence event.
 */
import { hereNowWords, type MemberLine, memberWords } from '@verdict/room';

/** The members, each marked here or away once presence is known, the GM and "you" named. */
export function MembersPanel({
  members,
  here,
}: {
  members: readonly MemberLine[];
  here: number | undefined;
}) {
  return (
    <section className="panel room-members" aria-labelledby="members-heading">
      <h2 id="members-heading">At the table</h2>
      {here === undefined ? null : <p className="muted">{hereNowWords(members, here)}</p>}
      <ul>
        {members.map((m) => {
          const state = m.here === undefined ? undefined : m.here ? 'here' : 'away';
          return (
            <li key={m.id} className={state ? `member-${state}` : undefined}>
              {state ? <span className="presence-dot" role="img" aria-label={state} /> : null}
              {memberWords(m)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
