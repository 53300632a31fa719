// When a supervised process dies, its replacement starts at once; one that dies again soon
// after is restarted later and later, so a crash loop (a database that went away, a bad
// deploy) waits instead of spinning the CPU and flooding the log.

/** A process that ran this long counts as healthy: its death starts the count again. */
export const stableMs = 30_000
const firstDelayMs = 1_000
export const maxDelayMs = 30_000

/** The wait before the next start, given how many times in a row the process died young (1 = this once). */
export const restartDelayMs = (crashesInARow: number): number =>
  crashesInARow <= 1 ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** (crashesInARow - 2))

/** The count after a death: one more when the process lived less than stableMs, else one. */
export const crashesAfter = (previous: number, livedMs: number): number => (livedMs < stableMs ? previous + 1 : 1)
