import { describe, expect, it } from "vitest"
import { extenderSesion, login } from "../../domain/api/session"
import { createApiClient } from "../../src/api/client"
import { loginResponse } from "../machines/support/fixtures"

// The server reads a POST body only when it is declared application/json (415 otherwise) and
// takes a POST without a body undeclared: the SPA's client must send exactly that.

interface Sent {
  readonly contentType: string | null
  readonly body: string
}

const recording = (sent: Array<Sent>, answer: unknown): typeof fetch =>
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    sent.push({ contentType: request.headers.get("content-type"), body: await request.text() })
    return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } })
  }) as typeof fetch

describe("the SPA's request bodies", () => {
  it("declares a JSON body as application/json", async () => {
    const sent: Array<Sent> = []
    const api = createApiClient({ baseURL: "http://test.local/api", getToken: () => null, onUnauthorized: () => undefined, fetch: recording(sent, loginResponse()) })
    await api.call(login, { email: "ana@demo.mx", password: "secreto", recordar: false })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.contentType).toMatch(/^application\/json\b/)
    expect(JSON.parse(sent[0]?.body ?? "")).toEqual({ email: "ana@demo.mx", password: "secreto", recordar: false })
  })

  it("sends an endpoint without fields as JSON too, never as text", async () => {
    const sent: Array<Sent> = []
    const api = createApiClient({
      baseURL: "http://test.local/api",
      getToken: () => "tok",
      onUnauthorized: () => undefined,
      fetch: recording(sent, { error: false, message: "", result: { expira: "2026-01-01T00:00:00.000Z" } }),
    })
    await api.call(extenderSesion, {})
    expect(sent).toHaveLength(1)
    expect(sent[0]).toEqual({ contentType: "application/json", body: "{}" })
  })
})
