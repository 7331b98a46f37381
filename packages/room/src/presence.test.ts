import { describe, expect, it } from 'vitest';
import { parsePresence, splitPresence } from './presence.js';

describe('presence', () => {
  it('reads presence events and refuses anything else', () => {
    expect(parsePresence('{"present":["gm","p"]}')).toEqual(['gm', 'p']);
    expect(parsePresence('{"present":[]}')).toEqual([]);
    for (const bad of [undefined, '', 'nope', '{"present":"gm"}', '{"present":[1]}', '{}', 'null'])
      expect(parsePresence(bad), String(bad)).toBeUndefined();
  });

  it('splits members into here and away, in join order', () => {
    const members = [
      { id: 'gm', name: 'Ada', role: 'gm' as const },
      { id: 'p', name: 'Pia', role: 'player' as const },
      { id: 'q', name: 'Quin', role: 'player' as const },
    ];
    const { here, away } = splitPresence(members, new Set(['q', 'gm', 'stranger']));
    expect(here.map((m) => m.name)).toEqual(['Ada', 'Quin']);
    expect(away.map((m) => m.name)).toEqual(['Pia']);
  });
});
