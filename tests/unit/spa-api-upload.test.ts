import { describe, expect, it } from "vitest"
import { guardarLogoEmpresa } from "../../domain/organizacion/empresas-logo-api"
import { importarColaboradores } from "../../domain/personal/gestion-personal-import-api"
import { messages } from "../../domain/messages"
import { createApiClient } from "../../src/api/client"
import type { FormAnswer, FormRequest } from "../../src/api/form-sender"

// The client's multipart upload: the path's ids and the text parts encoded by the endpoint's own
// schema, the file as its part, the progress handed to the sender, the answer decoded as any call's.

const answer = (status: number | null, body: unknown, headers: Readonly<Record<string, string>> = {}): FormAnswer => ({
  status,
  body,
  header: (name) => headers[name] ?? null,
})

const client = (reply: FormAnswer, seen: Array<FormRequest>, token: string | null = "tok") => {
  const events: Array<string> = []
  const api = createApiClient({
    baseURL: "http://test.local/api",
    getToken: () => token,
    onUnauthorized: () => events.push("unauthorized"),
    onRightsVersion: (v) => events.push(`rights ${v}`),
    sendForm: async (request) => {
      seen.push(request)
      request.onProgress?.(0.5)
      request.onProgress?.(null)
      return reply
    },
  })
  return { api, events }
}

const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" })

describe("api client upload", () => {
  it("fills the path from the request, sends the file as its part with the token, and decodes the version", async () => {
    const seen: Array<FormRequest> = []
    const { api, events } = client(answer(200, { error: false, message: "", result: "0123456789abcdef" }, { "X-Derechos-Version": "7" }), seen)
    const result = await api.upload(guardarLogoEmpresa, { id_empresa: 12, file: logo })
    expect(result).toEqual({ ok: true, value: { error: false, message: "", result: "0123456789abcdef" } })
    expect(seen[0]?.url).toBe("http://test.local/api/guardar-logo-empresa/12")
    expect(seen[0]?.headers).toEqual({ Authorization: "Bearer tok" })
    expect([...(seen[0]?.body.keys() ?? [])]).toEqual(["file"])
    expect(seen[0]?.body.get("file")).toMatchObject({ name: "logo.png" })
    expect(events).toEqual(["rights 7"])
  })

  it("sends the text parts before the file and reports the progress", async () => {
    const seen: Array<FormRequest> = []
    const { api } = client(answer(200, { error: false, message: "Listo", result: { filas: 1, importados: 0, total_problemas: 0, problemas: [] } }), seen)
    const progress: Array<number | null> = []
    const result = await api.upload(importarColaboradores, { file: logo, validar: "1" }, (f) => progress.push(f))
    expect(result.ok).toBe(true)
    expect([...(seen[0]?.body.entries() ?? [])].map(([k, v]) => [k, typeof v === "string" ? v : "file"])).toEqual([
      ["validar", "1"],
      ["file", "file"],
    ])
    expect(progress).toEqual([0.5, null])
  })

  it("says the server's refusal, ends the session on a 401, and gives the general error without an answer", async () => {
    const refused = await client(answer(413, { error: true, message: "El archivo excede 2 MB", result: null }), []).api.upload(guardarLogoEmpresa, { id_empresa: 1, file: logo })
    expect(refused).toMatchObject({ ok: false, status: 413, message: "El archivo excede 2 MB" })
    const expired = client(answer(401, { error: true, message: "Sesión expirada", result: null }), [])
    await expired.api.upload(guardarLogoEmpresa, { id_empresa: 1, file: logo })
    expect(expired.events).toEqual(["unauthorized"])
    const lost = await client(answer(null, null), []).api.upload(guardarLogoEmpresa, { id_empresa: 1, file: logo })
    expect(lost).toMatchObject({ ok: false, status: null, message: messages.errorGeneral })
    const odd = await client(answer(200, "<html>"), []).api.upload(guardarLogoEmpresa, { id_empresa: 1, file: logo })
    expect(odd).toMatchObject({ ok: false, status: 200, message: messages.errorGeneral })
  })

  it("refuses a request its schema rejects without sending it", async () => {
    const seen: Array<FormRequest> = []
    const result = await client(answer(200, null), seen).api.upload(guardarLogoEmpresa, { id_empresa: 0, file: logo })
    expect(result).toMatchObject({ ok: false, status: null, message: messages.errorGeneral })
    expect(seen).toHaveLength(0)
  })
})
