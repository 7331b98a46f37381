/** Ink/chalk colour names used for outcome tiers, so text output and the screen agree. */
export type TierColour = 'greenBright' | 'green' | 'yellow' | 'red' | 'redBright';

/**
 * The colour of an outcome tier: the success side green, the failure side red, stronger further from 0.
 * Works for any system, since tiers are ordered the same way everywhere.
 */
export function tierColour(tier: number): TierColour {
  if (tier >= 2) return 'greenBright';
  if (tier === 1) return 'green';
  if (tier === 0) return 'yellow';
  if (tier === -1) return 'red';
  return 'redBright';
}

/** Whether to colour output written to a stream: `NO_COLOR` wins, then `FORCE_COLOR`, then a terminal check. */
export function shouldColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return Boolean(stream.isTTY) && env.TERM !== 'dumb';
}

const CODES: Record<TierColour | 'bold' | 'dim' | 'cyan', [number, number]> = {
  bold: [1, 22],
  dim: [2, 22],
  cyan: [36, 39],
  green: [32, 39],
  greenBright: [92, 39],
  yellow: [33, 39],
  red: [31, 39],
  redBright: [91, 39],
};

/** ANSI styling that is a no-op when colour is off. */
export interface Palette {
  style(name: keyof typeof CODES, text: string): string;
  tier(tier: number, text: string): string;
}

/** A palette for text output. */
export function createPalette(enabled: boolean): Palette {
  const style = (name: keyof typeof CODES, text: string) => {
    if (!enabled) return text;
    const [open, close] = CODES[name];
    return `\u001B[${open}m${text}\u001B[${close}m`;
  };
  return { style, tier: (tier, text) => style(tierColour(tier), style('bold', text)) };
}
