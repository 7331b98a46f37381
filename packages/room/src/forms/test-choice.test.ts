// A room form's test choice (issue 36: the web's hook kept it): it starts plain at the registry's first test, says
// what is wrong with the input, and a test picked again comes back as it was last left.
import { describe, expect, it } from 'vitest';
import { registry } from '../test-support/build-room.js';
import { createTestChoice } from './test-choice.js';

describe('a test choice', () => {
  it("starts at the registry's first test from its plain input, valid", () => {
    const choice = createTestChoice(registry);
    const { choice: chosen, found, systems } = choice.getSnapshot();
    expect(systems.map((s) => s.id)).toEqual(registry.systems.map((s) => s.id));
    expect(chosen).toEqual({ system: 'd20-roll-under', test: 'check', input: { value: 12 }, valid: true });
    expect(found.test.title).toBe('Check');
  });

  it('says what is wrong with the input, and tells its listeners of each change', () => {
    const choice = createTestChoice(registry);
    let told = 0;
    const stop = choice.subscribe(() => told++);
    choice.setInput({ value: 'twelve' });
    expect(choice.getSnapshot().choice.valid).toBe(false);
    expect(choice.getSnapshot().issues.length).toBeGreaterThan(0);
    stop();
    choice.setInput({ value: 12 });
    expect(told).toBe(1);
  });

  it("picks a system's first test, a new form each time, and a test picked again comes back as I left it", () => {
    const choice = createTestChoice(registry);
    choice.setInput({ value: 15, name: 'Sense evil' });
    choice.pick('t13');
    const picked = choice.getSnapshot();
    expect(picked.choice.system).toBe('t13');
    expect(picked.choice.test).toBe('value');
    expect(picked.formKey).toBe(1);
    choice.pick('d20-roll-under', 'check');
    expect(choice.getSnapshot().choice.input).toEqual({ value: 15, name: 'Sense evil' });
    expect(choice.getSnapshot().formKey).toBe(2);
  });
});
