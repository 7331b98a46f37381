/** The longest bar: 80 columns give 40, a wide terminal 60, a pipe (unlimited width) no more. */
export const MAX_BAR = 60;

/**
 * The bar and the percentage the CLI draws: `@verdict/form`'s one formatter set, so a probability reads the same
 * here as on the web, in Discord and in a room's log ("25.0%", "<0.01%", "100%").
 *
 * @example
 * bar(0.5, 10); // '█████'
 * percent(0.25); // '25.0%'
 */
export { formatPercent as percent, probabilityBar as bar } from '@verdict/form';
