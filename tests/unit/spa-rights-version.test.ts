import { describe, expect, it } from "vitest"
import { datosIndicadores } from "../../domain/dashboard/dashboard-api"
import { rightsVersionHeader } from "../../domain/api/paths"
import { logoSistema } from "../../domain/configuraciones/parametros-sistema-logo-api"
import { createApiClient } from "../../src/api/client"

// The API client reports the rights version of every answer to a tokened call, so the SPA
// refreshes its session when it changes instead of on every navigation.

const answering = (status: number, body: unknown, version: string | null): typeof fetch =>
  (async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...(version === null ? {} : { [rightsVersionHeader]: version }) },
    })) as typeof fetch

const clientSeeing = (fetch: typeof globalThis.fetch, token: string | null) => {
  const seen: Array<string> = []
  const api = createApiClient({
    baseURL: "http://test.local/api",
    getToken: () => token,
    onUnauthorized: () => undefined,
    onRightsVersion: (version) => seen.push(version),
    fetch,
  })
  return { api, seen }
}

const refusal = { error: true, message: "Sin permiso", result: null }

describe("the rights version of an answer", () => {
  it("is reported for successes and refusals of a tokened call", async () => {
    const ok = clientSeeing(answering(200, { error: false, message: "", result: null }, "v1"), "tok")
    await ok.api.call(datosIndicadores, {})
    const refused = clientSeeing(answering(403, refusal, "v2"), "tok")
    await refused.api.call(datosIndicadores, {})
    expect([...ok.seen, ...refused.seen]).toEqual(["v1", "v2"])
  })

  it("is reported for file downloads too", async () => {
    const { api, seen } = clientSeeing(answering(403, refusal, "v3"), "tok")
    await api.download(logoSistema, {})
    expect(seen).toEqual(["v3"])
  })

  it("is not reported without a token or without the header", async () => {
    const anonymous = clientSeeing(answering(403, refusal, "v1"), null)
    await anonymous.api.call(datosIndicadores, {})
    const legacy = clientSeeing(answering(403, refusal, null), "tok")
    await legacy.api.call(datosIndicadores, {})
    expect([...anonymous.seen, ...legacy.seen]).toEqual([])
  })
})
