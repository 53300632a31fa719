import { Worker } from "node:worker_threads"

// Other people using the server while a bench times one call: in a thread of their own, so their
// answers are read by another event loop than the timed client's, as other browsers would be.
// Each user asks `paths` one after the other, `thinkMs` apart, until stopped; the thread is plain
// JavaScript (no loader needed) and answers how many requests it made.

const loop = `
const { parentPort, workerData } = require("node:worker_threads")
const { url, token, paths, users, thinkMs } = workerData
let running = true
let answered = 0
const headers = { authorization: "Bearer " + token }
const user = async () => {
  while (running) {
    for (const path of paths) {
      const answer = await fetch(url + path, { headers })
      await answer.arrayBuffer()
      answered += 1
      await new Promise((done) => setTimeout(done, thinkMs))
    }
  }
}
const loops = Array.from({ length: users }, user)
parentPort.on("message", async () => {
  running = false
  await Promise.all(loops)
  parentPort.postMessage(answered)
})
`

export interface OtherUsers {
  /** Stops every user after their request in flight; answers how many requests they made. */
  readonly stop: () => Promise<number>
}

export const startOtherUsers = (options: {
  readonly url: string
  readonly token: string
  readonly paths: ReadonlyArray<string>
  readonly users: number
  readonly thinkMs: number
}): OtherUsers => {
  const worker = new Worker(loop, { eval: true, workerData: options })
  return {
    stop: async () => {
      const answered = new Promise<number>((resolve, reject) => {
        worker.once("message", resolve)
        worker.once("error", reject)
      })
      worker.postMessage("stop")
      const count = await answered
      await worker.terminate()
      return count
    },
  }
}
