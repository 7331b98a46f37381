// Issue 38 (the earlier review's 21): one word for one thing. A test with no rounds (the Check) offers no round key,
// and an extended test played round by round is not called a contest.
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS, renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/ink-screen.js';
import { tempConfigHome } from '../../test/temp-config.js';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createAppRegistry } from '../registry.js';
import { App } from './app.js';

const config = tempConfigHome();
afterAll(() => config.remove());
const CTRL_N = '\u000E';

describe('round words', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it("the Check's hint offers no round; an extended test's round is not a contest's", async () => {
    const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
    const app = await renderScreen(<App registry={createAppRegistry()} store={store} />);
    await app.press(KEYS.enter, KEYS.enter);
    const check = await app.see('Enter rolls · d enters the faces of physical dice');
    expect(check).not.toMatch(/plays a round|contests/);
    await app.press(KEYS.esc, KEYS.esc, KEYS.down, KEYS.enter, KEYS.down, KEYS.enter);
    await app.see('› Extended');
    await app.see('n plays one round');
    await app.press(CTRL_N);
    const played = await app.see('Round 1 played');
    expect(played).not.toMatch(/contest/i);
    app.unmount();
  });
});
