// Issue 17, finding 7, on the Ink screen: names and labels from the input reach the screen escaped.
import { seededSource } from '@verdict/dice';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { rollWhole } from './actions.js';
import { ResultView } from './result-view.js';
import { initialState } from './state.js';

const registry = createAppRegistry();

describe('the play screen shows user text escaped', () => {
  it('a name with an escape sequence is shown as text in the result', () => {
    const state = { ...initialState(registry), input: { value: 12, name: 'Olaf\u001b[2J\u009b31m' } };
    const rolled = rollWhole(state, { registry, engine: { random: seededSource('escaping') } }, [5]);
    expect(rolled.result?.kind).toBe('outcome');
    const frame = render(<ResultView panel={rolled.result} height={20} />).lastFrame() ?? '';
    expect(frame).toContain('Olaf\\u001b[2J\\u009b31m 12');
    expect(frame).not.toContain('\u001b[2J');
    expect(frame).not.toContain('\u009b');
  });
});
