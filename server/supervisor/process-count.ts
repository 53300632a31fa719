import { ConfigProblem } from "../config"

// How many server processes `npm start` runs (SERVER_PROCESSES). The default is one per core,
// at least two and at most four:
// - at least two, so that a process that dies leaves another answering while its replacement
//   starts (with one, the port refuses connections for that second or so);
// - one per core, because each process runs its JavaScript on one core;
// - at most four, because the rest does not grow with them: SQLite lets one process write at a
//   time (more processes queue on its lock), every process holds up to 10 PostgreSQL
//   connections (40 of the server's default 100), and each one is about 200 MiB resident.
export const maxDefaultProcesses = 4
export const maxProcesses = 64

export const serverProcessesFrom = (raw: string | undefined, cores: number): number => {
  if (raw === undefined || raw.trim() === "") return Math.max(2, Math.min(cores, maxDefaultProcesses))
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > maxProcesses) {
    throw new ConfigProblem(`SERVER_PROCESSES must be a whole number from 1 to ${maxProcesses}, got "${raw}"`)
  }
  return value
}
