// Issue 17, finding 7, on the Ink screen: names and labels from the input reach the screen escaped, while the play
// session the engine gets back keeps them as they were typed.
import { seededSource } from '@verdict/dice';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { playScreen } from '../../test/play-screen-state.js';
import { createAppRegistry } from '../registry.js';
import { rollWhole } from './actions.js';
import { HelpLine } from './help-line.js';
import { HistoryView } from './lists-view.js';
import { ResultView } from './result-view.js';

const registry = createAppRegistry();
const NAME = 'Olaf\u001b[2J\u009b31m';

function hasRawControls(frame: string): boolean {
  return frame.includes('\u001b[2J') || frame.includes('\u009b');
}

describe('the play screen shows user text escaped', () => {
  const input = { value: 12, name: NAME };
  const screen = playScreen(
    registry,
    { random: seededSource('escaping') },
    { system: 'd20-roll-under', test: 'check', input },
  );
  const rolled = screen.read(rollWhole(screen.state, screen.deps, [5]));

  it('a name with an escape sequence is shown as text in the result', () => {
    expect(rolled.result?.session?.outcome?.outcome.tier).toBeDefined();
    const frame = render(<ResultView panel={rolled.result} height={20} />).lastFrame() ?? '';
    expect(frame).toContain('Olaf\\u001b[2J\\u009b31m 12');
    expect(hasRawControls(frame)).toBe(false);
  });

  it('keeps the session as the engine gave it: only what is shown is escaped', () => {
    expect(rolled.result?.session?.input).toEqual({ value: 12, name: NAME });
    expect(rolled.result?.session?.outcome?.steps.some((step) => step.text.includes(NAME))).toBe(true);
  });

  it('escapes a refused request, the history and a notice', () => {
    const refused = render(<ResultView panel={{ error: `no ${NAME}` }} height={5} />).lastFrame() ?? '';
    expect(refused).toContain('no Olaf\\u001b[2J');
    expect(hasRawControls(refused)).toBe(false);
    const history = render(<HistoryView state={rolled} height={5} width={80} />).lastFrame() ?? '';
    expect(history).toContain(rolled.history[0]!.label);
    const notice = render(<HelpLine state={{ ...rolled, notice: `Saved ${NAME}` }} needs="" width={80} />);
    expect(notice.lastFrame()).toContain('Saved Olaf\\u001b[2J');
    expect(hasRawControls(notice.lastFrame() ?? '')).toBe(false);
  });
});
