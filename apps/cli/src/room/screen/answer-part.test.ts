// The room screen's "Your part" prompt for a request in parts: a saved character's name gives its input without the
// fields the GM fixed (as `verdict room answer --character` does), field=value pairs give the player's fields, and a
// name that is not saved is said as `--character` says it (with a did-you-mean), not as a malformed pair.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestEntry } from '@verdict/fair';
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigHome } from '../../../test/temp-config.js';
import { createAppRegistry } from '../../registry.js';
import { answerPart, offeredCharacter } from './answer-part.js';

const registry = createAppRegistry();
const config = tempConfigHome();
afterAll(() => config.remove());
const env = { XDG_CONFIG_HOME: config.dir };
mkdirSync(join(config.dir, 'verdict'), { recursive: true });
const characters = [
  {
    name: 'Grog',
    system: '2d6-pool',
    test: 'check',
    input: { attribute: 'might', rating: 3, difficulty: 6 },
  },
  { name: 'Pia', system: 'd20-roll-under', test: 'check', input: { value: 12 } },
];
writeFileSync(join(config.dir, 'verdict', 'characters.json'), JSON.stringify({ version: 1, characters }));
// Only what the prompt reads of a request in parts.
const request = {
  seq: 4,
  system: '2d6-pool',
  test: 'check',
  fixes: ['difficulty'],
} as unknown as RequestEntry;

describe("the room screen's prompt for a player's part", () => {
  it('gives a saved character without the fixed fields, and field=value pairs as typed', () => {
    expect(answerPart('Grog', request, registry, env)).toEqual({ attribute: 'might', rating: 3 });
    expect(answerPart(' rating=4 attribute=might ', request, registry, env)).toEqual({
      rating: 4,
      attribute: 'might',
    });
    expect(offeredCharacter(request, 'Grog', env)).toBe('Grog');
  });

  it('names a character not saved for the test, with a did-you-mean, and asks for a part when none is typed', () => {
    expect(() => answerPart('Grgo', request, registry, env)).toThrow(
      "Unknown character 'Grgo' for 2d6-pool/check: did you mean 'Grog'?",
    );
    expect(() => answerPart('Pia', request, registry, env)).toThrow(/it is saved for d20-roll-under\/check/);
    expect(() => answerPart('  ', request, registry, env)).toThrow(/Give your part/);
  });
});
