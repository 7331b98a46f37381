// A die rolled again whose new roll must be used (SRD 5.2's Heroic Inspiration) is shown dropped in the rounds
// played, by the app's generic dice (no code for the system): the engine marks the earlier round's die not kept.
import { render, screen } from '@testing-library/react';
import { createRegistry, playNext, startPlay } from '@verdict/core';
import { srd52 } from '@verdict/system-srd52';
import { describe, expect, it } from 'vitest';
import { RoundsLog } from './rounds-log.js';

describe('the rounds of a play where a die is rolled again', () => {
  it("shows round 1's missed d20 dropped once round 2 rolls it again, and the new 20 kept", () => {
    const registry = createRegistry([srd52]);
    const input = { abilityModifier: 5, ac: 15, heroicInspiration: true };
    let play = startPlay(registry, { system: 'srd52', test: 'attack', input, mode: 'rounds' });
    play = playNext(registry, play, { dice: [3] });
    play = playNext(registry, play, { dice: [20], choices: { reroll: 0 } });
    render(<RoundsLog rounds={play.rounds} />);
    expect(screen.getAllByRole('img').map((die) => die.getAttribute('aria-label'))).toEqual([
      'd20 showing 3, dropped, entered',
      'd20 showing 20, entered',
    ]);
  });
});
