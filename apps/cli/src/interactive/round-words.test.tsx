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
    // Each step waits for the screen it leads to, as the other screen tests do.
    await app.press(KEYS.esc);
    await app.see('d20 roll-under: tests');
    await app.press(KEYS.esc);
    await app.see('Systems');
    await app.press(KEYS.down);
    await app.see('❯ 2d6 keep-two dice pool');
    await app.press(KEYS.enter);
    await app.see('2d6 keep-two dice pool: tests');
    await app.press(KEYS.down);
    await app.see('❯ Extended');
    await app.press(KEYS.enter);
    await app.see('› Extended');
    await app.see('n plays one round');
    await app.press(CTRL_N);
    // The round's dice are drawn: the example's 5 progress is often made in one round, which ends the test at once
    // ("Success (Turns 1, Progress 6)") instead of saying "Round 1 played". Either way, no word of a contest.
    const played = await app.see(/Round 1 played|\(Turns 1, /);
    expect(played).not.toMatch(/contest/i);
    app.unmount();
  });
});
