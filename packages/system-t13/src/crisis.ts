import type { Effect } from '@verdict/core';
import type { Crisis, CrisisResult } from './dice-judge.js';

/**
 * The effects of a Proficiency Crisis: its result (none on a Stalemate, which the Crisis table does not cover:
 * the Stalemate stands), then what every Crisis does (the Wyrd Tarot is reshuffled, a Save Chronolith is made,
 * a new Skill, Talent or Power may be forged).
 *
 * @example
 * crisisEffects('Boxcars', 'Reversal of Success').map((e) => e.kind);
 * // ['proficiency-crisis', 'reversal-of-success', 'wyrd-tarot-reshuffle', 'save-chronolith', 'new-annex']
 */
export function crisisEffects(crisis: Crisis, result: CrisisResult | undefined): Effect[] {
  const faces = crisis === 'Snake Eyes' ? 'all 1s' : 'all 6s';
  const outcome: Effect[] =
    result === 'Automatic Stalemate'
      ? [
          {
            kind: 'automatic-stalemate',
            text: 'Automatic Stalemate: whatever the roll, the action is neither a success nor a failure; it remains unresolved',
          },
        ]
      : result === 'Reversal of Success'
        ? [
            {
              kind: 'reversal-of-success',
              text: 'Reversal of Success: as well as the rolled result, the opposite level is experienced too',
            },
          ]
        : [];
  return [
    {
      kind: 'proficiency-crisis',
      text: `Proficiency Crisis: ${crisis} (the Proficiency Dice show ${faces})`,
      crisis,
    },
    ...outcome,
    {
      kind: 'wyrd-tarot-reshuffle',
      text: 'Each player may keep one Wyrd Tarot or Yarn card from their hand or in play; the rest of the Wyrd Tarot (deck, discard pile and cards in play; not Ordeal Pools) is gathered and shuffled, and all hands are re-dealt to full',
    },
    { kind: 'save-chronolith', text: "A new 'Save' Chronolith is created" },
    {
      kind: 'new-annex',
      text: 'The character may combine the Proficiencies and Annexes rolled into a new Skill, Talent or Power if they have a free slot; with no free Annex slot, they may instead buy a non-physical Descendant at half price, created as a new Annex',
    },
  ];
}
