/**
 * @module
 * The popover's earlier tables in this Owlbear room (its own: Owlbear keeps a room's past tables in its metadata),
 * each exportable where this screen holds a seat there.
 */
import { download } from '@verdict/web/embed';
import { useState } from 'react';
import type { TableSeat } from './use-table-seat.js';

/** The last tables closed before this one, each exportable where this screen holds a seat there. */
export function PastTables({ seat }: { seat: TableSeat }) {
  const [problem, setProblem] = useState<string>();
  const past = seat.state.kind === 'seated' ? (seat.state.link.past ?? []) : [];
  if (past.length === 0) return null;
  const exportPast = async (roomId: string) => {
    const client = seat.pastClient(roomId);
    try {
      if (client) download(`verdict-room-${roomId}.json`, 'application/json', await client.export());
      setProblem(undefined);
    } catch (error) {
      setProblem(`The earlier table's export failed: ${(error as Error).message}`);
    }
  };
  return (
    <>
      <h3>Earlier tables in this room</h3>
      <ul className="owlbear-past">
        {past.map((roomId, index) => (
          <li key={roomId}>
            {seat.pastClient(roomId) ? (
              <button type="button" onClick={() => void exportPast(roomId)}>
                Export the table before{index > 0 ? ` (${index + 1} back)` : ''}
              </button>
            ) : (
              <span className="muted">Table {roomId.slice(0, 8)}: no seat on this screen</span>
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
