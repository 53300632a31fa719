import { readFileSync, writeFileSync } from "node:fs"

// Resident memory of another process, from /proc (Linux): VmRSS now and VmHWM, its peak since
// it started, both in MiB.

const field = (pid: number, name: "VmRSS" | "VmHWM"): number => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8")
  const kib = Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN)
  return kib / 1024
}

export const residentMiB = (pid: number): number => field(pid, "VmRSS")
export const peakResidentMiB = (pid: number): number => field(pid, "VmHWM")

/**
 * Sets VmHWM back to the current VmRSS (Linux 4.0+, `clear_refs` 5), so the next peak read is of
 * what ran since: a process's lifetime peak would otherwise hold an earlier call's.
 */
export const resetPeakResident = (pid: number): void => writeFileSync(`/proc/${pid}/clear_refs`, "5")

/** Samples VmRSS every `everyMs` while `work` runs; answers its result and the highest sample. */
export const sampleWhile = async <A>(pid: number, work: () => Promise<A>, everyMs = 20) => {
  let peak = residentMiB(pid)
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid))
  }, everyMs)
  try {
    const result = await work()
    peak = Math.max(peak, residentMiB(pid))
    return { result, peakMiB: peak }
  } finally {
    clearInterval(timer)
  }
}
