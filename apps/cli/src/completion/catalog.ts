import { describeSystem, type Registry } from '@verdict/core';
import { describeFields } from '@verdict/form';
import { VISIBILITIES, visibilityName } from '@verdict/room';

/** A field as completion offers it: `path=` (list rows as row 0), and the values it completes after `=`. */
export interface CatalogField {
  readonly path: string;
  readonly values: readonly string[];
}

/** A test or tool: its id, its title (zsh and fish show it beside the id) and its fields. */
export interface CatalogEntry {
  readonly id: string;
  readonly title?: string;
  readonly fields: readonly CatalogField[];
}

/**
 * What completion needs of the systems, as plain data: made from a registry at build time for the built-in
 * systems (`dist/completion-catalog.json`, so a TAB loads neither the engine nor zod), or at the TAB when a
 * `--system-package` is on the line.
 */
export interface CompletionCatalog {
  readonly version: 1;
  readonly visibilities: readonly string[];
  readonly systems: readonly {
    readonly id: string;
    readonly title?: string;
    readonly tests: readonly CatalogEntry[];
    readonly tools: readonly CatalogEntry[];
  }[];
  /**
   * The built-in catalog's texts of `verdict --version` and `verdict --help`, written at build time so that both
   * print without loading the engine or zod (bin.ts).
   */
  readonly texts?: { readonly version: string; readonly help: string };
}

/**
 * The catalog of a registry's systems.
 *
 * @example
 * catalogOf(registry).systems[0].tests[0]; // { id: 'check', fields: [{ path: 'value', values: [] }, ...] }
 */
export function catalogOf(registry: Registry): CompletionCatalog {
  return {
    version: 1,
    // The words the log shows (`result only` typed with a hyphen); `verdict room` takes the protocol ids too.
    visibilities: VISIBILITIES.map((v) => (visibilityName(v) ?? v).replace(' ', '-')),
    systems: registry.systems.map((system) => {
      const manifest = describeSystem(registry, system.id);
      const entry = (id: string, title: string, schema: Record<string, unknown>): CatalogEntry => ({
        id,
        title,
        fields: fieldsOf(schema),
      });
      return {
        id: system.id,
        title: manifest.name,
        tests: manifest.tests.map((test) => entry(test.id, test.title, test.inputSchema)),
        tools: manifest.tools.map((tool) => entry(tool.id, tool.title, tool.inputSchema)),
      };
    }),
  };
}

/** A schema's fields: a group of fields (an object) is given field by field; a list can be given whole. */
function fieldsOf(schema: Record<string, unknown>): CatalogField[] {
  return describeFields(schema)
    .filter((f) => !/^object( \| object)*$/.test(f.type))
    .map((f) => ({
      path: f.path.replaceAll('.N', '.0'),
      values:
        f.type === 'boolean'
          ? ['true', 'false']
          : f.type.startsWith('one of ')
            ? f.type.slice('one of '.length).split(', ')
            : [],
    }));
}
