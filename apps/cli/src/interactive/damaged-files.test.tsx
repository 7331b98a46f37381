// Issue 18: a damaged characters file is named on screen with what is wrong; the screen keeps working, the
// sitting's history stays, and the file is kept (as characters.json.damaged-1) before a save writes a new one.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS, renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/ink-screen.js';
import { tempConfigHome } from '../../test/temp-config.js';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createHistoryStore, historyFile } from '../history-file.js';
import { createAppRegistry } from '../registry.js';
import { App } from './app.js';

const homes: { remove: () => void }[] = [];
afterAll(() => {
  for (const home of homes) home.remove();
});
const registry = createAppRegistry();

function damaged(content: string) {
  const home = tempConfigHome();
  homes.push(home);
  const file = charactersFile({ XDG_CONFIG_HOME: home.dir });
  mkdirSync(join(home.dir, 'verdict'), { recursive: true });
  writeFileSync(file, content);
  return { file, store: createCharacterStore(file) };
}

describe('a damaged characters file', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names the file, keeps rolling and the history, and keeps the damaged file aside before saving', async () => {
    const { file, store } = damaged('{"characters": [ {"name": "Olaf", ');
    const app = await renderScreen(<App registry={registry} store={store} />);
    await app.see(/characters\.json is damaged \(not JSON/);
    await app.press(KEYS.enter, KEYS.enter, 'd', '1', '5', KEYS.enter);
    await app.see('1 rolled');
    await app.press('p');
    const list = await app.see('Characters for this test');
    expect(list).toMatch(/damaged/);
    await app.press(KEYS.esc, 's', ...'Olaf', KEYS.enter);
    await app.see(/Saved Olaf .*the damaged file is kept as characters\.json\.damaged-1/);
    expect(readFileSync(`${file}.damaged-1`, 'utf8')).toBe('{"characters": [ {"name": "Olaf", ');
    expect(store.forTest('d20-roll-under', 'check')).toEqual([expect.objectContaining({ name: 'Olaf' })]);
    await app.press('h');
    await app.see('History (1 roll this sitting)');
    app.unmount();
  });

  it('refuses a file of the wrong shape by name, and never drops its entries silently', async () => {
    const { store } = damaged(JSON.stringify({ characters: [{ name: 'Olaf' }, 'Ragnhild'] }));
    expect(() => store.list()).toThrow(/characters\.json is damaged \(characters\[0\]: expected/);
    const app = await renderScreen(<App registry={registry} store={store} />);
    await app.see(/characters\.json is damaged/);
    await app.press(KEYS.enter, KEYS.enter, 'p');
    await app.see('Characters for this test');
    app.unmount();
  });

  it('says an unreadable file cannot be read, and the screen goes on', async () => {
    if (process.getuid?.() === 0) {
      // root reads any file: a directory in its place is unreadable as a file for everyone.
      const home = tempConfigHome();
      homes.push(home);
      mkdirSync(charactersFile({ XDG_CONFIG_HOME: home.dir }), { recursive: true });
      const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: home.dir }));
      const app = await renderScreen(<App registry={registry} store={store} />);
      await app.see(/Cannot read .*characters\.json/);
      await app.press(KEYS.enter, KEYS.enter, 'p');
      await app.see('Characters for this test');
      await app.press(KEYS.esc, 's', ...'Olaf', KEYS.enter);
      await app.see(/Not saved: .*characters\.json/);
      app.unmount();
      return;
    }
    const { file, store } = damaged('{"characters": []}');
    chmodSync(file, 0o000);
    const app = await renderScreen(<App registry={registry} store={store} />);
    await app.see(/Cannot read .*characters\.json/);
    app.unmount();
  });
});

function historyHome(content?: string) {
  const home = tempConfigHome();
  homes.push(home);
  const file = historyFile({ XDG_CONFIG_HOME: home.dir });
  mkdirSync(join(home.dir, 'verdict'), { recursive: true });
  if (content !== undefined) writeFileSync(file, content);
  return {
    file,
    history: createHistoryStore(file),
    store: createCharacterStore(charactersFile({ XDG_CONFIG_HOME: home.dir })),
  };
}

const AT = new Date('2026-12-01T05:00:00Z');

describe('the history file', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it("keeps plays across sittings, stamped with their time, after this sitting's", async () => {
    const { history, store } = historyHome();
    const first = await renderScreen(
      <App registry={registry} store={store} history={history} now={() => AT} />,
    );
    await first.press(KEYS.enter, KEYS.enter, 'd', '1', '5', KEYS.enter);
    await first.see('1 rolled');
    first.unmount();
    expect(history.list()).toEqual([
      expect.objectContaining({ label: 'Failure', dice: 'd20: 15, entered', at: AT.toISOString() }),
    ]);
    const second = await renderScreen(<App registry={registry} store={store} history={history} />);
    await second.press(KEYS.enter, KEYS.enter, 'd', '2', KEYS.enter, 'h');
    const shown = await second.see('History (1 roll this sitting)');
    expect(shown).toMatch(
      /1 Extreme Success[\s\S]*Earlier sittings\n\s+· Failure {2}Check {2}d20: 15, entered {2}\d{4}-\d\d-\d\d \d\d:\d\d/,
    );
    second.unmount();
  });

  it('names a damaged history file, keeps the sitting in memory, and keeps the damaged file aside', async () => {
    const { file, history, store } = historyHome('[{"label": "Succ');
    const app = await renderScreen(<App registry={registry} store={store} history={history} />);
    await app.see(/history\.json is damaged \(not JSON/);
    await app.press(KEYS.enter, KEYS.enter, 'd', '1', '5', KEYS.enter);
    await app.see(/damaged one is kept as history\.json\.damaged-1/);
    expect(readFileSync(`${file}.damaged-1`, 'utf8')).toBe('[{"label": "Succ');
    expect(history.list()).toEqual([expect.objectContaining({ label: 'Failure' })]);
    await app.press('h');
    await app.see('History (1 roll this sitting)');
    app.unmount();
  });

  it('refuses a history file of the wrong shape by name', async () => {
    const { history, store } = historyHome(JSON.stringify({ entries: [{ label: 'Failure' }] }));
    expect(() => history.list()).toThrow(/history\.json is damaged \(entries\[0\]: expected/);
    const app = await renderScreen(<App registry={registry} store={store} history={history} />);
    await app.see(/history\.json is damaged \(entries\[0\]/);
    app.unmount();
  });

  it('rolls on when the history file cannot be read or written, and says the plays are kept for the sitting', async () => {
    const { file, store } = historyHome();
    // A directory where the file should be: unreadable and unwritable as a file, for root too.
    mkdirSync(file);
    const history = createHistoryStore(file);
    const app = await renderScreen(<App registry={registry} store={store} history={history} />);
    await app.see(/Cannot read .*history\.json/);
    await app.press(KEYS.enter, KEYS.enter, 'd', '1', '5', KEYS.enter);
    await app.see(/History not saved \(kept for this sitting\)/);
    await app.press('h');
    await app.see('History (1 roll this sitting)');
    app.unmount();
  });
});
