import {
  createSeed,
  createTray,
  type DieRecord,
  formatNotation,
  parseNotation,
  type RandomSource,
  rollNotation,
  seededSource,
} from '@verdict/dice';

/** What `POST /v1/roll` takes. */
export interface RollRequest {
  readonly notation: string;
  readonly seed?: string;
  readonly dice?: readonly number[];
}

/** What `POST /v1/roll` answers. */
export interface RollResponse {
  readonly notation: string;
  readonly total: number;
  readonly dice: readonly DieRecord[];
  readonly seed?: string;
}

/**
 * Rolls dice notation with entered faces, a seed, or a fresh seed from `random`. Each group of dice is
 * recorded under its own term (`4d6kh3`), so a roll of `1d20+1d6` says which die is which. Limits are
 * checked by the parser before any die is drawn; entered dice that run out, are left over or do not fit
 * throw the dice package's named errors.
 *
 * @example
 * rollDice({ notation: '2d6+3', dice: [4, 5] }, secureSource()).total; // 12
 */
export function rollDice(request: RollRequest, random: RandomSource): RollResponse {
  const parsed = parseNotation(request.notation);
  const seed = request.dice === undefined ? (request.seed ?? createSeed(random)) : undefined;
  const tray =
    request.dice === undefined
      ? createTray({ source: seededSource(seed!) })
      : createTray({ faces: request.dice });
  let total = 0;
  for (const term of parsed.terms) {
    if (term.kind === 'constant') {
      total += term.sign * term.value;
      continue;
    }
    const positive = { ...term, sign: 1 as const };
    const group = formatNotation([positive]);
    const rolled = rollNotation({ text: group, terms: [positive], diceCount: term.count }, tray, group);
    total += term.sign * rolled.total;
  }
  tray.finish();
  const dice = tray.records.map((r) => ({
    sides: r.sides,
    face: r.face,
    kept: r.kept,
    group: r.group,
    source: r.source,
  }));
  return { notation: parsed.text, total, dice, ...(seed === undefined ? {} : { seed }) };
}
