// A whole roll refused while a contest is played round by round: the rounds played so far stay on screen beside
// the error (they were replaced by the error alone, and never filed as abandoned).
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS, renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/ink-screen.js';
import { tempConfigHome } from '../../test/temp-config.js';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createAppRegistry } from '../registry.js';
import { App } from './app.js';

const config = tempConfigHome();
afterAll(() => config.remove());
const CTRL_N = '\u000E';

describe('a refused whole roll during a play round by round', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('keeps the rounds played beside the error', async () => {
    const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
    const app = await renderScreen(<App registry={createAppRegistry()} store={store} />);
    await app.press(KEYS.enter, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await app.see('› Resisting');
    await app.press('d', '8', ' ', '5', CTRL_N);
    await app.see('Round 1 played');
    // The attacker's name made one character longer than the test takes (200), then Enter: a whole roll, refused.
    await app.press(KEYS.down, 'X'.repeat(194));
    await app.see(/expected string to have\s+<=200 characters/);
    await app.press(KEYS.enter);
    const refused = await app.see(/✗ input\.attacker\.name: Too big/);
    expect(refused).toContain('Round 1 played');
    expect(refused).toMatch(/Guard rolls 5 against Will 10: Success/);
    // Not filed in the history: the play goes on.
    expect(refused).not.toContain('rolled');
    // The name put right: the error goes, the round stays.
    await app.press('\u007F');
    await app.see({ test: (frame: string) => !frame.includes('✗') } as RegExp);
    expect(app.frame()).toContain('Round 1 played');
    app.unmount();
  });
});
