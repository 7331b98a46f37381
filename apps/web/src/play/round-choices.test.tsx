import { act, renderHook } from '@testing-library/react';
import { roundChoices } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { registry } from '../test/render-app.js';
import { usePlay } from './use-play.js';

const target = {
  system: 'd20-roll-under',
  test: 'directed-contest',
  input: { attacker: { will: 12 }, target: { will: 12 } },
};

describe("the GM's choices for one round", () => {
  it('drops what is left as the test says, and sends nothing when nothing is chosen', () => {
    expect(roundChoices({})).toBeUndefined();
    expect(roundChoices({ criticalSuccess: {} })).toBeUndefined();
    expect(roundChoices({ criticalSuccess: { attacker: undefined } })).toBeUndefined();
    expect(roundChoices({ criticalSuccess: { attacker: 'automatic', target: undefined } })).toEqual({
      criticalSuccess: { attacker: 'automatic' },
    });
    expect(roundChoices(undefined)).toBeUndefined();
  });

  it("plays a round with them: the attacker's critical success wins at once, recorded with the round", () => {
    const { result } = renderHook(() => usePlay(registry, () => {}, target));
    act(() => result.current.setChoices({ criticalSuccess: { attacker: 'automatic', target: undefined } }));
    act(() => result.current.playRound([2]));
    const view = result.current.view;
    expect(view.kind).toBe('done');
    if (view.kind !== 'done') return;
    expect(view.session.outcome?.outcome.label).toBe('Attacker wins (critical)');
    expect(view.session.rounds[0]?.choices).toEqual({ criticalSuccess: { attacker: 'automatic' } });
  });

  it("without them the input's default (-5 to the target) applies and the contest goes on", () => {
    const { result } = renderHook(() => usePlay(registry, () => {}, target));
    act(() => result.current.playRound([2, 3]));
    const view = result.current.view;
    expect(view.kind).toBe('playing');
    expect(view.kind === 'playing' && view.session.rounds[0]?.choices).toBeUndefined();
  });

  it('refuses a choice the schema does not know, naming it, and keeps the rounds played', () => {
    const { result } = renderHook(() => usePlay(registry, () => {}, target));
    act(() => result.current.playRound([2, 3]));
    act(() => result.current.setChoices({ criticalSuccess: { attacker: 'always' } }));
    act(() => result.current.playRound([2]));
    const view = result.current.view;
    expect(view.kind).toBe('playing');
    if (view.kind !== 'playing') return;
    expect(view.session.rounds).toHaveLength(1);
    expect(view.problem?.issues.map((i) => i.path.join('.'))).toEqual(['choices.criticalSuccess.attacker']);
  });
});
