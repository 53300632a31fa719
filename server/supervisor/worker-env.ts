// What the supervisor tells each process it forks, through its environment (the rest of the
// environment is inherited):
// - CH_SERVER_PREPARE=1 to the first process only: it builds a missing SPA, migrates and seeds
//   before it listens, and the others are forked once it listens, so none of that runs twice
//   or races;
// - JOB_INTERVAL_MS=0 to every process but the first slot's: the scheduled job runs in one
//   process (and its replacement), not in each. Its pass is still safe against another server
//   on the same database (an advisory lock on PostgreSQL, an immediate transaction on SQLite).

export const prepareVariable = "CH_SERVER_PREPARE"

/** The environment added for the process of `slot` (0 is the first). */
export const workerEnv = (slot: number, prepare: boolean): Record<string, string> => ({
  [prepareVariable]: prepare ? "1" : "0",
  ...(slot === 0 ? {} : { JOB_INTERVAL_MS: "0" }),
})
