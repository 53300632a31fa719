import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { legalParameterReader } from "../../server/contratos/legal-parameters"
import { contractParameterMessages } from "../../domain/contratos/parametros"
import { legalMessages } from "../../domain/contratos/parametros-legales"
import { messages } from "../../domain/messages"
import { asError, call, demo, signIn } from "./support/http"
import { checksums } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Parámetros de contratos (CON090) on both dialects: the seeded 2025 and 2026 legal values,
// periods of a clave that may not share a day (on create, on update, for holidays, and between
// two concurrent creates), the tariff's brackets, the Alertas record in mode add and edit with
// its rules (decreasing days, a recipient, an existing account), and a user without CON090
// refused every call. Every refusal leaves the tables as they were.

type Body = Record<string, unknown>

interface Page {
  readonly registros: ReadonlyArray<Body>
  readonly total: number
}

const mailAccount = { id_cuenta: "1", n_cuenta: "avisos@demo.mx", password: "S3creta!", host: "127.0.0.1", puerto: "25", ssl: "0", tiempo: "5" }

const alerts = (extra: Body = {}): Body => ({
  mode: "add",
  dias_alerta_1: 30,
  dias_alerta_2: 15,
  dias_alerta_3: 7,
  notificar_jefe: "1",
  notificar_rh: "1",
  notificar_colaborador: "0",
  id_cuenta_correo: "1",
  renovaciones_max_determinado: 3,
  ...extra,
})

const legal = (clave: string, f_inicio: string, f_fin: string | null, extra: Body = {}): Body => ({
  clave,
  descripcion: null,
  valor: clave === "UMA" || clave.startsWith("SM_") ? 100 : null,
  f_inicio,
  f_fin,
  tramos: [],
  ...extra,
})

describe.each(dialects)("Parámetros de contratos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const listed = async (query: string): Promise<Page> => {
    const answer = await get(`/parametros-legales?por_pagina=100&${query}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Page }).result
  }
  const refusedUnchanged = async (label: string, send: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    const answer = await send()
    expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(status)
    const error = asError(answer)
    expect([error.message, ...(error.detalles ?? [])], label).toContain(message)
    expect(await checksums(t.server, ["auditoria", "sesiones"]), `${label} changed a table`).toEqual(before)
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
  })

  it("starts with the 2025 and 2026 values, the 2026 tariff and LFT 74's holidays", async () => {
    const uma = await listed("clave=UMA&orden=f_inicio&direccion=asc")
    expect(uma.registros.map((r) => [r.valor, r.f_inicio, r.f_fin])).toEqual([
      [113.14, "2025-02-01", "2026-01-31"],
      [117.31, "2026-02-01", null],
    ])
    const wages = await listed("clave=SM_GEN&orden=f_inicio&direccion=asc")
    expect(wages.registros.map((r) => r.valor)).toEqual([278.8, 315.04])
    const zlfn = await listed("clave=SM_ZLFN&orden=f_inicio&direccion=asc")
    expect(zlfn.registros.map((r) => r.valor)).toEqual([419.88, 440.87])
    const holidays = await listed("clave=FESTIVO&orden=f_inicio&direccion=asc")
    expect(holidays.registros.map((r) => r.f_inicio)).toEqual(["2026-01-01", "2026-02-02", "2026-03-16", "2026-05-01", "2026-09-16", "2026-11-16", "2026-12-25"])
    const [tariff] = (await listed("clave=TARIFA_ISR_MENSUAL")).registros
    const read = await get(`/parametros-legales/${String(tariff?.id_parametro_legal)}`)
    const brackets = (read.body as { result: { tramos: ReadonlyArray<Body> } }).result.tramos
    expect(brackets).toHaveLength(11)
    expect(brackets[2]).toMatchObject({ limite_inferior: 7168.52, cuota_fija: 420.95, porcentaje: 10.88 })
  })

  it("refuses a period that shares a day with another of its clave, and stores one that does not", async () => {
    await refusedUnchanged("open UMA", () => post("/parametros-legales", legal("UMA", "2026-06-01", null)), 409, legalMessages.traslape)
    await refusedUnchanged("UMA ending inside 2025", () => post("/parametros-legales", legal("UMA", "2024-02-01", "2025-02-01")), 409, legalMessages.traslape)
    await refusedUnchanged("a holiday twice", () => post("/parametros-legales", legal("FESTIVO", "2026-09-16", null, { descripcion: "Independencia" })), 409, legalMessages.traslape)
    const created = await post("/parametros-legales", legal("UMA", "2024-02-01", "2025-01-31", { valor: 108.57 }))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = Number((created.body as { result: Body }).result.id_parametro_legal)
    // Moving it onto 2025's period is refused too, and the stored row stays as it was.
    await refusedUnchanged(
      "update onto 2025",
      () => post(`/parametros-legales/${id}`, { _method: "PUT", ...legal("UMA", "2024-02-01", "2025-03-01", { valor: 108.57 }) }),
      409,
      legalMessages.traslape,
    )
    // Another clave's dates are its own.
    const other = await post("/parametros-legales", legal("SM_GEN", "2024-01-01", "2024-12-31", { valor: 248.93 }))
    expect(other.status, JSON.stringify(other.body)).toBe(200)
  })

  it("keeps a holiday to one day and the tariff to its brackets", async () => {
    await refusedUnchanged("a two-day holiday", () => post("/parametros-legales", legal("FESTIVO", "2026-10-01", "2026-10-02", { descripcion: "Transmisión" })), 400, legalMessages.festivoUnDia)
    await refusedUnchanged("a nameless holiday", () => post("/parametros-legales", legal("FESTIVO", "2026-10-01", null)), 400, legalMessages.festivoNombre)
    await refusedUnchanged("a tariff without brackets", () => post("/parametros-legales", legal("TARIFA_ISR_MENSUAL", "2020-01-01", "2020-12-31")), 400, legalMessages.tramos)
    await refusedUnchanged("a UMA without value", () => post("/parametros-legales", legal("UMA", "2020-02-01", "2021-01-31", { valor: null })), 400, legalMessages.valor)
    await refusedUnchanged("an end before the start", () => post("/parametros-legales", legal("UMA", "2020-02-01", "2020-01-31")), 400, legalMessages.fechaFin)
    const holiday = await post("/parametros-legales", legal("FESTIVO", "2026-10-01", null, { descripcion: "Transmisión del Poder Ejecutivo" }))
    expect(holiday.status, JSON.stringify(holiday.body)).toBe(200)
    expect((holiday.body as { result: Body }).result).toMatchObject({ f_inicio: "2026-10-01", f_fin: "2026-10-01" })
  })

  it("lets one of two concurrent overlapping creates through", async () => {
    const body = legal("SM_ZLFN", "2019-01-01", "2019-12-31", { valor: 176.72 })
    const answers = await Promise.all([post("/parametros-legales", body), post("/parametros-legales", body)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect((await listed("clave=SM_ZLFN&f_inicio_desde=2019-01-01&f_inicio_hasta=2019-12-31")).total).toBe(1)
  })

  it("saves the Alertas record in mode add, then edit, with its rules", async () => {
    const empty = await post("/get-parametros-contratos", {})
    expect(empty.status, JSON.stringify(empty.body)).toBe(200)
    expect((empty.body as { result: Body }).result).toMatchObject({ parametros: null })
    await refusedUnchanged("no account", () => post("/guardar-parametros-contratos", alerts({ id_cuenta_correo: "" })), 400, contractParameterMessages.cuenta)
    await refusedUnchanged("an unknown account", () => post("/guardar-parametros-contratos", alerts()), 400, contractParameterMessages.cuentaNoExiste)
    expect((await post("/guardar-cuenta-correo", { ...mailAccount, mode: "add" })).status).toBe(200)
    await refusedUnchanged("days not decreasing", () => post("/guardar-parametros-contratos", alerts({ dias_alerta_2: 30 })), 400, contractParameterMessages.diasDecrecientes)
    await refusedUnchanged("a zero day", () => post("/guardar-parametros-contratos", alerts({ dias_alerta_3: 0 })), 400, contractParameterMessages.dias)
    await refusedUnchanged("nobody to notify", () => post("/guardar-parametros-contratos", alerts({ notificar_jefe: "0", notificar_rh: "0" })), 400, contractParameterMessages.destinatario)
    await refusedUnchanged("edit before add", () => post("/guardar-parametros-contratos", alerts({ mode: "edit" })), 404, messages.errorGuardarInformacion)
    const added = await post("/guardar-parametros-contratos", alerts())
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body).toMatchObject({ message: "Parámetros guardados", result: { dias_alerta_1: 30, n_cuenta_correo: mailAccount.n_cuenta } })
    await refusedUnchanged("add twice", () => post("/guardar-parametros-contratos", alerts()), 409, messages.errorGuardarInformacion)
    const edited = await post("/guardar-parametros-contratos", alerts({ mode: "edit", dias_alerta_1: 45, dias_alerta_2: 20, dias_alerta_3: 5, renovaciones_max_determinado: 2 }))
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    const read = await post("/get-parametros-contratos", {})
    expect((read.body as { result: Body }).result).toMatchObject({
      parametros: { dias_alerta_1: 45, dias_alerta_2: 20, dias_alerta_3: 5, renovaciones_max_determinado: 2 },
      cuentas: [{ id_cuenta: "1", n_cuenta: mailAccount.n_cuenta }],
    })
  })

  it("reads the stored values for a rule through one reader per request", async () => {
    const read = Effect.gen(function* () {
      const reader = yield* legalParameterReader
      return {
        zlfn: yield* reader.minimumWageOn("ZLFN", "2026-03-01"),
        general2025: yield* reader.minimumWageOn("GEN", "2025-12-31"),
        umaJanuary: yield* reader.valueOn("UMA", "2026-01-31"),
        before: yield* reader.valueOn("UMA", "2000-01-01"),
        holidays: yield* reader.holidays,
        tariff: yield* reader.valueOn("TARIFA_ISR_MENSUAL", "2026-07-01"),
      }
    })
    const answer = await t.server.run(read as Effect.Effect<Effect.Effect.Success<typeof read>, never, SqlClient.SqlClient>)
    expect(answer.zlfn).toEqual({ kind: "found", row: 440.87 })
    expect(answer.general2025).toEqual({ kind: "found", row: 278.8 })
    expect(answer.umaJanuary).toMatchObject({ kind: "found", row: { valor: 113.14, f_fin: "2026-01-31" } })
    expect(answer.before).toEqual({ kind: "none", clave: "UMA", date: "2000-01-01" })
    expect(answer.holidays).toContain("2026-11-16")
    expect(answer.tariff).toMatchObject({ kind: "found", row: { tramos: expect.arrayContaining([{ limite_inferior: 425642, cuota_fija: 133488.54, porcentaje: 35 }]) } })
  })

  it("refuses a user without CON090 every call (403) and changes nothing", async () => {
    for (const [label, send] of [
      ["get-parametros-contratos", () => post("/get-parametros-contratos", {}, consulta)],
      ["guardar-parametros-contratos", () => post("/guardar-parametros-contratos", alerts({ mode: "edit" }), consulta)],
      ["list", () => get("/parametros-legales", consulta)],
      ["create", () => post("/parametros-legales", legal("UMA", "2018-02-01", "2019-01-31"), consulta)],
    ] as const) {
      const before = await checksums(t.server, ["auditoria", "sesiones"])
      const answer = await send()
      expect(answer.status, label).toBe(403)
      expect(await checksums(t.server, ["auditoria", "sesiones"]), label).toEqual(before)
    }
  })
})
