import { notationWords } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';

const registry = createAppRegistry();

describe('notation on the command line and the room prompt', () => {
  it('reads words that do not begin with a system id as notation, with an optional name', () => {
    expect(notationWords(['4d6kh3', 'name=Strength', 'score'], registry)).toEqual({
      system: 'dice',
      test: 'notation',
      input: { notation: '4d6kh3', name: 'Strength score' },
    });
    expect(notationWords(['{2d6,', '3d4}kh1'], registry)?.input).toEqual({ notation: '{2d6, 3d4}kh1' });
    expect(notationWords(['d20-roll-under', 'check', 'value=12'], registry)).toBeUndefined();
  });
});
