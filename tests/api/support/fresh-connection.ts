import { request } from "node:http"

// One request on a connection of its own (no keep-alive pool): under `npm start`'s supervisor
// the connections, not the requests, are dealt to the server processes in turn, so a new
// connection per request spreads consecutive requests over them.

export interface FreshAnswer {
  readonly status: number
  readonly body: unknown
}

export const freshCall = (base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<FreshAnswer> =>
  new Promise((resolve, reject) => {
    const payload = init.body === undefined ? undefined : JSON.stringify(init.body)
    const headers: Record<string, string> = {}
    if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`
    if (payload !== undefined) headers["content-type"] = "application/json"
    const req = request(`${base}${path}`, { method: init.method ?? (payload === undefined ? "GET" : "POST"), headers, agent: false }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("error", reject)
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        let body: unknown = text
        try {
          body = JSON.parse(text)
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, body })
      })
    })
    req.on("error", reject)
    req.end(payload)
  })
