// Small statistics helpers: the benchmarks print medians of several runs.
import { loadavg } from "node:os"

export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export const percentile = (values: ReadonlyArray<number>, p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export const fixed = (n: number, digits = 2): string => n.toFixed(digits)

/** The machine's load average (1, 5, 15 min), as the benchmarks print it beside their figures. */
export const loadAverage = (): string =>
  loadavg()
    .map((n) => fixed(n, 2))
    .join(", ")

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
