/**
 * @module
 * A tabletop screen's earlier tables in its tabletop room (the link keeps the last ones closed), each exportable
 * where this screen holds a seat there.
 */
import { tabletopWords } from '@verdict/room';
import { useState } from 'react';
import { download } from '../room/transcripts.js';
import type { TabletopSeat } from './use-tabletop-seat.js';

const words = tabletopWords('this room');

/** The last tables closed before this one, each exportable where this screen holds a seat there. */
export function EarlierTables({ seat }: { seat: TabletopSeat }) {
  const [problem, setProblem] = useState<string>();
  const past = seat.state.kind === 'seated' ? (seat.state.link.past ?? []) : [];
  if (past.length === 0) return null;
  const exportPast = async (roomId: string) => {
    const client = seat.pastClient(roomId);
    try {
      if (client) download(`verdict-room-${roomId}.json`, 'application/json', await client.export());
      setProblem(undefined);
    } catch (error) {
      setProblem(words.earlierExportFailed((error as Error).message));
    }
  };
  return (
    <>
      <h3>{words.earlierTables}</h3>
      <ul className="tabletop-past">
        {past.map((roomId, index) => (
          <li key={roomId}>
            {seat.pastClient(roomId) ? (
              <button type="button" onClick={() => void exportPast(roomId)}>
                {words.exportEarlier(index + 1)}
              </button>
            ) : (
              <span className="muted">{words.noEarlierSeat(roomId)}</span>
            )}
          </li>
        ))}
      </ul>
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
