import { beforeAll, describe, expect, it } from "vitest"
import { followUpAttachmentMaxBytes, followUpAttachmentMessages } from "../../domain/contratos/seguimientos-contratos-api"
import { messages } from "../../domain/messages"
import { pngImage } from "../support/images"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"
import { contractDraft, endLiveContracts, untouchedPerson } from "./support/contract-draft"

// A contract follow-up's attachment (CON220 `adjunto`, MODULES-MX §2) on both dialects: uploaded
// once the follow-up is saved, a PDF or an image judged by its bytes (a text named .pdf is a 415,
// more than 10 MB a 413 with its message, nothing stored either way), downloaded back as it was,
// kept by the follow-up's save, replaced (the old version dropped) and removed; a version that is
// not this follow-up's upload is refused; outside the caller's centres, a 403.

type Body = Record<string, unknown>
/** Wednesday 10 June 2026, noon in Mexico City. */
const start = Date.parse("2026-06-10T18:00:00Z")
const pdfBody = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n"
/** The smallest PDF the server recognises: its trailer's startxref points at its xref table. */
const pdf = Buffer.from(`${pdfBody}xref\n0 3\n0000000000 65535 f \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n${pdfBody.length}\n%%EOF\n`, "latin1")
const watched = ["seguimientos_contratos", "seguimientos_contratos_adjuntos"]

describe.each(dialects)("A follow-up's attachment on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""
  let narrow = ""
  let followUp = 0
  let body: Body = {}

  const post = (path: string, payload: unknown, token = admin) => call(t.url, `/api${path}`, { token, body: payload })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const resultOf = (a: { body: unknown }) => (a.body as { result: Body }).result
  const upload = async (id: number | string, bytes: Uint8Array, type: string, name: string, token = admin) => {
    const form = new FormData()
    form.append("file", new Blob([Uint8Array.from(bytes)], { type }), name)
    const response = await fetch(`${t.url}/api/adjuntar-seguimiento-contrato/${id}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const download = (version: string, token = admin) => fetch(`${t.url}/api/adjunto-seguimiento-contrato/${followUp}/${version}`, { headers: { authorization: `Bearer ${token}` } })
  const save = (adjunto: string | null) => post(`/seguimientos-contratos/${followUp}`, { ...body, adjunto, _method: "PUT" })
  const stored = async () => {
    const [row] = await rows<{ adjunto: string | null }>(`SELECT adjunto FROM seguimientos_contratos WHERE id_seguimiento = ${followUp}`)
    const versions = await rows<{ version: string }>(`SELECT version FROM seguimientos_contratos_adjuntos WHERE id_seguimiento = ${followUp} ORDER BY version`)
    return { adjunto: row?.adjunto ?? null, versions: versions.map((v) => v.version) }
  }
  const refusedUnchanged = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["sesiones"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    const e = asError(a)
    expect([e.message, ...(e.detalles ?? [])], label).toContain(message)
    const after = await checksums(t.server, ["sesiones"])
    for (const table of watched) expect(after[table], `${label} changed ${table}`).toBe(before[table])
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    // CON220 on the first company's centres only.
    await createUser(t.server, { email: "con220adj@demo.mx", password: "Prueba.Con220-2026", group: "CON220ADJ", keys: ["CON220"], role: "EMPRESA1" })
    narrow = (await signIn(t.url, "con220adj@demo.mx", "Prueba.Con220-2026")).token
    const [p] = await rows<{ id_empleado: number; id_puesto: string }>(`
      SELECT e.id_empleado, e.id_puesto FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE e.activo = '1' AND e.f_ingreso <= '2025-12-31' AND p.tipo_puesto <> 'D' AND e.id_empresa <> 1
        AND ${untouchedPerson}
      ORDER BY e.id_empleado LIMIT 1`)
    if (p === undefined) throw new Error("no person outside the first company")
    await endLiveContracts(t.server, Number(p.id_empleado))
    const contract = await post("/gestion-contratos", contractDraft({ id_empleado: Number(p.id_empleado), id_puesto: p.id_puesto }))
    expect(contract.status, JSON.stringify(contract.body)).toBe(200)
    body = {
      id_contrato: String(resultOf(contract).id_contrato),
      tipo: "FIRMA_PENDIENTE",
      f_seguimiento: "2026-06-10",
      resultado: "PENDIENTE",
      opinion_comision_mixta: null,
      id_responsable: Number(p.id_empleado),
      comentario: "Se entregó el contrato para su firma",
      f_compromiso: null,
    }
    const created = await post("/seguimientos-contratos", { ...body, adjunto: null })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    followUp = Number(resultOf(created).id_seguimiento)
  })

  it("refuses what is no PDF nor image, and more than 10 MB, storing nothing", async () => {
    await refusedUnchanged("a text named .pdf", () => upload(followUp, Buffer.from("no soy un PDF\n"), "application/pdf", "nota.pdf"), 415, followUpAttachmentMessages.noValido)
    const big = Buffer.alloc(followUpAttachmentMaxBytes + 1024, 0x20)
    pdf.copy(big)
    await refusedUnchanged("more than 10 MB", () => upload(followUp, big, "application/pdf", "grande.pdf"), 413, followUpAttachmentMessages.grande)
    await refusedUnchanged("a follow-up that does not exist", () => upload(999_999, pdf, "application/pdf", "a.pdf"), 404, followUpAttachmentMessages.inexistente)
    await refusedUnchanged("a follow-up outside the caller's centres", () => upload(followUp, pdf, "application/pdf", "a.pdf", narrow), 403, messages.sinPermiso)
  })

  it("uploads a PDF, keeps it with the save, downloads it back, replaces it with an image and removes it", async () => {
    const uploaded = await upload(followUp, pdf, "application/pdf", "acuse.pdf")
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    const version = String((uploaded.body as { result: string }).result)
    expect(version).toMatch(/^[0-9a-f]{16}$/)
    const kept = await save(version)
    expect(kept.status, JSON.stringify(kept.body)).toBe(200)
    expect(resultOf(kept).adjunto).toBe(version)
    const file = await download(version)
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toBe("application/pdf")
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf)
    expect((await download(version, narrow)).status).toBe(403)

    // A version that is no upload of this follow-up is refused on its field; nothing changes.
    await refusedUnchanged("someone else's version", () => save("0123456789abcdef"), 400, followUpAttachmentMessages.noEncontrado)

    const image = await upload(followUp, pngImage(), "image/png", "foto.png")
    expect(image.status, JSON.stringify(image.body)).toBe(200)
    const imageVersion = String((image.body as { result: string }).result)
    expect((await save(imageVersion)).status).toBe(200)
    expect(await stored()).toEqual({ adjunto: imageVersion, versions: [imageVersion] })
    expect((await download(imageVersion)).headers.get("content-type")).toBe("image/png")
    expect((await download(version)).status).toBe(404)

    expect((await save(null)).status).toBe(200)
    expect(await stored()).toEqual({ adjunto: null, versions: [] })
  })

  it("a follow-up deleted takes its attachment with it", async () => {
    const uploaded = await upload(followUp, pdf, "application/pdf", "acuse.pdf")
    expect((await save(String((uploaded.body as { result: string }).result))).status).toBe(200)
    const deleted = await post(`/seguimientos-contratos/${followUp}`, { _method: "DELETE" })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(await rows(`SELECT version FROM seguimientos_contratos_adjuntos WHERE id_seguimiento = ${followUp}`)).toHaveLength(0)
  })
})
