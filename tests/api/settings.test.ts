import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { notifyFlags, selectorFields } from "../../domain/configuraciones/flujos-autorizacion"
import { jobBoardCatalogs, jobBoardTexts } from "../../domain/configuraciones/catalogos-bolsa-trabajo"
import { smtpFailureTexts } from "../../domain/configuraciones/cuentas-correo"
import { messages } from "../../domain/messages"
import { emptyFlow } from "../../domain/configuraciones/flujos-autorizacion-rules"
import { logoMaxBytes, numberMessages } from "../../domain/configuraciones/parametros-sistema"
import { databaseLayer } from "../../server/db/client"
import { parseDatabaseUrl } from "../../server/db/database-url"
import { freePort } from "../support/server-process"
import { jpegImage, pngImage } from "../support/images"
import { asError, call, demo, signIn } from "./support/http"
import { createDatabase } from "./support/postgres"
import { type SmtpSink, startSmtpSink } from "./support/smtp-sink"
import { type Dialect, dialects, useServer } from "./support/test-server"

// SPEC 2.8, 2.13-2.15, 7.6: system parameters and logo, mail account and its SMTP test,
// authorization flows and the job-board export, on both dialects.

const parameters = {
  serie_persona: "EMP",
  bd_nomina: "nomina_demo",
  id_responsabilidad_pjfi: 2,
  id_cuenta_correo: null,
  bolsa_conecta: "1",
  digitos_id_persona: 6,
  meses_vacas: 6,
  limite_responsiva: 15000.5,
  min_objetivo: 3,
  max_objetivo: 8,
  min_dias_vaca: 12,
  eva_dias_sueldo: 15,
  tope_prestamo: 20000,
  cuota_pres_sem: 12,
  des_pres_sem: 10,
  cuota_pres_quin: 6,
  des_pres_quin: 12.5,
  cuota_pres_men: 3,
  des_pres_men: 15,
  prestamos_mes_emp: 20,
  prestamos_ano_trab: 2,
  tasa_int_clave: 5,
  tasa_int_noclave: 8,
  tope_max_veces: 3,
} as const

const mailAccount = { id_cuenta: "1", n_cuenta: "avisos@demo.mx", password: "S3creta!", host: "127.0.0.1", puerto: "25", ssl: "0", tiempo: "5" }

const upload = (base: string, token: string, bytes: Buffer, name: string, type: string) => {
  const form = new FormData()
  form.append("file", new Blob([Uint8Array.from(bytes)], { type }), name)
  return fetch(`${base}/api/guardar-logo-sistema`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
}

const bolsaRows = (url: string, table: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql<Record<string, unknown>>`SELECT * FROM ${sql(table)}`
  }).pipe(Effect.provide(databaseLayer(parseDatabaseUrl(url))))

describe.each(dialects)("settings on %s", (dialect: Dialect) => {
  // The job board is a second SQLite file on the SQLite run and a second PostgreSQL database
  // on the PostgreSQL run, so both kinds of target are exercised.
  const bolsa = { url: "", drop: async () => {} }
  beforeAll(async () => {
    if (dialect === "PostgreSQL") {
      const db = await createDatabase()
      bolsa.url = db.url
      bolsa.drop = db.drop
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-bolsa-"))
      bolsa.url = `sqlite:${path.join(dir, "bolsa.db")}`
      bolsa.drop = async () => fs.rmSync(dir, { recursive: true, force: true })
    }
  })
  const t = useServer(dialect, {
    get bolsaDatabaseUrl() {
      return bolsa.url
    },
  })
  afterAll(async () => {
    await bolsa.drop()
  })
  let admin = ""
  let consulta = ""
  // Signed in once by whichever test runs first (the server's own hook must have run before).
  const signInBoth = async () => {
    if (admin !== "") return
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
  }

  it("refuses every settings endpoint to a user without the key", async () => {
    await signInBoth()
    for (const [p, body] of [
      ["/api/get-parametros-sistema", undefined],
      ["/api/get-cuenta-correo", undefined],
      ["/api/get-flujos-autorizacion", undefined],
      ["/api/exportar-catalogo-bolsa", { table: "areas" }],
    ] as const) {
      const answer = await call(t.url, p, { token: consulta, ...(body ? { body } : {}) })
      expect(answer.status, p).toBe(403)
    }
    expect((await upload(t.url, consulta, pngImage(), "logo.png", "image/png")).status).toBe(403)
  })

  it("system parameters: empty, add, edit, bounds and mode checks", async () => {
    await signInBoth()
    // The demo seeds the read-only clave_responsable ("Jefe de departamento", type 2), the
    // employee numbering (serie "E", six digits: E000042) and its loan limits (server/seed/
    // demo-loans.ts); without that row the parameters start empty.
    const seeded = await call(t.url, "/api/get-parametros-sistema", { token: admin })
    expect(seeded.body).toMatchObject({ error: false, result: { clave_responsable: "2", serie_persona: "E", tope_prestamo: 30000, tope_max_veces: 1 } })
    // A save never sends nor clears it.
    const editSeeded = await call(t.url, "/api/guardar-parametros-sistema", { token: admin, body: { ...parameters, mode: "edit" } })
    expect(editSeeded.status).toBe(200)
    expect(editSeeded.body).toMatchObject({ result: { clave_responsable: "2", serie_persona: "EMP" } })
    await t.server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM parametros_sistema`))
    const empty = await call(t.url, "/api/get-parametros-sistema", { token: admin })
    expect(empty.body).toMatchObject({ error: false, result: null })

    const editFirst = await call(t.url, "/api/guardar-parametros-sistema", { token: admin, body: { ...parameters, mode: "edit" } })
    expect(editFirst.status).toBe(404)

    const added = await call(t.url, "/api/guardar-parametros-sistema", { token: admin, body: { ...parameters, mode: "add" } })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ message: messages.parametrosGuardados, result: { ...parameters, n_responsabilidad_pjfi: "Jefe de departamento", logo: null } })

    const again = await call(t.url, "/api/guardar-parametros-sistema", { token: admin, body: { ...parameters, mode: "add" } })
    expect(again.status).toBe(409)

    const edited = await call(t.url, "/api/guardar-parametros-sistema", {
      token: admin,
      body: { ...parameters, mode: "edit", des_pres_sem: 0, tope_max_veces: null },
    })
    expect(edited.status).toBe(200)
    const read = await call(t.url, "/api/get-parametros-sistema", { token: admin })
    expect(read.body).toMatchObject({ result: { des_pres_sem: 0, tope_max_veces: null, limite_responsiva: 15000.5 } })

    const bad = await call(t.url, "/api/guardar-parametros-sistema", {
      token: admin,
      body: { ...parameters, mode: "edit", tasa_int_clave: 101, meses_vacas: -1, cuota_pres_sem: 1.5, min_objetivo: 9 },
    })
    expect(bad.status).toBe(400)
    expect(asError(bad).detalles).toEqual(expect.arrayContaining([numberMessages.percent, numberMessages.count]))
    const asText = await call(t.url, "/api/guardar-parametros-sistema", { token: admin, body: { ...parameters, mode: "edit", tope_prestamo: "mucho" } })
    expect(asText.status).toBe(400)
    const unknownResp = await call(t.url, "/api/guardar-parametros-sistema", { token: admin, body: { ...parameters, mode: "edit", id_responsabilidad_pjfi: 999 } })
    expect(unknownResp.status).toBe(400)
  })

  it("logo: a real PNG and a real JPEG are stored and served back; a text file named .png is refused", async () => {
    await signInBoth()
    const png = pngImage()
    const storedPng = await upload(t.url, admin, png, "logo.png", "image/png")
    expect(storedPng.status).toBe(200)
    const served = await fetch(`${t.url}/api/logo-sistema`, { headers: { authorization: `Bearer ${consulta}` } })
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toBe("image/png")
    // Kept as decoded and encoded again (server/images/normalize-image.ts): the same picture, not the same bytes.
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 4, height: 4 })

    const jpeg = jpegImage()
    // Declared as PNG: the content decides, and it is served as what it is.
    expect((await upload(t.url, admin, jpeg, "foto.png", "image/png")).status).toBe(200)
    const servedJpeg = await fetch(`${t.url}/api/logo-sistema`, { headers: { authorization: `Bearer ${admin}` } })
    expect(servedJpeg.headers.get("content-type")).toBe("image/jpeg")
    expect(await sharp(Buffer.from(await servedJpeg.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 8, height: 8 })

    const text = await upload(t.url, admin, Buffer.from("no soy una imagen\n"), "logo.png", "image/png")
    expect(text.status).toBe(415)
    expect((await text.json()).message).toBe(messages.logoNoValido)

    const huge = Buffer.concat([pngImage(), Buffer.alloc(2 * 1024 * 1024)])
    const tooBig = await upload(t.url, admin, huge, "grande.png", "image/png")
    expect(tooBig.status).toBe(413)
    expect((await tooBig.json()).message).toBe(messages.archivoDemasiadoGrande(logoMaxBytes))

    const json = await call(t.url, "/api/guardar-logo-sistema", { token: admin, body: { file: "x" } })
    expect(json.status).toBe(400)

    const params = await call(t.url, "/api/get-parametros-sistema", { token: admin })
    expect((params.body as { result: { logo: string } }).result.logo).toMatch(/^[0-9a-f]{16}$/)

    expect((await call(t.url, "/api/eliminar-logo-sistema", { token: admin, body: {} })).status).toBe(200)
    const none = await fetch(`${t.url}/api/logo-sistema`, { headers: { authorization: `Bearer ${admin}` } })
    expect(none.status).toBe(204)
    expect((await none.arrayBuffer()).byteLength).toBe(0)
    expect((await fetch(`${t.url}/api/logo-sistema`)).status).toBe(401)
  })

  it("mail account: add, password never returned, empty password kept, transport injection refused", async () => {
    await signInBoth()
    expect((await call(t.url, "/api/get-cuenta-correo", { token: admin })).body).toMatchObject({ result: null })
    const noPassword = await call(t.url, "/api/guardar-cuenta-correo", { token: admin, body: { ...mailAccount, password: "", mode: "add" } })
    expect(noPassword.status).toBe(400)
    expect(asError(noPassword).detalles).toContain(messages.contrasenaRequerida)

    const added = await call(t.url, "/api/guardar-cuenta-correo", { token: admin, body: { ...mailAccount, mode: "add" } })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ message: messages.cuentaGuardada })
    expect(JSON.stringify(added.body)).not.toContain(mailAccount.password)

    const edited = await call(t.url, "/api/guardar-cuenta-correo", { token: admin, body: { ...mailAccount, password: "", tiempo: "7", mode: "edit" } })
    expect(edited.body).toMatchObject({ message: messages.cuentaActualizada })
    const read = await call(t.url, "/api/get-cuenta-correo", { token: admin })
    expect((read.body as { result: Record<string, unknown> }).result).toEqual({ ...mailAccount, password: undefined, tiempo: "7" })
    expect(JSON.stringify(read.body)).not.toContain(mailAccount.password)
    const stored = await t.server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ password: string }>`SELECT password FROM ss_correo WHERE id_cuenta = '1'`),
    )
    expect(stored[0]?.password).toBe(mailAccount.password)

    const required = await call(t.url, "/api/guardar-cuenta-correo", {
      token: admin,
      body: { mode: "edit", id_cuenta: "", n_cuenta: "", password: "", host: "", puerto: "", ssl: "0", tiempo: "" },
    })
    expect(asError(required).detalles).toEqual(
      expect.arrayContaining([messages.idCuentaRequerido, messages.cuentaRequerida, messages.hostRequerido, messages.puertoRequerido, messages.tiempoRequerido]),
    )
    for (const evil of [
      { host: "smtp.demo.mx\r\nRCPT TO:<x@y.z>" },
      { host: "-oProxyCommand=x" },
      { host: "/etc/passwd" },
      { host: "smtp://evil" },
      { n_cuenta: "a\nb" },
      { n_cuenta: "--help" },
      { n_cuenta: "../x" },
      { puerto: "25\n" },
      { puerto: "-25" },
      { puerto: "70000" },
      { tiempo: "0" },
    ]) {
      const answer = await call(t.url, "/api/guardar-cuenta-correo", { token: admin, body: { ...mailAccount, ...evil, mode: "edit" } })
      expect(answer.status, JSON.stringify(evil)).toBe(400)
    }
    const options = await call(t.url, "/api/get-cuentas-correo", { token: admin })
    expect(options.body).toMatchObject({ result: [{ id_cuenta: "1", n_cuenta: mailAccount.n_cuenta }] })
  })

  describe("SMTP test", () => {
    let sink: SmtpSink
    let received: SmtpSink["received"] = []
    let port = 0
    beforeAll(async () => {
      sink = await startSmtpSink(mailAccount)
      received = sink.received
      port = sink.port
    })
    afterAll(() => sink.close())

    it("delivers a real message with the stored password, and reports the SMTP reason of a failure", async () => {
      await signInBoth()
      const form = { ...mailAccount, puerto: String(port), password: "" }
      // The stored password goes only to the stored host and port: save them first.
      await call(t.url, "/api/guardar-cuenta-correo", { token: admin, body: { ...form, mode: "edit" } })
      const sent = await call(t.url, "/api/test-cuenta-correo", { token: admin, body: { ...form, email: "destino@demo.mx" } })
      expect(sent.body).toMatchObject({ error: false, message: messages.testCorrecto })
      expect(received).toHaveLength(1)
      expect(received[0]).toMatchObject({ from: mailAccount.n_cuenta, to: "destino@demo.mx", user: mailAccount.n_cuenta })
      expect(received[0]?.body).toContain("Capital Humano")

      const wrongPassword = await call(t.url, "/api/test-cuenta-correo", { token: admin, body: { ...form, password: "otra", email: "destino@demo.mx" } })
      expect(wrongPassword.status).toBe(422)
      expect(asError(wrongPassword).message).toBe(messages.errorTestCorreo)
      // The reason in Spanish, naming the account's server (issue 18), not the transport's English.
      expect(asError(wrongPassword).detalles?.[0]).toBe(smtpFailureTexts.credenciales(`${form.host}:${port}`))

      const elsewhere = await call(t.url, "/api/test-cuenta-correo", {
        token: admin,
        body: { ...form, host: "localhost", email: "destino@demo.mx" },
      })
      expect(elsewhere.status).toBe(400)

      const closed = await freePort()
      const refused = await call(t.url, "/api/test-cuenta-correo", {
        token: admin,
        body: { ...form, password: "x", puerto: String(closed), email: "destino@demo.mx" },
      })
      expect(refused.status).toBe(422)
      expect(asError(refused).message).toBe(messages.errorTestCorreo)
      expect(asError(refused).detalles?.[0]).toBe(`No fue posible conectar con el servidor de correo ${form.host}:${closed}`)

      const badEmail = await call(t.url, "/api/test-cuenta-correo", { token: admin, body: { ...form, email: "destino@demo" } })
      expect(badEmail.status).toBe(400)
      expect(received).toHaveLength(1)
    })
  })

  it("authorization flows: request types, responsibility types, save with the level rules, load", async () => {
    await signInBoth()
    const types = await call(t.url, "/api/get-flujos-autorizacion", { token: admin })
    const requestTypes = (types.body as { result: Array<{ id_tipo_solicitud: number; n_tipo_solicitud: string }> }).result
    expect(requestTypes.map((r) => r.n_tipo_solicitud)).toContain("Vacaciones")
    const resp = await call(t.url, "/api/get-tipos-responsabilidad", { token: admin })
    expect((resp.body as { result: unknown[] }).result).toHaveLength(5)
    const vacaciones = requestTypes.find((r) => r.n_tipo_solicitud === "Vacaciones")!.id_tipo_solicitud

    expect((await call(t.url, "/api/get-flujos-by-id", { token: admin, body: { id_solicitud: vacaciones } })).body).toMatchObject({ result: [] })

    const base = { ...emptyFlow(), id_tipo_solicitud: vacaciones, validacion: 1 as const }
    const missing = await call(t.url, "/api/guardar-flujos-autorizacion", { token: admin, body: { ...base, niveles: 2, emp_id_tipo_resp: 1 } })
    expect(missing.status).toBe(400)
    expect(asError(missing).detalles).toEqual(["Selecciona el tipo de responsabilidad para el empleado, el primer responsable."])

    const all = Object.fromEntries(notifyFlags.map((f) => [f, 1]))
    const saved = await call(t.url, "/api/guardar-flujos-autorizacion", {
      token: admin,
      body: { ...base, ...all, niveles: 2, emp_id_tipo_resp: 1, resp1_id_tipo_resp: 2, resp2_id_tipo_resp: 3, id_posicion: 77, n_posicion: "Gerente" },
    })
    expect(saved.status).toBe(200)
    const loaded = await call(t.url, "/api/get-flujos-by-id", { token: admin, body: { id_solicitud: vacaciones } })
    const flow = (loaded.body as { result: Array<Record<string, unknown>> }).result[0]!
    // Level 2: the second responsible's select and the level-3/4 checkboxes are cleared, the
    // position too, and the employee is always notified.
    expect(flow).toMatchObject({ niveles: 2, emp_id_tipo_resp: 1, resp1_id_tipo_resp: 2, resp2_id_tipo_resp: "", id_posicion: "", emp_notifica: 1 })
    expect(flow.resp2_notifica_resp1).toBe(1)
    expect(flow.emp_notifica_resp3).toBe(0)
    expect(selectorFields.filter((f) => flow[f] !== "")).toEqual(["emp_id_tipo_resp", "resp1_id_tipo_resp"])

    const levelZero = await call(t.url, "/api/guardar-flujos-autorizacion", {
      token: admin,
      body: { ...base, niveles: 0, emp_notifica: 0, id_posicion: 1234567890, n_posicion: "Analista" },
    })
    expect(levelZero.body).toMatchObject({ result: { niveles: 0, id_posicion: 1234567890, emp_notifica: 0 } })

    expect((await call(t.url, "/api/guardar-flujos-autorizacion", { token: admin, body: { ...base, id_tipo_solicitud: 999 } })).status).toBe(400)
    expect(
      (await call(t.url, "/api/guardar-flujos-autorizacion", { token: admin, body: { ...base, niveles: 1, emp_id_tipo_resp: 99 } })).status,
    ).toBe(400)
  })

  it("job board: export only with bolsa_conecta '1', an idempotent upsert of an allowlisted table", async () => {
    await signInBoth()
    const save = async (bolsa_conecta: "1" | "0") => {
      const edit = await call(t.url, "/api/guardar-parametros-sistema", { token: admin, body: { ...parameters, bolsa_conecta, mode: "edit" } })
      if (edit.status === 404) await call(t.url, "/api/guardar-parametros-sistema", { token: admin, body: { ...parameters, bolsa_conecta, mode: "add" } })
    }
    await save("0")
    expect((await call(t.url, "/api/get-bolsa-conecta", { token: admin })).body).toMatchObject({ result: [{ bolsa_conecta: "0" }] })
    const off = await call(t.url, "/api/exportar-catalogo-bolsa", { token: admin, body: { table: "areas" } })
    expect(off.status).toBe(409)
    expect(asError(off).message).toBe(jobBoardTexts.desconectada)

    await save("1")
    expect((await call(t.url, "/api/get-bolsa-conecta", { token: admin })).body).toMatchObject({ result: [{ bolsa_conecta: "1" }] })
    for (const catalog of jobBoardCatalogs) {
      const answer = await call(t.url, "/api/exportar-catalogo-bolsa", { token: admin, body: { table: catalog.key } })
      expect(answer.status, catalog.key).toBe(200)
      expect(answer.body).toMatchObject({ message: messages.datosExportados, result: { table: catalog.key } })
    }
    const first = await call(t.url, "/api/exportar-catalogo-bolsa", { token: admin, body: { table: "ciudades" } })
    const count = (first.body as { result: { exportados: number } }).result.exportados
    expect(count).toBeGreaterThan(30)
    // Renaming a city at the source and exporting again updates it in place: no duplicates.
    await t.server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE ciudades SET n_ciudad = 'León de los Aldama' WHERE n_ciudad = 'León'`))
    await call(t.url, "/api/exportar-catalogo-bolsa", { token: admin, body: { table: "ciudades" } })
    const rows = await t.server.run(bolsaRows(bolsa.url, "ciudades"))
    expect(rows).toHaveLength(count)
    expect(rows.map((r) => r.n_ciudad)).toContain("León de los Aldama")
    expect(rows.map((r) => r.n_ciudad)).not.toContain("León")
    const sexes = await t.server.run(bolsaRows(bolsa.url, "cat_sexos"))
    expect(sexes.map((r) => r.id_sexo).sort()).toEqual(["F", "M"])

    for (const table of ["usuarios", "cat_areas", "areas; DROP TABLE usuarios", ""]) {
      const answer = await call(t.url, "/api/exportar-catalogo-bolsa", { token: admin, body: { table } })
      expect(answer.status, table).toBe(400)
    }
    expect(asError(await call(t.url, "/api/exportar-catalogo-bolsa", { token: admin, body: { table: "" } })).detalles).toEqual([
      messages.catalogoRequerido,
    ])
  })
})
