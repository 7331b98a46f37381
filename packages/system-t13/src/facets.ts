/** The four suits of the Facets. */
export type Suit = 'Diamonds' | 'Hearts' | 'Clubs' | 'Spades';

/** Diamonds and Hearts are red; Clubs and Spades are black. */
export type SuitColour = 'red' | 'black';

/** One of the 24 Facets, with its suit, Yin/Yang and Anti-Facet. */
export interface FacetInfo {
  readonly name: FacetName;
  readonly yinYang: 'Yin' | 'Yang';
  readonly suit: Suit;
  readonly colour: SuitColour;
  readonly antiFacet: FacetName;
}

/** The 24 Facet names, in alphabetical order. */
export const FACET_NAMES = [
  'Awe',
  'Burden',
  'Craft',
  'Dominion',
  'Enigma',
  'Fury',
  'Gossamer',
  'Heresy',
  'Inertia',
  'Jeer',
  'Key',
  'Liberty',
  'Miasma',
  'Nature',
  'Orthodox',
  'Phoenix',
  'Quiet',
  'Rook',
  'Sin',
  'Trial',
  'Virtue',
  'Wyrd',
  'Yonder',
  'Zeal',
] as const;

/** A Facet's name ("Zeal"). */
export type FacetName = (typeof FACET_NAMES)[number];

type Row = readonly [FacetName, 'Yin' | 'Yang', Suit, FacetName];

const ROWS: readonly Row[] = [
  ['Awe', 'Yang', 'Diamonds', 'Jeer'],
  ['Burden', 'Yin', 'Clubs', 'Gossamer'],
  ['Craft', 'Yang', 'Diamonds', 'Nature'],
  ['Dominion', 'Yang', 'Clubs', 'Yonder'],
  ['Enigma', 'Yin', 'Hearts', 'Key'],
  ['Fury', 'Yang', 'Clubs', 'Quiet'],
  ['Gossamer', 'Yang', 'Spades', 'Burden'],
  ['Heresy', 'Yang', 'Hearts', 'Orthodox'],
  ['Inertia', 'Yin', 'Spades', 'Zeal'],
  ['Jeer', 'Yin', 'Hearts', 'Awe'],
  ['Key', 'Yang', 'Spades', 'Enigma'],
  ['Liberty', 'Yang', 'Hearts', 'Wyrd'],
  ['Miasma', 'Yin', 'Spades', 'Phoenix'],
  ['Nature', 'Yin', 'Hearts', 'Craft'],
  ['Orthodox', 'Yin', 'Diamonds', 'Heresy'],
  ['Phoenix', 'Yang', 'Hearts', 'Miasma'],
  ['Quiet', 'Yin', 'Diamonds', 'Fury'],
  ['Rook', 'Yin', 'Clubs', 'Trial'],
  ['Sin', 'Yang', 'Clubs', 'Virtue'],
  ['Trial', 'Yang', 'Spades', 'Rook'],
  ['Virtue', 'Yin', 'Diamonds', 'Sin'],
  ['Wyrd', 'Yin', 'Clubs', 'Liberty'],
  ['Yonder', 'Yin', 'Spades', 'Dominion'],
  ['Zeal', 'Yang', 'Diamonds', 'Inertia'],
];

/** Every Facet by name. */
export const FACETS: Readonly<Record<FacetName, FacetInfo>> = Object.fromEntries(
  ROWS.map(([name, yinYang, suit, antiFacet]) => [
    name,
    { name, yinYang, suit, colour: suit === 'Diamonds' || suit === 'Hearts' ? 'red' : 'black', antiFacet },
  ]),
) as Record<FacetName, FacetInfo>;

/**
 * A Facet's opposite.
 *
 * @example
 * antiFacet('Inertia'); // 'Zeal': pushing against Inertia calls for Zeal
 */
export function antiFacet(facet: FacetName): FacetName {
  return FACETS[facet].antiFacet;
}

/** Why a misfit Facet costs what it costs. */
export interface Misfit {
  /** Failure Levels added (0 when the Facet used is the trump). */
  readonly failureLevels: number;
  /** The reasons, as sentences. */
  readonly reasons: readonly string[];
}

/**
 * The Failure Levels of using one Facet where the trump is called for: the trump's own Anti-Facet adds 3;
 * otherwise +1 if its suit colour differs from the trump's, and +1 if it opposes a Facet of the same Yin/Yang
 * ("if you oppose a Yin Facet with another Yin Facet"). The opposing Facet is the one the test acts against;
 * without one, the trump's Anti-Facet (what the trump is called for against).
 *
 * @example
 * misfitLevels('Gossamer', 'Zeal').failureLevels; // 1 (black instead of red)
 * misfitLevels('Inertia', 'Zeal').failureLevels; // 3 (the Anti-Facet)
 * misfitLevels('Zeal', 'Quiet', 'Inertia').failureLevels; // 0 (same colour as Quiet; Yang against Yin)
 */
export function misfitLevels(used: FacetName, trump: FacetName, opposing?: FacetName): Misfit {
  if (used === trump) return { failureLevels: 0, reasons: [] };
  const u = FACETS[used];
  const t = FACETS[trump];
  if (t.antiFacet === used) {
    return { failureLevels: 3, reasons: [`${used} is the Anti-Facet of ${trump}: +3 Failure Levels`] };
  }
  const reasons: string[] = [];
  if (u.colour !== t.colour) {
    reasons.push(
      `${used} (${u.suit}, ${u.colour}) and ${trump} (${t.suit}, ${t.colour}) differ in suit colour: +1 Failure Level`,
    );
  }
  const against = FACETS[opposing ?? t.antiFacet];
  if (u.yinYang === against.yinYang) {
    const which = opposing ? '' : ` (the Anti-Facet of ${trump})`;
    reasons.push(
      `${used} (${u.yinYang}) opposes ${against.name}${which} (${against.yinYang}), a Facet of the same Yin/Yang: +1 Failure Level`,
    );
  }
  return { failureLevels: reasons.length, reasons };
}
