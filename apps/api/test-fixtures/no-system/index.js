// Exports helpers, but no game system.
export const sides = 6;
export function roll() {
  return 4;
}
