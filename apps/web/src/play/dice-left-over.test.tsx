import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registry } from '../test/render-app.js';
import { usePlay } from './use-play.js';

// Issue 12 (1): three faces for a two-dice round of Resisting are refused, as the API and the CLI refuse them.
describe('the web play adapter', () => {
  it('refuses three faces for a two-dice resist round (dice_left_over), playing nothing', () => {
    const target = {
      system: 'd20-roll-under',
      test: 'resist',
      input: { attacker: { skill: 12 }, target: { will: 10 } },
    };
    const { result } = renderHook(() => usePlay(registry, () => {}, target));
    act(() => {
      result.current.playRound([8, 5, 7]);
    });
    const view = result.current.view;
    expect(view.kind).toBe('problem');
    expect(view.kind === 'problem' && view.problem.code).toBe('dice_left_over');
  });

  it('plays the two faces the round needs, and accepts the target’s die left out when the attack fails', () => {
    const target = {
      system: 'd20-roll-under',
      test: 'resist',
      input: { attacker: { skill: 12 }, target: { will: 10 } },
    };
    const { result } = renderHook(() => usePlay(registry, () => {}, target));
    act(() => result.current.playRound([8, 5]));
    expect(result.current.view.kind).toBe('playing');
    act(() => result.current.playRound([15]));
    const view = result.current.view;
    expect(view.kind === 'playing' || view.kind === 'done').toBe(true);
    expect((view.kind === 'playing' || view.kind === 'done') && view.session.rounds.length).toBe(2);
  });
});
