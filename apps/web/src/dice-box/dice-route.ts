/**
 * @module
 * The dice box's address: `#/dice`, with the notation in it (`#/dice?notation=2d20kh1%2B5`) so a reload or a shared
 * link opens the same notation. Tiny, loaded with the app; the page itself loads on demand.
 */

/** The dice box route of a hash: the notation it names, if any; undefined when the hash is not the dice box. */
export function parseDiceRoute(hash: string): { readonly notation?: string } | undefined {
  const match = /^#\/dice(?:\?(.*))?$/.exec(hash);
  if (!match) return undefined;
  const notation = new URLSearchParams(match[1] ?? '').get('notation');
  return notation === null ? {} : { notation };
}

/**
 * The hash of the dice box with a notation.
 *
 * @example
 * diceHash('2d20kh1+5'); // '#/dice?notation=2d20kh1%2B5'
 */
export function diceHash(notation: string): string {
  return `#/dice?${new URLSearchParams({ notation })}`;
}
