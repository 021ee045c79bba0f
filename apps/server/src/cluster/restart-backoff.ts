/** A worker that lived this long was healthy: its death starts the back-off over. */
export const HEALTHY_LIFETIME_MS = 30_000;
const FIRST_DELAY_MS = 250;
const LONGEST_DELAY_MS = 30_000;

/**
 * How long the primary waits before it replaces a worker that died, given how many workers in a row
 * died young (before HEALTHY_LIFETIME_MS). A crash now and then is replaced at once; a crash loop (a
 * database gone, a bad release) backs off 0.25 s, 0.5 s, 1 s ... up to 30 s instead of spinning the CPU.
 */
export function restartDelay(youngDeathsInARow: number): number {
  if (youngDeathsInARow <= 0) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (youngDeathsInARow - 1), LONGEST_DELAY_MS);
}

/** The count of young deaths in a row after one more death of a worker that lived `livedMs`. */
export function countDeath(youngDeathsInARow: number, livedMs: number): number {
  return livedMs >= HEALTHY_LIFETIME_MS ? 0 : youngDeathsInARow + 1;
}
