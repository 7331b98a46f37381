// Issue 18: a play round by round shows every round's dice, not just the last round's.
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS, renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/ink-screen.js';
import { tempConfigHome } from '../../test/temp-config.js';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createAppRegistry } from '../registry.js';
import { App } from './app.js';

const config = tempConfigHome();
afterAll(() => config.remove());
const CTRL_N = '\u000E';
const PAGE_UP = '\u001B[5~';
const PAGE_DOWN = '\u001B[6~';

type Screen = Awaited<ReturnType<typeof renderScreen>>;

/** Pages the result panel (a line at a time is not needed: the page keeps a line of overlap) until `pattern` shows. */
async function scrollTo(app: Screen, key: string, pattern: RegExp): Promise<void> {
  for (let page = 0; page < 10 && !pattern.test(app.frame()); page++) {
    const before = app.frame();
    await app.press(key);
    // Each page redraws the panel: wait for it before looking again.
    await app.see({ test: (frame: string) => frame !== before || pattern.test(frame) } as RegExp);
  }
  await app.see(pattern);
}

describe('round-by-round results', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it("lists each round's dice as the contest goes on and once it is finished", async () => {
    const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
    const app = await renderScreen(<App registry={createAppRegistry()} store={store} />);
    await app.press(KEYS.enter, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await app.see('› Resisting');
    await app.press('d', '8', ' ', '5', CTRL_N);
    await app.see('Round 1 played');
    await app.press('d', '7', ' ', '1', '0', CTRL_N);
    // The newest round shows first; the earlier ones are a PgUp away, and the screen says so. Before any outcome,
    // the dice are named by the sides' names in the input (issue 37, U5: they read "Attacker's Skill").
    expect(await app.see('Round 2 played')).toMatch(/Round 2 dice\s+Jokkler d20: 7\s+Guard d20: 10/);
    expect(app.frame()).toMatch(/\d+ lines? above.*PgUp/);
    await scrollTo(app, PAGE_UP, /Round 1 dice\s+Jokkler d20: 8\s+Guard d20: 5/);
    await app.press('d', '2', KEYS.enter);
    // Finished: read from the top, every round's dice, down to the last.
    // The result's headline names the winner by the name given (the odds beside it do too).
    const done = await app.see(/Jokkler wins \(critical\) \(Rounds 3\)/);
    expect(done).toMatch(/Round 1 dice\s+Jokkler d20: 8\s+Guard d20: 5/);
    expect(done).toMatch(/\d+ more lines? below.*PgDn/);
    await scrollTo(app, PAGE_DOWN, /Round 2 dice\s+Jokkler d20: 7\s+Guard d20: 10/);
    await scrollTo(app, PAGE_DOWN, /Round 3 dice\s+Jokkler d20: 2/);
    app.unmount();
  });
});
