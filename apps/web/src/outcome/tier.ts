/**
 * The CSS class that colours a tier: the success side in greens and blues, the failure side in oranges and
 * reds, deeper the further from 0; 0 is neutral. Works for any system, as tiers are ordered integers.
 */
export function tierClass(tier: number): string {
  if (tier === 0 || !Number.isFinite(tier)) return 'tier-zero';
  const step = Math.min(4, Math.abs(Math.trunc(tier)) || 1);
  return tier > 0 ? `tier-pos-${step}` : `tier-neg-${step}`;
}

/** A probability as a percentage (from `@verdict/form`, shared with the CLI): "37.5%", "0.25%", "<0.01%". */
export { formatPercent } from '@verdict/form';

/** "success" -> "Success". */
export function resultWord(result: string): string {
  return result.charAt(0).toUpperCase() + result.slice(1);
}
