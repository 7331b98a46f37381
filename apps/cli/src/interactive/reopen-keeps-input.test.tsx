// A test opened again from the tests list brings back the input left there (the play controller remembers it, as
// the web app's test picker does), not its first example's.
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS, renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/ink-screen.js';
import { tempConfigHome } from '../../test/temp-config.js';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createAppRegistry } from '../registry.js';
import { App } from './app.js';

const config = tempConfigHome();
afterAll(() => config.remove());

describe('opening a test again', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('brings back the input last left there, from another test and from another system', async () => {
    const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
    const app = await renderScreen(<App registry={createAppRegistry()} store={store} />);
    const list = /verdict · d20 roll-under\s*\n/;
    await app.press(KEYS.enter, KEYS.enter);
    await app.see('› Check');
    await app.press(KEYS.right);
    await app.see('Skill 13');
    // Another test of the system, and back.
    await app.press(KEYS.esc);
    await app.see(list);
    await app.press(KEYS.down, KEYS.enter);
    await app.see(/› (?!Check)/);
    await app.press(KEYS.esc);
    await app.see(list);
    await app.press(KEYS.up, KEYS.enter);
    expect(await app.see('› Check')).toContain('Skill 13');
    // Another system, and back.
    await app.press(KEYS.esc);
    await app.see(list);
    await app.press(KEYS.esc, KEYS.down, KEYS.enter, KEYS.enter);
    await app.see(/› (?!Check)/);
    await app.press(KEYS.esc, KEYS.esc, KEYS.up, KEYS.enter, KEYS.enter);
    expect(await app.see('› Check')).toContain('Skill 13');
    app.unmount();
  });
});
