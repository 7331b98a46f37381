/**
 * @module
 * "Your tables": the tables this browser holds a seat at (seats.ts), each a link back to its room, with the name
 * you sit under and whether you are its GM. Nothing when there are none.
 */
import { roomHash } from '@verdict/room';
import { useState } from 'react';
import { listSeats } from './seats.js';

/** The list of this browser's tables. */
export function YourTables() {
  const [seats] = useState(listSeats);
  if (seats.length === 0) return null;
  return (
    <section className="panel your-tables" aria-labelledby="your-tables-heading">
      <h2 id="your-tables-heading">Your tables</h2>
      <ul>
        {seats.map((seat) => (
          <li key={seat.roomId}>
            <a href={roomHash(seat.roomId)}>{seat.roomName}</a>{' '}
            <span className="muted">
              as {seat.memberName}
              {seat.role === 'gm' ? ' (GM)' : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
