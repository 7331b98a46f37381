// Issue 18: letters typed into a focused text field go into the field and never run a command; commands outside
// text fields (or with Alt) still work.
import { seededSource } from '@verdict/dice';
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS, renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/ink-screen.js';
import { tempConfigHome } from '../../test/temp-config.js';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createAppRegistry } from '../registry.js';
import { App } from './app.js';

const config = tempConfigHome();
afterAll(() => config.remove());
const registry = createAppRegistry();
const BACKSPACE = '\u007F';

async function startCheck() {
  const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
  const app = await renderScreen(
    <App registry={registry} store={store} engine={{ random: seededSource('text-fields') }} />,
  );
  await app.press(KEYS.enter, KEYS.enter);
  await app.see('› Check');
  return app;
}

describe('text fields on the play screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('types every letter into the focused Name field: no roll, no row added or removed, no prompt', async () => {
    const app = await startCheck();
    // Value, Modifiers, Modifier 1, Label, Amount, Name
    await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.down);
    await app.see(/❯\s*Name\? "Fishing"/);
    await app.press(...Array(7).fill(BACKSPACE));
    await app.see(/❯\s*Name\? ▏/);
    // Every command letter of the play screen, typed as a name.
    await app.press(...'Olaf hands x+a descends quietly; p?e f u', KEYS.enter);
    const frame = await app.see(/Name\? "Olaf hands x\+a descends quietly; p\?e f u"/);
    expect(frame).not.toContain('rolled');
    expect(frame).toContain('Modifiers? 1 row');
    expect(frame).not.toContain('Dice: ');
    expect(frame).not.toContain('Name: ');
    expect(frame).not.toContain('History');
    app.unmount();
  });

  it('types into a label straight away, without Space first; commands run with Alt or off the field', async () => {
    const app = await startCheck();
    await app.press(KEYS.down, KEYS.down, KEYS.down);
    await app.see(/❯\s*Label\? "poor tackle"/);
    await app.press(...' and bent hook');
    await app.see('Label? poor tackle and bent hook▏');
    // Alt+h (Esc h, as terminals send it) opens the history from inside the field.
    await app.press('\u001Bh');
    await app.see('History (0 rolls this sitting)');
    await app.press(KEYS.esc);
    await app.see('› Check');
    // Off the text field, plain letters are commands again.
    await app.press(KEYS.down, 'h');
    await app.see('History (0 rolls this sitting)');
    app.unmount();
  });

  it('takes letters into the dice prompt (refused as faces) and plays one round only with Ctrl-N', async () => {
    const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
    const app = await renderScreen(<App registry={registry} store={store} />);
    await app.press(KEYS.enter, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await app.see('› Resisting');
    await app.press('d', '8', ' ', '5', 'n');
    await app.see('Dice: 8 5n');
    expect(app.frame()).not.toContain('Round 1 played');
    await app.press(BACKSPACE, '\u000E'); // Ctrl-N
    await app.see('Round 1 played');
    app.unmount();
  });
});
