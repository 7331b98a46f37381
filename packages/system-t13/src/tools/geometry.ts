import { defineTool } from '@verdict/core';
import { z } from 'zod';
import { gematriaLetters, gematriaValue, geometryName, geometryOf } from '../gematria.js';
import { lazy } from '../lazy.js';

const input = lazy(() =>
  z.object({
    name: z
      .string()
      .max(200, 'expected a name of at most 200 characters')
      .refine((name) => gematriaValue(name) > 0, 'expected a name with at least one letter')
      .describe('The name the Character goes by')
      .meta({ title: 'Name' }),
  }),
);

/**
 * The Gematria of a name, collapsed to 1-13: the Character's Geometry, for numerology.
 *
 * @example
 * geometryTool.run({ name: 'Desi' }).lines[1]; // 'Geometry 7: Heptagon.'
 */
export const geometryTool = defineTool({
  title: "A name's Geometry",
  description:
    'The Gematria of the name a Character goes by, collapsed to 1-13: their Geometry, for numerology.',
  get input() {
    return input();
  },
  run: ({ name }) => {
    const letters = gematriaLetters(name);
    const geometry = geometryOf(name);
    const sum = letters.reduce((total, letter) => total + letter.value, 0);
    return {
      lines: [
        `${letters.map((l) => `${l.letters} ${l.value}`).join(' + ')} = ${sum}`,
        `Geometry ${geometry}: ${geometryName(geometry)}.`,
      ],
      values: { gematria: sum, geometry },
    };
  },
  examples: [{ title: 'Desi', input: { name: 'Desi' }, lines: ['Geometry 7: Heptagon.'] }],
});
