import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

/** The engine's source files: core, dice, fair, the form and room models and every game system (tests excluded). */
function engineSources(): string[] {
  const packages = readdirSync(join(root, 'packages')).filter(
    (name) =>
      name === 'core' ||
      name === 'dice' ||
      name === 'fair' ||
      name === 'form' ||
      name === 'room' ||
      name.startsWith('system-'),
  );
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.ts$/.test(name) && !/\.test(-d)?\.ts$/.test(name) && !path.includes(`${'/'}fixtures${'/'}`))
        files.push(path);
    }
  };
  for (const name of packages) walk(join(root, 'packages', name, 'src'));
  return files;
}

const FORBIDDEN: [RegExp, string][] = [
  [/\bMath\.random\b/, 'Math.random (randomness comes from a RandomSource)'],
  [/\bDate\b/, 'Date (the engine takes no time from the clock)'],
  [/from ['"]node:/, 'node: imports (the engine does no I/O)'],
  [/\bfetch\(/, 'fetch (the engine does no I/O)'],
  [/\bconsole\./, 'console (the engine prints nothing)'],
  [/\bprocess\./, 'process (the engine reads no environment)'],
];

describe('the engine is pure', () => {
  const files = engineSources();

  it('finds the engine sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('never calls Math.random or Date, and does no I/O', () => {
    const problems: string[] = [];
    for (const file of files) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      for (const [pattern, what] of FORBIDDEN) {
        if (pattern.test(code)) problems.push(`${relative(root, file)}: ${what}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
