/**
 * @module
 * Plain dice notation typed into a room (the CLI's command line and its room screen's prompt): words that begin
 * like dice (a number, a die, a group) and not with a system id are a notation (`4d6kh3`, `{2d6, 3d4}kh1`), with an optional `name=Strength`.
 */
import type { Registry } from '@verdict/core';
import { NOTATION_SYSTEM, NOTATION_TEST } from './notation-system.js';

/** How a notation begins: a number, a die (`d20`, `d%`, `dF`, `d{`), a group, a bracket or a sign. */
const LOOKS_LIKE_DICE = /^(?:[\d({+-]|d[\d%F{])/;

/** A notation roll's test and input. */
export interface NotationWords {
  readonly system: typeof NOTATION_SYSTEM;
  readonly test: typeof NOTATION_TEST;
  readonly input: { readonly notation: string; readonly name?: string };
}

/**
 * The notation roll `words` ask for, or undefined when they begin with a system id of `registry` (a test).
 *
 * @example
 * notationWords(['4d6kh3', 'name=Strength'], registry); // { system: 'dice', test: 'notation', input: { notation: '4d6kh3', name: 'Strength' } }
 */
export function notationWords(words: readonly string[], registry: Registry): NotationWords | undefined {
  const [first] = words;
  if (first === undefined || registry.systems.some((system) => system.id === first)) return undefined;
  // A mistyped system id (`nope check`) is still answered as one, with its did-you-mean.
  if (!LOOKS_LIKE_DICE.test(first)) return undefined;
  const named = words.findIndex((word) => word.startsWith('name='));
  const notation = (named < 0 ? words : words.slice(0, named)).join(' ');
  const name = named < 0 ? undefined : words.slice(named).join(' ').slice('name='.length).trim();
  return {
    system: NOTATION_SYSTEM,
    test: NOTATION_TEST,
    input: { notation, ...(name ? { name } : {}) },
  };
}
