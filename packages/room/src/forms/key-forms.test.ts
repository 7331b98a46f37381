// A seat's recovery key in forms (issue 36: the web's panels kept this state): a key typed is tried trimmed, once
// at a time, a refusal said; a new key for my seat is shown until kept, or why it could not be made.
import { describe, expect, it } from 'vitest';
import { createKeyEntry, createNewKey } from './key-forms.js';

describe("a seat's recovery key in forms", () => {
  it('tries the key typed, trimmed, and says a refusal', async () => {
    const tried: string[] = [];
    const form = createKeyEntry(async (key) => {
      tried.push(key);
      if (key !== 'vk1-good') throw new Error('That key does not open a seat here');
    });
    expect(form.canSubmit()).toBe(false);
    form.setKey('  vk1-bad ');
    const pending = form.submit();
    expect(form.getSnapshot().busy).toBe(true);
    expect(form.canSubmit()).toBe(false);
    await pending;
    expect(form.getSnapshot()).toEqual({
      key: '  vk1-bad ',
      busy: false,
      refused: 'That key does not open a seat here',
    });
    form.setKey('vk1-good');
    await form.submit();
    expect(tried).toEqual(['vk1-bad', 'vk1-good']);
    expect(form.getSnapshot().refused).toBeUndefined();
  });

  it('shows a new key until it is kept, or why none was made', async () => {
    let made = 0;
    const form = createNewKey(async () => {
      made++;
      if (made > 1) throw new Error('The room is closed');
      return 'vk1-new';
    });
    await form.make();
    expect(form.getSnapshot()).toEqual({ key: 'vk1-new' });
    form.kept();
    expect(form.getSnapshot()).toEqual({});
    await form.make();
    expect(form.getSnapshot()).toEqual({ problem: 'The room is closed' });
  });
});
