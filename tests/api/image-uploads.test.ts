import sharp from "sharp"
import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { imageMaxSide } from "../../domain/image-limits"
import { messages } from "../../domain/messages"
import { blankPng, corruptPng, truncatedJpeg } from "../support/images"
import { call, demo, signIn } from "./support/http"
import { expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// No image anyone uploads can take the server down, stall it or break a document, on both
// dialects: at every upload of a picture (the company logo, the system's logo, an employee's
// photo, a signed responsiva's scan) a corrupt PNG, a 16,000 x 16,000 PNG of under 100 KB, a
// JPEG cut short and a text named .png are refused with a 4xx and a Spanish message and keep
// nothing; a large valid picture is kept scaled down to 4096 px a side; and a logo stored before
// uploads were decoded, corrupt or oversized, leaves the company's letter without a logo instead
// of ending the process.

type Body = { error: boolean; message: string; result: unknown }
type Row = Record<string, unknown>

describe.each(dialects)("image uploads on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let employee = 0
  let responsiva = 0
  let letter = 0

  const one = async (query: string): Promise<Row> => (await sqlOf(t.server, (sql) => sql.unsafe<Row>(query)))[0] ?? {}
  const send = async (path: string, bytes: Buffer, name: string, type: string) => {
    const form = new FormData()
    form.append("file", new Blob([Uint8Array.from(bytes)], { type }), name)
    const response = await fetch(`${t.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })
    return { status: response.status, body: (await response.json()) as Body }
  }
  /** Every stored image of every upload, to see that a refusal kept nothing. */
  const storedImages = async () =>
    Promise.all(
      ["empresas_logos", "logo_sistema", "empleados_fotos", "responsivas_documentos"].map(async (table) => [table, Number((await one(`SELECT COUNT(*) AS n FROM ${table}`)).n)]),
    )
  const printLetter = async () => {
    const response = await fetch(`${t.url}/api/cartas-laborales/${letter}/carta`, { headers: { authorization: `Bearer ${admin}` } })
    expect(response.status, response.status === 200 ? "" : await response.text()).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/pdf")
    const bytes = new Uint8Array(await response.arrayBuffer())
    // pdfkit writes each image as an XObject dictionary in the clear: what is drawn, at what size.
    const images = [...Buffer.from(bytes).toString("latin1").matchAll(/\/Subtype \/Image[^>]*?\/Width (\d+)[^>]*?\/Height (\d+)/g)].map((m) => `${m[1]}x${m[2]}`)
    return { images, text: (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text }
  }
  const stillAnswers = async () => {
    const answer = await call(t.url, "/api/get-parametros-sistema", { token: admin })
    expect(answer.status).toBe(200)
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    employee = Number((await one("SELECT MIN(id_empleado) AS id FROM empleados WHERE id_empresa = 1")).id)
    responsiva = Number((await one("SELECT MIN(id_responsiva) AS id FROM responsivas")).id)
    letter = Number((await one("SELECT MIN(c.id_carta) AS id FROM cartas_laborales c JOIN empleados e ON e.id_empleado = c.id_empleado WHERE e.id_empresa = 1")).id)
    expect([employee, responsiva, letter].every((id) => id > 0)).toBe(true)
  })

  it("refuses each bad picture at every image upload with a 4xx and a Spanish message, keeps nothing, and the company's letter still prints", async () => {
    const uploads = ["/guardar-logo-empresa/1", "/guardar-logo-sistema", `/guardar-foto-empleado/${employee}`, `/guardar-responsiva-firmada/${responsiva}`]
    const huge = blankPng(16_000, 16_000)
    expect(huge.length).toBeLessThan(100 * 1024)
    const bad = [
      { label: "a corrupt 71-byte PNG", bytes: corruptPng(), name: "logo.png", type: "image/png", status: 422, message: messages.imagenDanada },
      { label: "a 16,000 x 16,000 PNG", bytes: huge, name: "logo.png", type: "image/png", status: 422, message: messages.imagenDemasiadoGrande },
      { label: "a truncated JPEG", bytes: truncatedJpeg(), name: "foto.jpg", type: "image/jpeg", status: 422, message: messages.imagenDanada },
      { label: "text named .png", bytes: Buffer.from("no soy una imagen\n"), name: "logo.png", type: "image/png", status: 415, message: undefined },
    ]
    const before = await storedImages()
    for (const path of uploads) {
      for (const file of bad) {
        const answer = await send(path, file.bytes, file.name, file.type)
        expectRefusal(`${file.label} at ${path}`, answer, [file.status])
        if (file.message !== undefined) expect(answer.body.message, `${file.label} at ${path}`).toBe(file.message)
      }
    }
    expect(await storedImages()).toEqual(before)
    const { text } = await printLetter()
    expect(text).toContain(String((await one("SELECT n_empresa FROM empresas WHERE id_empresa = 1")).n_empresa))
    await stillAnswers()
  })

  it("keeps a large valid picture scaled down to 4096 px a side, and prints the letter with it as the logo", async () => {
    const uploaded = await send("/guardar-logo-empresa/1", blankPng(5000, 3000), "logo.png", "image/png")
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    const version = String(uploaded.body.result)
    const served = await fetch(`${t.url}/api/logo-empresa/1/${version}`, { headers: { authorization: `Bearer ${admin}` } })
    expect(served.status).toBe(200)
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: imageMaxSide, height: 2458 })
    const photo = await send(`/guardar-foto-empleado/${employee}`, blankPng(3000, 5000), "foto.png", "image/png")
    expect(photo.status, JSON.stringify(photo.body)).toBe(200)
    const [stored] = await sqlOf(t.server, (sql) => sql<{ datos: Uint8Array }>`SELECT datos FROM empleados_fotos WHERE id_empleado = ${employee} AND version = ${String(photo.body.result)}`)
    expect(await sharp(Buffer.from(stored?.datos ?? [])).metadata()).toMatchObject({ width: 2458, height: imageMaxSide })

    await sqlOf(t.server, (sql) => sql`UPDATE empresas SET logo = ${version} WHERE id_empresa = 1`)
    // The letter draws a print copy within the letterhead's 440 x 192 box, not the 4096-pixel image.
    expect((await printLetter()).images).toEqual(["320x192"])
    await sqlOf(t.server, (sql) => sql`UPDATE empresas SET logo = NULL WHERE id_empresa = 1`)
  })

  it("prints the letter without the logo when a logo stored before this check is corrupt or oversized, and the server goes on answering", async () => {
    const stale = [
      { version: "00000000000000a1", bytes: corruptPng() },
      { version: "00000000000000a2", bytes: blankPng(16_000, 16_000) },
    ]
    const name = String((await one("SELECT n_empresa FROM empresas WHERE id_empresa = 1")).n_empresa)
    for (const logo of stale) {
      await sqlOf(t.server, (sql) => sql`INSERT INTO empresas_logos ${sql.insert({ id_empresa: 1, version: logo.version, tipo: "image/png", datos: logo.bytes })}`)
      await sqlOf(t.server, (sql) => sql`UPDATE empresas SET logo = ${logo.version} WHERE id_empresa = 1`)
      const printed = await printLetter()
      expect(printed.text).toContain(name)
      expect(printed.images, logo.version).toEqual([])
      await stillAnswers()
    }
    await sqlOf(t.server, (sql) => sql`UPDATE empresas SET logo = NULL WHERE id_empresa = 1`)
  })
})
