// Issue 37, N5: a contest's entry said "Grog's attack fails · 85.8% chance of this or better", counted from the
// attacker's side. The card says the chance the room's line gives, and whose side it is counted from.
import { render, screen } from '@testing-library/react';
import type { LogLine } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { EntryCard } from './entry-card.js';

const line: LogLine = {
  seq: 5,
  at: '2026-12-06T20:00:00.000Z',
  kind: 'roll',
  who: 'Olaf',
  text: 'rolled Directed Contest of Wills against Attacker Grog (Will 12), Target Ulla (Will 11)',
  sentence: '',
  outcome: "Grog's attack fails",
  tier: -1,
  orBetter: 0.5898,
  orBetterSide: "Ulla's side",
  chanceWords: "59.0% chance of this or better, from Ulla's side",
  dice: [{ sides: 20, face: 15, kept: true, group: 'attacker', source: 'entered' }],
  sealed: false,
  sealedInLog: false,
  revealed: false,
};

describe("a contest's entry card", () => {
  it("says the room line's chance of this or better, with whose side it is counted from", () => {
    render(
      <ol>
        <EntryCard line={line} />
      </ol>,
    );
    const chance = document.querySelector('.entry-chance')?.textContent ?? '';
    expect(chance.replace(/\s+/g, ' ').trim()).toBe("· 59.0% chance of this or better, from Ulla's side");
    expect(screen.getByText("Grog's attack fails")).toBeTruthy();
  });
});
