import { Agent, request as httpRequest } from "node:http"
import autocannon from "autocannon"
import { median } from "./stats"

// HTTP figures: autocannon from this process against a server pinned to another core; each
// figure is the median of `runs` runs.

export interface LoadFigures {
  readonly p50: number
  readonly p99: number
  readonly rps: number
  readonly errors: number
}

export interface LoadRequest {
  readonly url: string
  readonly method?: "GET" | "POST"
  readonly headers?: Record<string, string>
  readonly body?: string
}

export const measureLoad = async (
  request: LoadRequest,
  options: { readonly runs?: number; readonly seconds?: number; readonly connections?: number } = {},
): Promise<LoadFigures> => {
  const runs: Array<LoadFigures> = []
  // One short warm-up lets the JIT and the database caches settle before measuring.
  await autocannon({ ...request, connections: options.connections ?? 8, duration: 1 })
  for (let i = 0; i < (options.runs ?? 3); i++) {
    const r = await autocannon({ ...request, connections: options.connections ?? 8, duration: options.seconds ?? 5 })
    runs.push({ p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.errors + r.non2xx })
  }
  return {
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    rps: median(runs.map((r) => r.rps)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  }
}

// The timed client is node:http on one kept-alive connection, as a browser keeps its own: undici's
// fetch spends about a millisecond of this process's time per request (p95 over 3 ms against a
// server that answers a constant), which is the client's cost, not the server's. It asks for
// brotli or gzip as a browser does, so the server compresses as it would for one, and drains the
// body without inflating it.
const timedAgent = new Agent({ keepAlive: true, maxSockets: 1 })

const timedOnce = (request: LoadRequest): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    const outgoing = httpRequest(
      request.url,
      { method: request.method ?? "GET", headers: { "accept-encoding": "br, gzip", ...request.headers }, agent: timedAgent },
      (response) => {
        response.resume()
        response.on("error", reject)
        response.on("end", () => {
          const status = response.statusCode ?? 0
          if (status < 200 || status > 299) reject(new Error(`${request.url} answered ${status}`))
          else resolve(performance.now() - started)
        })
      },
    )
    outgoing.on("error", reject)
    outgoing.end(request.body)
  })

/** Sequential latency of one request, `count` times one after the other, in milliseconds. */
export const measureSequential = async (request: LoadRequest, count: number): Promise<ReadonlyArray<number>> => {
  const times: Array<number> = []
  for (let i = 0; i < count; i++) times.push(await timedOnce(request))
  return times
}

/** A POST of JSON to the API as `token`, answering the envelope's result; a refusal throws with its body. */
export const postResult = async <T>(url: string, path: string, token: string, body: unknown): Promise<T> => {
  const response = await fetch(`${url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return ((await response.json()) as { result: T }).result
}
