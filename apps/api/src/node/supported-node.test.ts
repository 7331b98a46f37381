import { describe, expect, it } from 'vitest';
import { unsupportedNode } from './supported-node.js';

describe('the Node.js versions the server runs on', () => {
  it('accepts 20.19 and later, odd releases included', () => {
    for (const version of [
      '20.19.0',
      '20.20.2',
      '22.13.0',
      '22.23.3',
      '23.11.1',
      '24.21.0',
      '25.2.1',
      '30.0.0',
    ]) {
      expect(unsupportedNode(version)).toBeUndefined();
    }
  });

  it('refuses an older Node in one line that names the version and what to install', () => {
    for (const version of ['20.18.3', '20.0.0', '18.20.4', '16.20.2']) {
      const line = unsupportedNode(version);
      expect(line).toBe(
        `Verdict needs Node.js 20.19 or later (22 or 24 recommended); this is Node.js ${version}.`,
      );
      expect(line).not.toContain('\n');
    }
  });
});
