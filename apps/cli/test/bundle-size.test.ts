// The bundle's size budget, in bytes (start-up time is measured by `npm run bench`, never by a test): what every
// command loads (bin.js and the chunks it imports statically) holds neither the systems nor zod, which load only
// for the commands that need a registry, and no zod locale but English is bundled at all (see tsup.config.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '..', 'dist');

/** bin.js and every chunk it imports statically, by name. */
function loadedAtStart(file = 'bin.js', seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(dist, file), 'utf8');
  for (const match of text.matchAll(/\bfrom "\.\/([^"]+)"/g)) loadedAtStart(match[1]!, seen);
  return seen;
}

const bytes = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + statSync(join(dist, file)).size, 0);
const chunks = readdirSync(dist).filter((name) => name.endsWith('.js'));

describe('the bundle', () => {
  it('loads at most 400 KB at start-up, with no system and no zod in it', () => {
    const start = loadedAtStart();
    expect(bytes(start)).toBeLessThanOrEqual(400 * 1024);
    for (const file of start) {
      const text = readFileSync(join(dist, file), 'utf8');
      expect(text, file).not.toContain('"$ZodType"');
      expect(text, file).not.toContain('defineGameSystem({');
    }
  });

  it('holds zod only once, with its English messages only, and is at most 1,100 KB in all', () => {
    const withZod = chunks.filter((file) => readFileSync(join(dist, file), 'utf8').includes('"$ZodType"'));
    expect(withZod).toHaveLength(1);
    // German's "invalid input", standing for the 40-odd catalogues of `z.locales` that are left out.
    for (const file of chunks)
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('Ungültige');
    expect(bytes(chunks)).toBeLessThanOrEqual(1100 * 1024);
  });
});
