// Issue 12: a system's `version` (and the engine's, which play records carry) comes from its package.json, so a
// release that bumps package.json cannot leave a second copy behind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_VERSION } from '@verdict/core';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { srd52 } from '@verdict/system-srd52';
import { t13 } from '@verdict/system-t13';
import { targetPool } from '@verdict/system-template';
import { describe, expect, it } from 'vitest';
import { root } from './packed.js';

const versionOf = (dir: string) =>
  (JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as { version: string })
    .version;

describe('versions come from package.json', () => {
  it('the engine reports its package version', () => {
    expect(ENGINE_VERSION).toBe(versionOf('core'));
  });

  it('each system reports its package version, with no literal copy in its sources', () => {
    const systems = [
      ['system-d20-roll-under', d20RollUnder],
      ['system-2d6-pool', twoD6Pool],
      ['system-t13', t13],
      ['system-srd52', srd52],
      ['system-template', targetPool],
    ] as const;
    for (const [dir, system] of systems) {
      expect(system.version, dir).toBe(versionOf(dir));
      const index = readFileSync(join(root, 'packages', dir, 'src', 'index.ts'), 'utf8');
      expect(index, dir).toMatch(/import \{ version \} from '\.\.\/package\.json'/);
      expect(index, dir).not.toMatch(/version: '\d/);
    }
  });
});
