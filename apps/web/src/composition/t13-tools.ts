import {
  boonDice,
  boonValue,
  difficultyValue,
  gematriaLetters,
  geometryName,
  geometryOf,
  helpersToBeat,
  MAX_STANDARD_BOON,
} from '@verdict/system-t13';
import { readInteger, type ToolV1 } from '../tools/tool.js';

const BOON_LIMIT = 1000;

const boonValueTool: ToolV1 = {
  system: 't13',
  id: 'boon-value',
  title: 'Value of a Boon',
  description:
    'The Value a Boon stands for, its standard dice, and the Value a Difficulty of that number asks for.',
  inputSchema: {
    type: 'object',
    properties: { boon: { type: 'integer', title: 'Boon', minimum: -BOON_LIMIT, maximum: BOON_LIMIT } },
    required: ['boon'],
  },
  initial: { boon: 13 },
  run: (input) => {
    const boon = readInteger(input, 'boon', { min: -BOON_LIMIT, max: BOON_LIMIT });
    if ('issue' in boon) return { ok: false, issues: [boon.issue] };
    const b = boon.value;
    const dice = b >= 1 && b <= MAX_STANDARD_BOON ? boonDice(b) : undefined;
    return {
      ok: true,
      lines: [
        `Boon ${b} has Value ${boonValue(b)}.`,
        dice
          ? `Its standard dice: ${dice}.`
          : `Boon ${b} has no standard dice (Boons 1 to ${MAX_STANDARD_BOON} do).`,
        `Difficulty ${b} asks for Value ${difficultyValue(b)}.`,
      ],
    };
  },
};

const helpersTool: ToolV1 = {
  system: 't13',
  id: 'helpers',
  title: 'Helpers needed',
  description: 'How many helpers of one Boon, their Values added, beat a Value (or a Difficulty).',
  inputSchema: {
    type: 'object',
    properties: {
      value: { type: 'integer', title: 'Value to beat', minimum: 0, maximum: 1_000_000_000 },
      boon: { type: 'integer', title: "Each helper's Boon", minimum: 1, maximum: BOON_LIMIT, default: 13 },
    },
    required: ['value'],
  },
  initial: { value: difficultyValue(13), boon: 13 },
  run: (input) => {
    const value = readInteger(input, 'value', { min: 0, max: 1_000_000_000 });
    const rawBoon = (input as Record<string, unknown> | null)?.boon;
    const boon =
      rawBoon === undefined ? { value: 13 } : readInteger(input, 'boon', { min: 1, max: BOON_LIMIT });
    const issues = [value, boon].flatMap((r) => ('issue' in r ? [r.issue] : []));
    if ('issue' in value || 'issue' in boon) return { ok: false, issues };
    const count = helpersToBeat(value.value, boon.value);
    return {
      ok: true,
      lines: [
        `${count} helper${count === 1 ? '' : 's'} of Boon ${boon.value} (Value ${boonValue(boon.value)} each) beat ${value.value}.`,
      ],
    };
  },
};

const geometryTool: ToolV1 = {
  system: 't13',
  id: 'geometry',
  title: "A name's Geometry",
  description:
    'The Gematria of the name a Character goes by, collapsed to 1-13: their Geometry, for numerology.',
  inputSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name', maxLength: 200 } },
    required: ['name'],
  },
  initial: { name: 'Desi' },
  run: (input) => {
    const name = (input as Record<string, unknown> | null)?.name;
    if (typeof name !== 'string' || name.length > 200) {
      return {
        ok: false,
        issues: [{ path: ['name'], message: 'Expected a name of at most 200 characters' }],
      };
    }
    const letters = gematriaLetters(name);
    if (letters.length === 0) {
      return { ok: false, issues: [{ path: ['name'], message: 'Expected a name with at least one letter' }] };
    }
    const geometry = geometryOf(name);
    const sum = letters.reduce((total, letter) => total + letter.value, 0);
    return {
      ok: true,
      lines: [
        `${letters.map((l) => `${l.letters} ${l.value}`).join(' + ')} = ${sum}`,
        `Geometry ${geometry}: ${geometryName(geometry)}.`,
      ],
    };
  },
};

/** The T13 toolkit as app tools. */
export const t13Tools: readonly ToolV1[] = [boonValueTool, helpersTool, geometryTool];
