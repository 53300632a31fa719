import sharp from "sharp"
import { beforeAll, describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { companyMessages } from "../../domain/organizacion/empresas"
import { logoMaxBytes } from "../../domain/configuraciones/parametros-sistema"
import { jpegImage, pngImage } from "../support/images"
import { asError, call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// A company's logo (DOMAIN-MX 3.2) on both dialects: an upload judged by its bytes (a real PNG or
// JPEG of up to 2 MB; a text file named .png is refused), kept by the company record only when
// the record is saved with the answered version (a save may drop it again, and what no save
// names is cleared), served back by version, and reachable only by a user who may edit that
// company: the key of Empresas and the company inside the role's workplaces.

type Json = Record<string, unknown>

describe.each(dialects)("company logo on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
  })

  const upload = async (id: number | string, bytes: Buffer, name = "logo.png", type = "image/png", token = admin) => {
    const form = new FormData()
    form.append("file", new Blob([Uint8Array.from(bytes)], { type }), name)
    const response = await fetch(`${t.url}/api/guardar-logo-empresa/${id}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
    return { status: response.status, body: (await response.json()) as { error: boolean; message: string; result: unknown } }
  }
  const image = (id: number, version: string, token = admin) => fetch(`${t.url}/api/logo-empresa/${id}/${version}`, { headers: { authorization: `Bearer ${token}` } })
  /** The stored company as a PUT body (its derived count left out). */
  const stored = async (id: number): Promise<Json> => {
    const answer = await call(t.url, `/api/empresas/${id}`, { token: admin })
    expect(answer.status).toBe(200)
    const { registros: _count, ...record } = (answer.body as { result: Json }).result
    return record
  }
  const save = (id: number, record: Json, token = admin) => call(t.url, `/api/empresas/${id}`, { token, body: { ...record, _method: "PUT" } })
  const versionsOf = async (id: number) =>
    (
      await sqlOf(t.server, (sql) => sql<{ version: string }>`SELECT version FROM empresas_logos WHERE id_empresa = ${id} ORDER BY version`)
    ).map((r) => r.version)

  it("stores an uploaded PNG under its version, and the company keeps it once saved with it", async () => {
    const png = pngImage(8, 8)
    const uploaded = await upload(1, png)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    const version = String(uploaded.body.result)
    expect(version).toMatch(/^[0-9a-f]{16}$/)
    // Uploaded, not yet the company's: the record is unchanged until saved.
    expect((await stored(1)).logo).toBeNull()
    const served = await image(1, version)
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toBe("image/png")
    // Kept as decoded and encoded again (server/images/normalize-image.ts): the same picture, not the same bytes.
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 8, height: 8 })

    const saved = await save(1, { ...(await stored(1)), logo: version })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await stored(1)).logo).toBe(version)
    expect(await versionsOf(1)).toEqual([version])
    // The audit row of the upload says what came, not the bytes.
    const [row] = await sqlOf(
      t.server,
      (sql) => sql<{ entidad: string; clave: string; despues: string }>`
        SELECT entidad, clave, despues FROM auditoria WHERE operacion = 'guardarLogoEmpresa' ORDER BY id_auditoria DESC LIMIT 1`,
    )
    expect(row).toMatchObject({ entidad: "empresa", clave: "id_empresa=1" })
    expect(JSON.parse(row?.despues ?? "null")).toEqual({ logo_subido: version, tipo: "image/png", bytes: png.length })
  })

  it("judges the file by its bytes: a JPEG declared as PNG is served as JPEG, text named .png and a GIF are refused", async () => {
    const jpeg = await upload(1, jpegImage(), "foto.png", "image/png")
    expect(jpeg.status).toBe(200)
    expect((await image(1, String(jpeg.body.result))).headers.get("content-type")).toBe("image/jpeg")
    const before = await versionsOf(1)
    const text = await upload(1, Buffer.from("no soy una imagen\n"), "logo.png", "image/png")
    expect(text.status).toBe(415)
    expect(text.body.message).toBe(messages.logoNoValido)
    const gif = await upload(1, Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "logo.gif", "image/gif")
    expect(gif.status).toBe(415)
    const huge = await upload(1, Buffer.concat([pngImage(), Buffer.alloc(2 * 1024 * 1024)]))
    expect(huge.status).toBe(413)
    expect(huge.body.message).toBe(messages.archivoDemasiadoGrande(logoMaxBytes))
    expect(await versionsOf(1)).toEqual(before)
  })

  it("keeps at most the saved logo and the last upload: an upload no save took is cleared", async () => {
    const saved = String((await stored(1)).logo)
    const first = String((await upload(1, pngImage(2, 2, [200, 0, 0]))).body.result)
    const second = String((await upload(1, pngImage(2, 2, [0, 200, 0]))).body.result)
    expect(await versionsOf(1)).toEqual([saved, second].sort())
    expect((await image(1, first)).status).toBe(404)
    // Cancelled: the record still names its saved logo, which is still served.
    expect((await stored(1)).logo).toBe(saved)
    expect((await image(1, saved)).status).toBe(200)
    // Saved with the new one: the old one goes.
    expect((await save(1, { ...(await stored(1)), logo: second })).status).toBe(200)
    expect(await versionsOf(1)).toEqual([second])
  })

  it("refuses to keep a version that is not an upload of the company, and changes nothing", async () => {
    const record = await stored(1)
    const made = await save(1, { ...record, logo: "0123456789abcdef" })
    expect(made.status).toBe(400)
    expect(asError(made).message).toBe(companyMessages.logoNoEncontrado)
    // Another company's upload is not this one's.
    const other = String((await upload(2, pngImage(3, 3))).body.result)
    const borrowed = await save(1, { ...record, logo: other })
    expect(borrowed.status).toBe(400)
    expect((await stored(1)).logo).toBe(record.logo)
  })

  it("removes the logo when the company is saved without one", async () => {
    const record = await stored(1)
    expect(typeof record.logo).toBe("string")
    expect((await save(1, { ...record, logo: null })).status).toBe(200)
    expect((await stored(1)).logo).toBeNull()
    expect(await versionsOf(1)).toEqual([])
    expect((await image(1, String(record.logo))).status).toBe(404)
  })

  it("uploads only for a stored company the user may edit", async () => {
    const missing = await upload(999, pngImage())
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(companyMessages.logoEmpresaNueva)
    // The consulta role reaches company 1 only: another company's logo is refused, both ways.
    const own = await upload(1, pngImage(5, 5), "logo.png", "image/png", consulta)
    expect(own.status).toBe(200)
    const before = await versionsOf(2)
    const outside = await upload(2, pngImage(6, 6), "logo.png", "image/png", consulta)
    expect(outside.status).toBe(403)
    expect(outside.body.message).toBe(messages.sinPermiso)
    expect(await versionsOf(2)).toEqual(before)
    const [version = ""] = before
    expect(version).not.toBe("")
    expect((await image(2, version, consulta)).status).toBe(403)
    expect((await image(2, version)).status).toBe(200)
    expect((await fetch(`${t.url}/api/logo-empresa/2/${version}`)).status).toBe(401)
    expect((await upload("abc", pngImage())).status).toBe(400)
  })

  it("deletes the logo with its company", async () => {
    const [place] = await sqlOf(
      t.server,
      (sql) => sql<Json>`SELECT calle, num_exterior, colonia, codigo_postal, id_pais, id_estado, id_ciudad FROM empresas WHERE id_empresa = 1`,
    )
    const company = {
      ...(await stored(1)),
      ...place,
      id_pais: Number(place?.id_pais),
      id_estado: Number(place?.id_estado),
      id_ciudad: Number(place?.id_ciudad),
      id_empresa: 96,
      n_empresa: "Empresa con logotipo",
      rfc: "EMP210315KL9",
      logo: null,
      registros_patronales: [],
      periodicidades: [],
    }
    const created = await call(t.url, "/api/empresas", { token: admin, body: company })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const version = String((await upload(96, pngImage(7, 7))).body.result)
    expect((await save(96, { ...(await stored(96)), logo: version })).status).toBe(200)
    expect(await versionsOf(96)).toEqual([version])
    expect((await call(t.url, "/api/empresas/96", { token: admin, body: { _method: "DELETE" } })).status).toBe(200)
    expect(await versionsOf(96)).toEqual([])
  })
})
