import { deref, type JsonSchema, typeOf, variantsOf } from './json-schema.js';

/**
 * A list written short, for one-line frontends (a chat command's `fields` option, the CLI's `field=value`): items
 * separated by `;`. A list of scalars takes each item as it is (`advantage=Help;Friendly`, and `advantage=Help` is a
 * list of one); a list of objects takes each item's values by `:` in the order of the item's fields, required ones
 * first (`modifiers=-3:poor tackle;+1:dusk` for items `{ amount, label }` with `amount` required). Only for lists of
 * scalars or of plain objects whose fields are scalars; otherwise undefined. `read` turns each value's text into its
 * type.
 *
 * @example
 * listShorthand('-3:poor tackle;+1:dusk', modifiersSchema, root, readText); // [{ amount: -3, label: 'poor tackle' }, { amount: 1, label: 'dusk' }]
 * listShorthand('Help;Friendly', sourcesSchema, root, readText); // ['Help', 'Friendly']
 */
export function listShorthand(
  text: string,
  list: JsonSchema,
  root: JsonSchema,
  read: (text: string, node: JsonSchema | undefined, root: JsonSchema) => unknown,
): unknown[] | undefined {
  const item = list.items ? deref(list.items, root) : undefined;
  if (
    item &&
    ['string', 'number', 'integer', 'boolean'].includes(typeOf(item) ?? '') &&
    !variantsOf(item, root).length
  ) {
    return text
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => read(part, item, root));
  }
  const properties = item?.properties;
  if (!item || !properties || typeOf(item) !== 'object' || variantsOf(item, root).length > 0)
    return undefined;
  const keys = Object.keys(properties);
  const required = (item.required ?? []).filter((k) => keys.includes(k));
  const order = [...required, ...keys.filter((k) => !required.includes(k))];
  const nested = (key: string) => ['object', 'array'].includes(typeOf(deref(properties[key]!, root)) ?? '');
  if (order.some(nested)) return undefined;
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const values = part.split(':');
      // More values than fields: the rest belongs to the last one (a label may hold a colon).
      const cells = [...values.slice(0, order.length - 1), values.slice(order.length - 1).join(':')];
      const entry: Record<string, unknown> = {};
      cells.forEach((cell, i) => {
        const key = order[i]!;
        if (cell.trim() !== '')
          entry[key] = read(cell.trim().replace(/^\+(?=\d)/, ''), properties[key], root);
      });
      return entry;
    });
}
