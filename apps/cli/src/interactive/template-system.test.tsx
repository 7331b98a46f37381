// A system added through packages/system-template shows its tools, follow-ups and labels in the terminal with no
// CLI code for it: everything comes from the registry's manifest and the engine.
import { seededSource } from '@verdict/dice';
import { targetPool } from '@verdict/system-template';
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS, renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/ink-screen.js';
import { tempConfigHome } from '../../test/temp-config.js';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createAppRegistry } from '../registry.js';
import { App } from './app.js';

const config = tempConfigHome();
afterAll(() => config.remove());

async function start() {
  const registry = createAppRegistry([targetPool]);
  const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
  const app = await renderScreen(
    <App registry={registry} store={store} engine={{ random: seededSource('template') }} />,
  );
  // The template is the fifth system (after the four built in).
  await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
  await app.see('verdict · Target-number d6 pool');
  return app;
}

describe('the template system in the terminal', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('plays its check with its labels and offers its follow-up', async () => {
    const app = await start();
    expect(await app.see('❯ Check')).toContain('⚒ Dice for a chance');
    // Its first example: 5 dice, 2 successes needed at 5+.
    await app.press(KEYS.enter, 'd', '1 2 3 1 2', KEYS.enter);
    const frame = await app.see(/Failure \(Margin -2/);
    expect(frame).toContain('Dice Pool d6: 1 2 3 1 2');
    expect(frame).toContain('• Try again: If the GM allows another attempt  (f: play it)');
    await app.press('f');
    await app.see('Try again: If the GM allows another attempt (Enter rolls, d enters dice)');
    app.unmount();
  });

  it('lists its tool beside the tests and answers it as the form changes', async () => {
    const app = await start();
    await app.press(KEYS.down);
    await app.see('❯ ⚒ Dice for a chance');
    await app.press(KEYS.enter);
    const frame = await app.see('verdict · Target-number d6 pool › Dice for a chance');
    expect(frame).toContain('Chance wanted (%)');
    await app.see(/\dd6 against \d\+ pass with [\d.]+% \(\d+ needed\)\./);
    app.unmount();
  });
});
