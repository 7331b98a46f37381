// Issue 38, N3: leaving the play screen in the middle of a play round by round files it in the history as
// abandoned, with its rounds and the dice entered at the table (they were thrown away: nothing was kept).
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS, renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/ink-screen.js';
import { tempConfigHome } from '../../test/temp-config.js';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createHistoryStore, historyFile } from '../history-file.js';
import { createAppRegistry } from '../registry.js';
import { App } from './app.js';
import type { PlayState } from './state.js';

const config = tempConfigHome();
afterAll(() => config.remove());
const CTRL_N = '\u000E';
const CTRL_C = '\u0003';

describe('quitting in the middle of a play round by round', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('files the rounds played, with their dice, as abandoned', async () => {
    const env = { XDG_CONFIG_HOME: config.dir };
    const store = createCharacterStore(charactersFile(env));
    const history = createHistoryStore(historyFile(env));
    let left: PlayState | undefined;
    const app = await renderScreen(
      <App
        registry={createAppRegistry()}
        store={store}
        history={history}
        onExit={(state) => (left = state)}
      />,
    );
    await app.press(KEYS.enter, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await app.see('› Resisting');
    await app.press('d', '8', ' ', '5', CTRL_N);
    await app.see('Round 1 played');
    await app.press(CTRL_C);
    await expect.poll(() => left, { timeout: 60_000 }).toBeDefined();
    const kept = history.list();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ test: 'resist', status: 'abandoned' });
    expect(kept[0]!.dice).toMatch(/8.*5/);
    expect(left!.history[0]).toMatchObject({ status: 'abandoned' });
    app.unmount();
  });
});
