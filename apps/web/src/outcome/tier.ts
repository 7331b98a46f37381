/**
 * The CSS class that colours a tier: the success side in greens and blues, the failure side in oranges and
 * reds, deeper the further from 0; 0 is neutral. Works for any system, as tiers are ordered integers.
 */
export function tierClass(tier: number): string {
  if (tier === 0 || !Number.isFinite(tier)) return 'tier-zero';
  const step = Math.min(4, Math.abs(Math.trunc(tier)) || 1);
  return tier > 0 ? `tier-pos-${step}` : `tier-neg-${step}`;
}

/** A probability as a percentage with sensible precision: "37.5%", "0.25%", "<0.01%", "0%". */
export function formatPercent(probability: number): string {
  if (probability <= 0) return '0%';
  if (probability >= 1) return '100%';
  const percent = probability * 100;
  if (percent < 0.01) return '<0.01%';
  if (percent > 99.99) return '>99.99%';
  if (percent < 1 || percent > 99) return `${percent.toFixed(2)}%`;
  return `${percent.toFixed(1)}%`;
}

/** "success" -> "Success". */
export function resultWord(result: string): string {
  return result.charAt(0).toUpperCase() + result.slice(1);
}
