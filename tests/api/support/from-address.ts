import { request } from "node:http"
import type { Answer } from "./http"

// A request from a chosen loopback address (127.0.0.2, 127.0.0.3, ...: the whole 127/8 is this
// machine on Linux), so the server sees several clients by their sockets, as per-address limits
// need. fetch cannot pick the local address; node:http can.

export const callFrom = (
  localAddress: string,
  base: string,
  path: string,
  init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body)
    const headers: Record<string, string> = { ...init.headers }
    if (body !== undefined) headers["content-type"] = "application/json"
    if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`
    const sent = request(new URL(path, base), { method: body === undefined ? "GET" : "POST", headers, localAddress, agent: false }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("error", reject)
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        const answerHeaders = new Headers()
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === "string") answerHeaders.set(name, value)
        let parsed: unknown = text
        try {
          parsed = JSON.parse(text)
        } catch {
          // Not JSON: kept as text.
        }
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders, body: parsed })
      })
    })
    sent.on("error", reject)
    sent.end(body)
  })
