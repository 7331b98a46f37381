/**
 * @module
 * The room's frame around its playing column, shared by the web room page and the Owlbear popover (through
 * `@verdict/web/embed`): the header (the table's name, who I am, the connection), the alerts (a log that cannot be
 * followed, the live check's warnings) and the transcript panel (the verifiable export, Markdown, CSV and where to
 * check it). A host adds its own parts beside them (the popover's Verify here and earlier tables).
 */
import {
  exportFile,
  type RoomActions,
  type RoomScreen,
  roomStatusWords,
  transcriptFiles,
} from '@verdict/room';
import type { ReactNode } from 'react';
import { LogWarnings } from './log-warnings.js';
import { Problem } from './problem.js';
import { download } from './transcripts.js';

/** The header: the table's title, then "You are Ada (GM) · live". */
export function RoomHeader(props: {
  title: string;
  name: string | undefined;
  gm: boolean;
  screen: RoomScreen;
  /** The header's class (the popover's is more compact). */
  className?: string;
}) {
  return (
    <header className={props.className ?? 'room-header'}>
      <h1>{props.title}</h1>
      <p className="muted">
        You are {props.name} ({props.gm ? 'GM' : 'player'}) ·{' '}
        <span className={`room-status ${props.screen.status}`}>{roomStatusWords(props.screen.status)}</span>
      </p>
    </header>
  );
}

/** A log that cannot be followed, and the live check's warnings. */
export function RoomAlerts({ screen }: { screen: RoomScreen }) {
  return (
    <>
      <Problem text={screen.status === 'error' ? `The log cannot be followed: ${screen.reason}` : null} />
      <LogWarnings warnings={screen.warnings} />
    </>
  );
}

/**
 * The transcript: the verifiable JSON export, Markdown and CSV, and where to check an export. `before` goes ahead
 * of the buttons (the popover's Verify here), `children` below the help (its earlier tables).
 */
export function TranscriptPanel(props: {
  roomId: string;
  name: string;
  screen: RoomScreen;
  actions: RoomActions;
  /** The verify page's address, and whether it opens in a new tab (from a frame). */
  verifyHref: string;
  newTab?: boolean;
  before?: ReactNode;
  children?: ReactNode;
}) {
  const { name, screen } = props;
  const exportJson = async () => {
    const { file, type, text } = exportFile(props.roomId, await props.actions.export.run());
    download(file, type, text);
  };
  return (
    <section className="panel room-export" aria-labelledby="export-heading">
      <h2 id="export-heading">Transcript</h2>
      <div className="gm-row">
        {props.before}
        <button type="button" onClick={() => void exportJson()}>
          Export JSON (verifiable)
        </button>
        {/* The transcripts' names, types and texts are `@verdict/room`'s. */}
        {transcriptFiles(name, screen.log).map((t) => (
          <button key={t.label} type="button" onClick={() => download(t.file, t.type, t.text())}>
            {t.label}
          </button>
        ))}
      </div>
      <p className="field-help">
        Check a JSON export on the{' '}
        <a
          href={props.verifyHref}
          {...(props.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          verify page
        </a>{' '}
        or with <code>verdict verify</code>.
      </p>
      {props.children}
    </section>
  );
}
