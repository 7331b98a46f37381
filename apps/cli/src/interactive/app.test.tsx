import { seededSource } from '@verdict/dice';
import { render } from 'ink-testing-library';
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigHome } from '../../test/temp-config.js';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createAppRegistry } from '../registry.js';
import { App } from './app.js';

const KEYS = {
  down: '\u001B[B',
  up: '\u001B[A',
  left: '\u001B[D',
  right: '\u001B[C',
  enter: '\r',
  esc: '\u001B',
};
const config = tempConfigHome();
afterAll(() => config.remove());
const registry = createAppRegistry();

function start() {
  const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
  const app = render(<App registry={registry} store={store} engine={{ random: seededSource('app-test') }} />);
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      app.stdin.write(key);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  };
  return { ...app, press, store, frame: () => app.lastFrame() ?? '' };
}

describe('the play screen', () => {
  it('picks a system and a test with the arrow keys', async () => {
    const app = start();
    expect(app.frame()).toContain('❯ d20 roll-under');
    await app.press(KEYS.down);
    expect(app.frame()).toContain('❯ 2d6 keep-two dice pool');
    await app.press(KEYS.up, KEYS.enter);
    expect(app.frame()).toContain('d20 roll-under: tests');
    await app.press(KEYS.down, KEYS.down, KEYS.down);
    expect(app.frame()).toContain('❯ Resisting');
    await app.press(KEYS.esc);
    expect(app.frame()).toContain('Systems');
    app.unmount();
  });

  it("fills the form from the test's first example and updates the odds as a field changes", async () => {
    const app = start();
    await app.press(KEYS.enter, KEYS.enter);
    const before = app.frame();
    expect(before).toContain('verdict · d20 roll-under › Check');
    expect(before).toMatch(/Value 12/);
    expect(before).toMatch(/Amount -3/);
    // Effective 9: Success on 3..9 (7 faces, none of them < 4.5 beyond 3 and 4 being Strong) -> 25%.
    expect(before).toMatch(/Success\s+25\.00%/);
    await app.press(KEYS.right); // value 12 -> 13
    expect(app.frame()).toMatch(/Value 13/);
    expect(app.frame()).toMatch(/Success\s+30\.00%/);
    await app.press('1', '5'); // typed: value 15, effective 12
    expect(app.frame()).toMatch(/Value 15/);
    expect(app.frame()).toMatch(/Failure\s+30\.00%/);
    app.unmount();
  });

  it('edits lists: adds and removes a modifier row, and names a bad value beside the field', async () => {
    const app = start();
    await app.press(KEYS.enter, KEYS.enter, KEYS.down); // on "modifiers"
    await app.press('+');
    expect(app.frame()).toContain('Modifiers? 2 rows');
    await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down); // #2 header
    expect(app.frame()).toMatch(/❯\s*Modifier 2/);
    await app.press('x');
    expect(app.frame()).toContain('Modifiers? 1 row');
    await app.press(KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.up); // back to value
    await app.press('\u007F', '\u007F', '-'); // value "" then "-": not a number
    expect(app.frame()).toContain('Fix the input');
    expect(app.frame()).toMatch(/Value -.*✗/);
    app.unmount();
  });

  it("rolls with entered dice and shows Olaf's Failure: label, dice and steps", async () => {
    const app = start();
    await app.press(KEYS.enter, KEYS.enter, 'd');
    expect(app.frame()).toContain('Needs 1d20');
    await app.press('1', '5', KEYS.enter);
    const frame = app.frame();
    expect(frame).toMatch(/Failure \(failure, tier -1, margin -6\)/);
    expect(frame).toMatch(/Dice d20: 15/);
    expect(frame).toContain('Effective value 12 - 3 = 9');
    expect(frame).toContain('1 rolled');
    await app.press('h');
    expect(app.frame()).toContain('History (1 roll this sitting)');
    app.unmount();
  });

  it('plays a contest round by round with entered dice (Jokkler resists the guard)', async () => {
    const app = start();
    await app.press(KEYS.enter, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    expect(app.frame()).toContain('› Resisting');
    await app.press('d', '8', ' ', '5', 'n');
    expect(app.frame()).toContain('Round 1 played');
    await app.press('d', '7', ' ', '1', '0', KEYS.enter);
    expect(app.frame()).toContain('Round 2 played');
    await app.press('d', '2', KEYS.enter);
    const frame = app.frame();
    expect(frame).toMatch(/Attacker wins \(critical\) \(success, tier \d+, winner \S+, 3 rounds\)/);
    app.unmount();
  });

  it('saves the input as a named character and offers it as a preset', async () => {
    const app = start();
    await app.press(KEYS.enter, KEYS.enter, KEYS.right, 's', ...'Olaf: Fishing 13', KEYS.enter);
    expect(app.frame()).toContain('Saved Olaf: Fishing 13');
    expect(app.store.forTest('d20-roll-under', 'check')).toEqual([
      expect.objectContaining({ name: 'Olaf: Fishing 13', input: expect.objectContaining({ value: 13 }) }),
    ]);
    await app.press('e', 'p'); // the next example, then the presets
    expect(app.frame()).toContain('❯ Olaf: Fishing 13');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('Loaded Olaf: Fishing 13');
    expect(app.frame()).toMatch(/Value 13/);
    app.unmount();
  });
});
