import type { DieRecord } from '@verdict/dice';

/** Which of a 3x3 grid's cells (0-8) hold a pip, for each face of a d6. */
export const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/**
 * The class of a row of dice: a row holding a face of 4 characters or more (`1d1000`, a compounded d6) widens its
 * tiles and draws every face in it at one smaller size, so a 3-digit face never reads larger than the 4-digit one
 * beside it (issue 37, B8).
 */
export function diceRowClass(faces: readonly (number | string)[]): string {
  return faces.some((face) => String(face).length > 3) ? 'dice-row dice-row-long' : 'dice-row';
}

/** One die as a face: pips for a d6, the number for any other die; dropped dice are dimmed and struck. */
export function DieFace({ die }: { die: DieRecord }) {
  const name = `d${die.sides} showing ${die.face}${die.kept ? '' : ', dropped'}${die.source === 'entered' ? ', entered' : ''}`;
  const pips = die.sides === 6 ? PIPS[die.face] : undefined;
  return (
    <span className={`die${die.kept ? '' : ' dropped'}`} role="img" aria-label={name} title={name}>
      {pips ? (
        <span className="pips" aria-hidden="true">
          {Array.from({ length: 9 }, (_, cell) => (
            <span key={cell} className={pips.includes(cell) ? 'pip on' : 'pip'} />
          ))}
        </span>
      ) : (
        <span className="face" aria-hidden="true">
          {die.face}
        </span>
      )}
      <span className="sides" aria-hidden="true">
        d{die.sides}
      </span>
    </span>
  );
}
