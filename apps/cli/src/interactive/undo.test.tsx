// Issue 18: every destructive key on the play screen can be undone (u outside text fields, Ctrl-Z anywhere), and
// the screen says so.
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
const CTRL_Z = '\u001A';

async function startCheck() {
  const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
  const app = await renderScreen(<App registry={registry} store={store} />);
  await app.press(KEYS.enter, KEYS.enter);
  await app.see('› Check');
  return { ...app, store };
}

describe('undo on the play screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('brings back a removed row, and says how on the notice line and in the key bar', async () => {
    const app = await startCheck();
    await app.press(KEYS.down, KEYS.down); // Modifier 1
    await app.press('x');
    const removed = await app.see('Modifiers? 0 rows');
    expect(removed).toMatch(/Removed Modifier 1 · u undoes/);
    expect(removed).toMatch(/u undo/);
    await app.press('u');
    const back = await app.see('Modifiers? 1 row');
    expect(back).toContain('Label? "poor tackle"');
    expect(back).toContain('Amount -3');
    app.unmount();
  });

  it("undoes a whole field's deletion and typing, and the next example's reset, one step at a time", async () => {
    const app = await startCheck();
    await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.down); // Name "Fishing"
    await app.press(...Array(7).fill(BACKSPACE));
    await app.see(/Name\? ▏/);
    await app.press(...'Rowing', KEYS.enter);
    await app.see('Name? "Rowing"');
    await app.press(KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.up); // Skill 12
    await app.press(BACKSPACE, BACKSPACE, '9');
    await app.see(/Skill 9/);
    await app.press('e'); // the next example replaces the whole input
    await app.see(/Example: .* · u undoes/);
    await app.press('u');
    await app.see(/Skill 9/);
    expect(app.frame()).toContain('Name? "Rowing"');
    await app.press('u'); // the typed 9
    await app.see('Undone: typing in Skill');
    await app.press('u'); // the two deletions before it, as one step
    expect(await app.see('Undone: deleting in Skill')).toMatch(/Skill 12/);
    await app.press(CTRL_Z); // the typing of Rowing: the cursor is back on Name, a text field, where u is a letter
    await app.see(/Name\? –/);
    await app.press(CTRL_Z); // the deletion of Fishing
    await app.see('Name? "Fishing"');
    await app.press(CTRL_Z);
    await app.see('Nothing to undo');
    app.unmount();
  });

  it('brings back a deleted character, and the faces cleared from the dice prompt', async () => {
    const app = await startCheck();
    await app.press('s', ...'Olaf', KEYS.enter);
    await app.see('Saved Olaf');
    await app.press('p');
    await app.see('❯ Olaf');
    await app.press('x');
    await app.see(/Removed Olaf · u undoes/);
    expect(app.store.forTest('d20-roll-under', 'check')).toEqual([]);
    await app.press('u');
    await app.see('❯ Olaf');
    expect(app.store.forTest('d20-roll-under', 'check')).toEqual([expect.objectContaining({ name: 'Olaf' })]);
    await app.press(KEYS.esc, 'd', '1', '5', KEYS.esc);
    await app.see(/Cleared the faces 15 · u undoes/);
    await app.press('u');
    await app.see('Dice: 15');
    app.unmount();
  });

  it('resumes a play that a rules edit restarted, and takes its abandoned entry out of the history', async () => {
    const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
    const app = await renderScreen(<App registry={registry} store={store} />);
    await app.press(KEYS.enter, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await app.see('› Resisting');
    await app.press('d', '8', ' ', '5', '\u000E'); // Ctrl-N: round 1 with these faces
    await app.see('Round 1 played');
    await app.press(KEYS.down, KEYS.down, KEYS.right); // Skill 12 -> 13 changes the rules
    await app.see(/changes the rules/);
    await app.press(KEYS.enter);
    await app.see(/Restarted with the change.* · u undoes/);
    expect(app.frame()).toMatch(/Skill 13/);
    await app.press('u');
    const back = await app.see('Round 1 played');
    expect(back).toMatch(/Skill 12/);
    await app.press('h');
    await app.see('History (0 rolls this sitting)');
    await app.press(KEYS.esc);
    // The play goes on from round 2.
    await app.press('d', '7', ' ', '1', '0', KEYS.enter);
    await app.see('Round 2 played');
    app.unmount();
  });

  it('loads a saved character as one undoable edit: during a play, one with other rules asks first', async () => {
    const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
    const app = await renderScreen(<App registry={registry} store={store} />);
    await app.press(KEYS.enter, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await app.see('› Resisting');
    await app.press(KEYS.down, KEYS.down, KEYS.right); // Skill 13, saved as Strong
    await app.see(/Skill 13/);
    await app.press('s', ...'Strong', KEYS.enter);
    await app.see('Saved Strong');
    await app.press(KEYS.left);
    await app.see(/Skill 12/);
    await app.press('d', '8', ' ', '5', '\u000E');
    await app.see('Round 1 played');
    await app.press('p');
    await app.see('❯ Strong');
    await app.press(KEYS.enter);
    await app.see(/changes the rules/);
    await app.press(KEYS.esc);
    expect(await app.see('Kept playing without the change')).toMatch(/Skill 12/);
    await app.press('p', KEYS.enter, KEYS.enter);
    expect(await app.see(/Restarted with the change.* · u undoes/)).toMatch(/Skill 13/);
    await app.press('u');
    expect(await app.see('Round 1 played')).toMatch(/Skill 12/);
    app.unmount();
  });
});
