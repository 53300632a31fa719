// Preloaded (node --require) into the servers the tests and the bench start: the server exits
// when its stdin pipe closes, that is when the process that started it is gone, however it ended
// (a test worker killed at the end of a run left its spare servers running). Only the server's
// own main thread: its worker threads and child processes inherit the preload (execArgv, env)
// and must not exit on a stdin that was never theirs.
const { isMainThread } = require("node:worker_threads")
if (isMainThread && process.env.CH_EXIT_WITH_PARENT !== "armed") {
  process.env.CH_EXIT_WITH_PARENT = "armed"
  process.stdin.on("end", () => process.exit(0))
  process.stdin.on("error", () => process.exit(0))
  process.stdin.resume()
}
