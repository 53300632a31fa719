import { Socket } from "node:net"

// Where the PostgreSQL test suites create their throw-away databases.
export const pgTestUrl = (): string => process.env.PG_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"

/** Whether a PostgreSQL server accepts TCP connections at the test URL (one quick probe). */
export const postgresAnswers = (timeoutMs = 1500): Promise<boolean> => {
  const url = new URL(pgTestUrl())
  return new Promise((resolve) => {
    const socket = new Socket()
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once("error", () => done(false))
    socket.connect(Number(url.port || 5432), url.hostname, () => done(true))
  })
}
