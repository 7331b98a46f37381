/**
 * @module
 * The room's playing column, the same on the web page and in the Owlbear popover (through `@verdict/web/embed`):
 * the live log (newest at the bottom, followed unless the reader scrolled up, announced politely), the requests
 * waiting for me, the roll form (or the closed table's words) and the tests of rounds. My own new entry is
 * brought into view once the log shows it. Each screen keeps only its frame: header, side panels, seat.
 */
import type { Registry } from '@verdict/core';
import { foldReveals, type LogLine, type RoomActions, type RoomScreen } from '@verdict/room';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { EntryCard } from './entry-card.js';
import { useFollowEntry } from './follow-entry.js';
import { RequestCards } from './request-cards.js';
import { RollForm } from './roll-form.js';
import { RoundsPanel } from './rounds-panel.js';

/** The playing column over the room view; `line` draws a log line (an `EntryCard` by default). */
export function RoomPlay(props: {
  screen: RoomScreen;
  registry: Registry;
  actions: RoomActions;
  /** What a closed table shows instead of the roll form. */
  closed?: ReactNode;
  line?: (line: LogLine) => ReactNode;
  /** The log list's class (the popover's is more compact). */
  listClassName?: string;
}) {
  const { screen, registry, actions } = props;
  const logRef = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const follow = useFollowEntry(logRef, screen.log);
  // Newest at the bottom: follow new entries unless the reader has scrolled up to read older ones.
  useLayoutEffect(() => {
    const list = logRef.current;
    if (list && stick.current) list.scrollTop = list.scrollHeight;
  }, [screen.log]);
  useEffect(() => {
    const list = logRef.current;
    if (!list) return;
    const onScroll = () => {
      stick.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    };
    list.addEventListener('scroll', onScroll);
    return () => list.removeEventListener('scroll', onScroll);
  }, []);
  const line = props.line ?? ((l: LogLine) => <EntryCard key={l.seq} line={l} />);
  return (
    <>
      <section className="panel room-log" aria-labelledby="log-heading">
        <h2 id="log-heading">Log</h2>
        {/* Scrollable, so it takes the keyboard focus (arrow keys scroll it); new entries are announced politely. */}
        <ol
          className={props.listClassName ?? 'entries'}
          ref={logRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-labelledby="log-heading"
          aria-live="polite"
          aria-relevant="additions text"
        >
          {/* A run of reveals (reveal-all) is one line; the log itself keeps each entry. */}
          {foldReveals(screen.log).map(line)}
        </ol>
      </section>
      <RequestCards waiting={screen.waiting} registry={registry} answer={follow(actions.answer)} />
      {screen.closed ? (
        (props.closed ?? <p className="muted">The table is closed: the log is final.</p>)
      ) : (
        <RollForm registry={registry} visibilities={screen.visibilities} roll={follow(actions.roll)} />
      )}
      <RoundsPanel
        registry={registry}
        rounds={screen.rounds}
        start={screen.startRounds}
        visibilities={screen.visibilities}
      />
    </>
  );
}
