import { describe, expect, it } from "vitest"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { messages } from "../../domain/messages"
import { uploadCompanyLogo } from "../../machines/organizacion/empresas-calls"
import { sendImport } from "../../machines/personal/gestion-personal-import-calls"
import { preHireCalls } from "../../machines/personal/pre-alta-candidatos-calls"
import type { ApiPort, PortResult } from "../../machines/records/api-port"
import { uploadedVersion } from "../../machines/records/upload-calls"

// The machine layer's uploads: which endpoint each sends with which request, and what its answer
// becomes (the record's version, or the import's outcome), through a fake port.

const refused = (status: number | null, message: string) => ({ ok: false, status, message, detalles: [] }) as const

const fakePort = (answer: PortResult<unknown>) => {
  const sent: Array<{ readonly name: string; readonly payload: unknown; readonly progress: boolean }> = []
  const port: ApiPort = {
    call: async () => answer as never,
    download: async () => answer as never,
    upload: async (endpoint: AnyEndpoint, payload: unknown, onProgress?: (fraction: number | null) => void) => {
      sent.push({ name: endpoint.name, payload, progress: onProgress !== undefined })
      onProgress?.(1)
      return answer as never
    },
  }
  return { port, sent }
}

const file = new File(["x"], "archivo.pdf", { type: "application/pdf" })

describe("a record's upload", () => {
  it("answers the version, or the refusal as the toast says it", () => {
    expect(uploadedVersion({ ok: true, value: { result: "0123456789abcdef" } })).toEqual({ kind: "uploaded", version: "0123456789abcdef" })
    expect(uploadedVersion(refused(415, "El archivo no es un PDF"))).toEqual({ kind: "failed", message: "El archivo no es un PDF", tone: "warning" })
    expect(uploadedVersion(refused(null, messages.errorGeneral))).toEqual({ kind: "failed", message: messages.errorGeneral })
    expect(uploadedVersion(refused(500, "boom"))).toEqual({ kind: "failed", message: messages.errorGeneral })
  })

  it("names the record by its id in the endpoint's request", async () => {
    const { port, sent } = fakePort({ ok: true, value: { error: false, message: "", result: "0123456789abcdef" } })
    expect(await uploadCompanyLogo(port)("12", file)).toEqual({ kind: "uploaded", version: "0123456789abcdef" })
    expect(await preHireCalls(port).uploadDocument("ine")("7", file)).toEqual({ kind: "uploaded", version: "0123456789abcdef" })
    expect(sent).toEqual([
      { name: "guardarLogoEmpresa", payload: { id_empresa: 12, file }, progress: false },
      { name: "guardarDocumentoPreAlta", payload: { id_pre_alta: 7, documento: "ine", file }, progress: false },
    ])
  })
})

describe("the employee import's send", () => {
  it("checks only with validar '1', reports the progress, and answers the result", async () => {
    const result = { filas: 2, importados: 0, total_problemas: 0, problemas: [] }
    const { port, sent } = fakePort({ ok: true, value: { error: false, message: "Sin problemas", result } })
    const seen: Array<number | null> = []
    expect(await sendImport(port)({ file, validar: true, report: (f) => seen.push(f) })).toEqual({ ok: true, message: "Sin problemas", result })
    await sendImport(port)({ file, validar: false, report: () => {} })
    expect(sent.map((s) => s.payload)).toEqual([{ file, validar: "1" }, { file }])
    expect(sent.every((s) => s.progress)).toBe(true)
    expect(seen).toEqual([1])
  })

  it("says the server's explained refusal, and the general error otherwise", async () => {
    const tooLarge = fakePort(refused(413, "El archivo excede 8 MB")).port
    expect(await sendImport(tooLarge)({ file, validar: true, report: () => {} })).toEqual({ ok: false, message: "El archivo excede 8 MB" })
    const lost = fakePort(refused(null, messages.errorGeneral)).port
    expect(await sendImport(lost)({ file, validar: true, report: () => {} })).toEqual({ ok: false, message: messages.errorGeneral })
    const broken = fakePort(refused(502, "Bad gateway")).port
    expect(await sendImport(broken)({ file, validar: false, report: () => {} })).toEqual({ ok: false, message: messages.errorGeneral })
  })
})
