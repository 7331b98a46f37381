// A system added through packages/system-template shows its tools, follow-ups and labels in the terminal with no
// CLI code for it: everything comes from the registry's manifest and the engine.
import { seededSource } from '@verdict/dice';
import { targetPool } from '@verdict/system-template';
import { render } from 'ink-testing-library';
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigHome } from '../../test/temp-config.js';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createAppRegistry } from '../registry.js';
import { App } from './app.js';

const KEYS = { down: '\u001B[B', up: '\u001B[A', enter: '\r', esc: '\u001B' };
const config = tempConfigHome();
afterAll(() => config.remove());

async function start() {
  const registry = createAppRegistry([targetPool]);
  const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
  const app = render(<App registry={registry} store={store} engine={{ random: seededSource('template') }} />);
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      app.stdin.write(key);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  };
  // The template is the fourth system (after the first frame, when keys are read).
  await new Promise((resolve) => setTimeout(resolve, 50));
  await press(KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
  return { ...app, press, frame: () => app.lastFrame() ?? '' };
}

describe('the template system in the terminal', () => {
  it('plays its check with its labels and offers its follow-up', async () => {
    const app = await start();
    expect(app.frame()).toContain('❯ Check');
    expect(app.frame()).toContain('⚒ Dice for a chance');
    // Its first example: 5 dice, 2 successes needed at 5+.
    await app.press(KEYS.enter, 'd', '1 2 3 1 2', KEYS.enter);
    const frame = app.frame();
    expect(frame).toMatch(/Failure \(failure, tier -1, margin -2/);
    expect(frame).toContain('Dice Pool d6: 1 2 3 1 2');
    expect(frame).toContain('• Try again: If the GM allows another attempt  (f: play it)');
    await app.press('f');
    expect(app.frame()).toContain('Try again');
    app.unmount();
  });

  it('lists its tool beside the tests and answers it as the form changes', async () => {
    const app = await start();
    await app.press(KEYS.down);
    expect(app.frame()).toContain('❯ ⚒ Dice for a chance');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('verdict · Target-number d6 pool › Dice for a chance');
    expect(app.frame()).toContain('Chance wanted (%)');
    expect(app.frame()).toMatch(/\dd6 against \d\+ pass with [\d.]+% \(\d+ needed\)\./);
    app.unmount();
  });
});
