import { isAbsolute, resolve } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:verdict-extra-systems';
const RESOLVED = `\0${ID}`;

/**
 * Build-time option: `VERDICT_SYSTEMS=@acme/system-foo,./path/to/package vite build` bundles extra game-system
 * packages into the web app (the same variable the API and the CLI read at start-up). Each named package must be
 * installed where the build can resolve it, or given as a path; every export with an `apiVersion` is a system, and the
 * app's registry checks them at start-up. A package that cannot be found, or exports no system, fails the build
 * with its name.
 */
export function extraSystems(list = process.env.VERDICT_SYSTEMS ?? ''): Plugin {
  const specs = list
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean)
    .map((spec) => (spec.startsWith('.') || isAbsolute(spec) ? resolve(spec) : spec));
  return {
    name: 'verdict-extra-systems',
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      for (const spec of specs) {
        const found = await this.resolve(spec, resolve('src/main.tsx'));
        if (!found)
          this.error(
            `VERDICT_SYSTEMS: cannot find the system package '${spec}' (install it, or give its path)`,
          );
      }
      const imports = specs.map((spec, i) => `import * as m${i} from ${JSON.stringify(spec)};`);
      const picks = specs.map((spec, i) => `...pick(${JSON.stringify(spec)}, m${i})`);
      return [
        ...imports,
        'function pick(name, module) {',
        "  const systems = Object.values(module).filter((v) => v && typeof v === 'object' && 'apiVersion' in v);",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: generated code, with its own template string
        "  if (systems.length === 0) throw new Error(`VERDICT_SYSTEMS: '${name}' exports no game system`);",
        '  return systems;',
        '}',
        `export const extraSystems = [${picks.join(', ')}];`,
      ].join('\n');
    },
  };
}
