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

async function start() {
  const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
  const app = await renderScreen(
    <App registry={registry} store={store} engine={{ random: seededSource('app-test') }} />,
  );
  return { ...app, store };
}

// Each step waits for the screen to show what it expects, so no test depends on how fast the machine renders.
describe('the play screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('picks a system and a test with the arrow keys', async () => {
    const app = await start();
    await app.see('❯ d20 roll-under');
    await app.press(KEYS.down);
    await app.see('❯ 2d6 keep-two dice pool');
    await app.press(KEYS.up, KEYS.enter);
    await app.see('d20 roll-under: tests');
    await app.press(KEYS.down, KEYS.down, KEYS.down);
    await app.see('❯ Resisting');
    await app.press(KEYS.esc);
    await app.see('Systems');
    app.unmount();
  });

  it("fills the form from the test's first example and updates the odds as a field changes", async () => {
    const app = await start();
    await app.press(KEYS.enter, KEYS.enter);
    const before = await app.see('verdict · d20 roll-under › Check');
    expect(before).toMatch(/Skill 12/);
    expect(before).toMatch(/Amount -3/);
    // Effective 9: Success on 3..9 (7 faces, none of them < 4.5 beyond 3 and 4 being Strong) -> 25%.
    expect(before).toMatch(/Success\s+25\.0%/);
    await app.press(KEYS.right); // value 12 -> 13
    expect(await app.see(/Skill 13/)).toMatch(/Success\s+30\.0%/);
    await app.press('1', '5'); // typed: value 15, effective 12
    expect(await app.see(/Skill 15/)).toMatch(/Failure\s+30\.0%/);
    app.unmount();
  });

  it('edits lists: adds and removes a modifier row, and names a bad value beside the field', async () => {
    const app = await start();
    await app.press(KEYS.enter, KEYS.enter, KEYS.down); // on "modifiers"
    await app.press('+');
    await app.see('Modifiers? 2 rows');
    await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down); // #2 header
    await app.see(/❯\s*Modifier 2/);
    await app.press('x');
    await app.see('Modifiers? 1 row');
    await app.press(KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.up); // back to value
    await app.press('\u007F', '\u007F', '-'); // value "" then "-": not a number
    expect(await app.see('Fix the input')).toMatch(/Skill -.*✗/);
    app.unmount();
  });

  it("rolls with entered dice and shows Olaf's Failure: label, dice and steps", async () => {
    const app = await start();
    await app.press(KEYS.enter, KEYS.enter, 'd');
    await app.see('Needs 1d20');
    await app.press('1', '5', KEYS.enter);
    const frame = await app.see(/Failure \(Margin -6\)/);
    expect(frame).toMatch(/Dice d20: 15/);
    expect(frame).toContain('Effective value 12 - 3 = 9');
    expect(frame).toContain('1 rolled');
    await app.press('h');
    await app.see('History (1 roll this sitting)');
    app.unmount();
  });

  it('plays a contest round by round with entered dice (Jokkler resists the guard)', async () => {
    const app = await start();
    await app.press(KEYS.enter, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await app.see('› Resisting');
    await app.press('d', '8', ' ', '5', '\u000E'); // Ctrl-N: one round with these faces
    await app.see('Round 1 played');
    await app.press('d', '7', ' ', '1', '0', KEYS.enter);
    await app.see('Round 2 played');
    await app.press('d', '2', KEYS.enter);
    // The winner by the name given (Jokkler), said once.
    await app.see(/Jokkler wins \(critical\) \([^()]*Rounds 3\)/);
    app.unmount();
  });

  it('saves the input as a named character and offers it as a preset', async () => {
    const app = await start();
    await app.press(KEYS.enter, KEYS.enter, KEYS.right, 's', ...'Olaf: Fishing 13', KEYS.enter);
    await app.see('Saved Olaf: Fishing 13');
    expect(app.store.forTest('d20-roll-under', 'check')).toEqual([
      expect.objectContaining({ name: 'Olaf: Fishing 13', input: expect.objectContaining({ value: 13 }) }),
    ]);
    await app.press('e', 'p'); // the next example, then the presets
    await app.see('❯ Olaf: Fishing 13');
    await app.press(KEYS.enter);
    expect(await app.see('Loaded Olaf: Fishing 13')).toMatch(/Skill 13/);
    app.unmount();
  });
});
