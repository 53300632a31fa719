import type { MapaCompetencias } from "../../domain/competencias/competencias-organizacion-api"
import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { mapaMessages } from "../../domain/competencias/competencias-organizacion-api"
import { maxReportRows, reportFileMessages } from "../../domain/api/report-files"
import { messages } from "../../domain/messages"
import { readFirstSheet } from "../../server/exports/xlsx-reader"
import { demoKioskUsers } from "../../server/seed/demo-kiosk"
import { corruptPng, jpegImage, pngImage } from "../support/images"
import { asError, call, demo, signIn } from "./support/http"
import { createUser, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// The report platform on both dialects. The generic report handlers through the competency map
// (its paging on the server, its sheet and PDF from the one table projection, the workplace scope
// of its exports), and SPEC 7.2's generic file calls: /export-reporte (formula-looking text stays
// text, read back with the repo's own xlsx reader; sizes bounded with Spanish refusals) and
// /generate-pdf (a chart image decoded, re-encoded and placed on a letterhead page; a corrupt
// one refused), with who may call them.

type Raw = Record<string, unknown>
type MapAnswer = MapaCompetencias & { readonly total_filas?: number }

const limits = { maxInflatedBytes: 64 * 1024 * 1024, maxRows: 30_000, maxColumns: 300, maxCellChars: 5000 }
const cutOff = "2026-03-31"
const dataUrl = (bytes: Buffer, kind = "image/png") => `data:${kind};base64,${bytes.toString("base64")}`

describe.each(dialects)("Report platform on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let company1 = ""
  let noKey = ""

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const file = async (path: string, body: unknown, token = admin) => {
    const response = await fetch(`${t.url}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    const bytes = new Uint8Array(await response.arrayBuffer())
    return { status: response.status, type: response.headers.get("content-type") ?? "", bytes, json: () => JSON.parse(Buffer.from(bytes).toString("utf8")) as Raw }
  }
  const sheet = async (path: string, body: unknown, token = admin) => {
    const answer = await file(path, body, token)
    expect(answer.status, Buffer.from(answer.bytes).toString("utf8").slice(0, 300)).toBe(200)
    expect(answer.type).toContain("spreadsheetml")
    return (await readFirstSheet(answer.bytes, limits)) ?? []
  }
  const pdfText = async (path: string, body: unknown, token = admin) => {
    const answer = await file(path, body, token)
    expect(answer.status, Buffer.from(answer.bytes).toString("utf8").slice(0, 300)).toBe(200)
    expect(answer.type).toBe("application/pdf")
    const { text } = await extractText(await getDocumentProxy(Uint8Array.from(answer.bytes)), { mergePages: true })
    return text
  }
  const map = async (body: Raw, token = admin): Promise<MapAnswer> => {
    const answer = await post("/mapa-competencias", body, token)
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
    return (answer.body as { result: MapAnswer }).result
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: "rep350@demo.mx", password: "Prueba.Rep350-2026", group: "REP350", keys: ["COM350"], role: "EMPRESA1" })
    await createUser(t.server, { email: "rep000@demo.mx", password: "Prueba.Rep000-2026", group: "REP000", keys: ["COM250"], role: "GLOBAL" })
    company1 = (await signIn(t.url, "rep350@demo.mx", "Prueba.Rep350-2026")).token
    noKey = (await signIn(t.url, "rep000@demo.mx", "Prueba.Rep000-2026")).token
    // One assessment per active person's expectation, so the map has rows to page through.
    const pairs = await sqlOf(t.server, (sql) =>
      sql<Raw>`SELECT e.id_empleado, pc.id_competencia FROM empleados e JOIN puestos_competencias pc ON pc.id_puesto = e.id_puesto WHERE e.activo = '1'`,
    )
    const levels = (await sqlOf(t.server, (sql) => sql<Raw>`SELECT id_nivel FROM niveles_competencia ORDER BY valor`)).map((r) => Number(r.id_nivel))
    const rows = pairs.map((p, i) => ({
      id_empleado: Number(p.id_empleado),
      id_competencia: Number(p.id_competencia),
      id_nivel_evaluado: levels[i % levels.length] ?? 1,
      f_evaluacion: "2026-01-15",
      origen: "IMPORTACION",
      f_alta: "2026-01-15T00:00:00Z",
    }))
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500)
      await sqlOf(t.server, (sql) => sql`INSERT INTO evaluaciones_competencia ${sql.insert(chunk)}`)
    }
  })

  it("pages the answer on the server: the pages together are the whole answer, with its total", async () => {
    const filters = { tipo: "ORG", fecha_corte: cutOff, agrupar: "depto" }
    const whole = await map(filters)
    expect(whole.filas.length).toBeGreaterThan(3)
    expect(whole.total_filas).toBeUndefined()
    const pages: Array<MapAnswer["filas"][number]> = []
    for (let pagina = 1; pagina <= Math.ceil(whole.filas.length / 2); pagina++) {
      const page = await map({ ...filters, pagina, por_pagina: 2 })
      expect(page.total_filas).toBe(whole.filas.length)
      expect(page.competencias).toEqual(whole.competencias)
      pages.push(...page.filas)
    }
    expect(pages).toEqual(whole.filas)
    expect((await map({ ...filters, pagina: 999, por_pagina: 2 })).filas).toEqual([])
    for (const bad of [{ pagina: 0 }, { por_pagina: 5000 }, { pagina: "1" }]) {
      const answer = await post("/mapa-competencias", { ...filters, ...bad })
      expectRefusal(JSON.stringify(bad), answer, [400])
      expect(JSON.stringify(asError(answer))).toContain("La página pedida no es válida")
    }
  })

  it("the sheet and the PDF print the table of the answer, within the caller's scope", async () => {
    const filters = { tipo: "ORG", fecha_corte: cutOff, agrupar: "depto" }
    const own = await map(filters, company1)
    expect(own.filas.length).toBeGreaterThan(0)
    const rows = await sheet("/exportar-mapa-competencias", filters, company1)
    expect(String(rows[0]?.cells[1])).toBe(`Competencias organizacionales de la organización al 31/03/2026 (Todas las empresas)`)
    expect(rows[1]?.cells.slice(1, 4)).toEqual(["Clave", "Departamento", "Centro de trabajo"])
    expect(rows[1]?.cells.length).toBe(1 + 3 + own.competencias.length * 2)
    const body = rows.slice(2)
    // The same rows as the company-1 caller's map, each average and n in its own number cell.
    expect(body.map((r) => String(r.cells[1]))).toEqual(own.filas.map((f) => f.clave))
    const first = own.filas[0]
    const i = first?.n.findIndex((n) => n > 0) ?? -1
    expect(body[0]?.cells[4 + i * 2]).toBe(first?.promedios[i])
    expect(body[0]?.cells[5 + i * 2]).toBe(first?.n[i])

    const text = await pdfText("/mapa-competencias-pdf", { ...filters, id_empresa: 1 }, company1)
    expect(text).toContain("Competencias organizacionales de la organización al 31 de marzo de 2026")
    expect(text).toContain(first?.nombre ?? "?")
    expect(text).toContain("85 % o más")

    // A company outside the role is refused on every call, and no key is no export.
    for (const path of ["/mapa-competencias", "/exportar-mapa-competencias", "/mapa-competencias-pdf"]) {
      expectRefusal(`${path} foreign`, await post(path, { ...filters, id_empresa: 2 }, company1), [403])
      expectRefusal(`${path} no key`, await post(path, filters, noKey), [403])
    }
    const refused = await post("/exportar-mapa-competencias", { ...filters, id_empresa: -1 })
    expectRefusal("bad company", refused, [400])
    expect(JSON.stringify(asError(refused))).toContain(mapaMessages.empresa)
  })

  it("/export-reporte writes what the page shows, formula-looking text as text, with title and footer", async () => {
    const hostile = ["=HYPERLINK(\"http://x\",\"y\")", "+1+1", "-2+3", "@SUM(A1)", "=cmd|' /C calc'!A0"]
    const rows = await sheet(
      "/export-reporte",
      {
        title: "Reporte de contratos",
        titleHeader: "Contratos por empresa al 31/03/2026",
        header: ["Empresa", "Contratos", "Nota"],
        data: [["DEMO", 12, hostile[0]], ["OTRA", 3.5, hostile[1]], ...hostile.slice(2).map((h) => [h, null, h])],
        footer: "Fuente: Capital Humano",
      },
      noKey,
    )
    expect(rows.map((r) => r.cells.slice(1))).toEqual([
      ["Contratos por empresa al 31/03/2026"],
      ["Empresa", "Contratos", "Nota"],
      ["DEMO", 12, hostile[0]],
      ["OTRA", 3.5, hostile[1]],
      ...hostile.slice(2).map((h) => [h, undefined, h]),
      ["Fuente: Capital Humano"],
    ])
  })

  it("/export-reporte bounds what it takes, in Spanish", async () => {
    const good = { title: "Reporte", header: ["A"], data: [["x"]] }
    for (const [body, message] of [
      [{ ...good, title: "" }, reportFileMessages.titulo],
      [{ ...good, header: [] }, reportFileMessages.encabezado],
      [{ ...good, header: Array.from({ length: 201 }, (_, i) => `C${i}`) }, reportFileMessages.encabezado],
      [{ ...good, data: Array.from({ length: maxReportRows + 1 }, () => [1]) }, reportFileMessages.datos],
      [{ ...good, data: [[{ f: "=1+1" }]] }, reportFileMessages.datos],
      [{ ...good, data: [["x".repeat(2001)]] }, reportFileMessages.datos],
      [{ ...good, footer: 7 }, reportFileMessages.pie],
    ] as const) {
      const answer = await post("/export-reporte", body)
      expectRefusal(message, answer, [400])
      expect(JSON.stringify(asError(answer))).toContain(message)
    }
    const huge = await post("/export-reporte", { ...good, data: Array.from({ length: 1500 }, () => ["x".repeat(1000)]) })
    expectRefusal("over the body limit", huge, [413])
    expect(asError(huge).message).toBe(messages.cuerpoDemasiadoGrande)
  })

  it("/generate-pdf places a chart on a letterhead page; a corrupt or false image is refused", async () => {
    for (const img of [dataUrl(pngImage(320, 180)), dataUrl(jpegImage(), "image/jpeg")]) {
      const text = await pdfText("/generate-pdf", { img }, noKey)
      expect(text).toContain("Capital Humano")
      expect(text).toContain("Gráfica del reporte")
    }
    const corrupt = await post("/generate-pdf", { img: dataUrl(corruptPng()) })
    expectRefusal("corrupt", corrupt, [422])
    expect(asError(corrupt).message).toBe(messages.imagenDanada)
    // A JPEG's bytes under a PNG's name, and text that is no image at all.
    expectRefusal("not a png", await post("/generate-pdf", { img: dataUrl(Buffer.from("GIF89a no soy imagen")) }), [422])
    for (const img of ["https://example.com/chart.png", "data:image/svg+xml;base64,PHN2Zz4=", 12]) {
      const answer = await post("/generate-pdf", { img })
      expectRefusal(String(img), answer, [400])
      expect(JSON.stringify(asError(answer))).toContain(reportFileMessages.imagen)
    }
  })

  it("the file calls need a signed-in staff session", async () => {
    const kiosk = await call(t.url, "/api/kiosko/login", { body: { id_usuario: demoKioskUsers.employee.id_usuario, password: demoKioskUsers.employee.password } })
    const kioskToken = (kiosk.body as { token?: string }).token ?? ""
    expect(kioskToken).not.toBe("")
    for (const [path, body] of [
      ["/export-reporte", { title: "Reporte", header: ["A"], data: [] }],
      ["/generate-pdf", { img: dataUrl(pngImage()) }],
    ] as const) {
      expectRefusal(`${path} anonymous`, await call(t.url, `/api${path}`, { body }), [401])
      expectRefusal(`${path} bad token`, await call(t.url, `/api${path}`, { body, token: "no-es-un-token" }), [401])
      expectRefusal(`${path} kiosk`, await call(t.url, `/api${path}`, { body, token: kioskToken }), [401, 403])
    }
  })
})
