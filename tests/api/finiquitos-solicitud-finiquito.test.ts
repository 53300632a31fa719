import { beforeAll, describe, expect, it } from "vitest"
import { calcularFiniquitoTexts } from "../../domain/finiquitos/solicitud-finiquito-api"
import { finiquitoCheckTexts } from "../../domain/rules/finiquito-checks"
import { asError, call, demo, signIn } from "./support/http"
import { checksums } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// FIN100's /calcular-finiquito on both dialects: MODULES-MX's worked examples A and B over the
// seeded 2026 legal rows, the rules of §1.6 refused in their words, a baja with no legal rows in
// force, a request the schema refuses, a user without FIN100; and nothing is ever written.

type Body = Record<string, unknown>

const exampleA: Body = {
  causa: "RENUNCIA",
  salario_diario: 500,
  sdi: 527.4,
  zona: "GEN",
  f_ingreso: "2022-03-16",
  f_baja: "2026-06-30",
  f_pagado_hasta: "2026-06-15",
  dias_aguinaldo: 15,
  dias_aguinaldo_anticipados: 0,
  pct_prima_vacacional: 25,
  vac_pendientes: 8,
}

const exampleB: Body = {
  ...exampleA,
  causa: "DESPIDO_INJUSTIFICADO",
  salario_diario: 800,
  sdi: 844.96,
  f_ingreso: "2018-09-01",
  f_baja: "2026-07-15",
  f_pagado_hasta: "2026-06-30",
  vac_pendientes: 0,
}

interface Answer {
  readonly lineas: ReadonlyArray<{ readonly concepto: string; readonly importe: number; readonly exento: number; readonly gravado: number }>
  readonly totales: { readonly bruto: number; readonly isr: number; readonly neto: number }
  readonly parametros: ReadonlyArray<{ readonly clave: string; readonly valor: number | null }>
}

describe.each(dialects)("Calcular finiquito on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  const post = (body: unknown, token = admin) => call(t.url, "/api/calcular-finiquito", { token, body })
  const tables = ["auditoria", "parametros_legales"]

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
  })

  it("computes example A to the centavo and saves nothing", async () => {
    const before = await checksums(t.server, tables)
    const answer = await post(exampleA)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const result = (answer.body as { result: Answer }).result
    expect(result.lineas.map((l) => [l.concepto, l.importe, l.exento, l.gravado])).toEqual([
      ["Salario pendiente", 7500, 0, 7500],
      ["Aguinaldo", 3719.18, 3519.3, 199.88],
      ["Vacaciones pendientes", 4000, 0, 4000],
      ["Vacaciones proporcionales", 2931.51, 0, 2931.51],
      ["Prima vacacional", 1732.88, 1732.88, 0],
      ["Prima de antigüedad", 0, 0, 0],
    ])
    expect(result.totales).toMatchObject({ bruto: 19883.57, isr: 1340.86, neto: 18542.71 })
    expect(result.parametros.map((p) => [p.clave, p.valor])).toEqual([
      ["UMA", 117.31],
      ["SM_GEN", 315.04],
      ["TARIFA_ISR_MENSUAL", null],
    ])
    expect(await checksums(t.server, tables)).toEqual(before)
  })

  it("computes example B's liquidación", async () => {
    const answer = await post(exampleB)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect((answer.body as { result: Answer }).result.totales).toMatchObject({ bruto: 173171.45, isr: 11911.79, neto: 161259.66 })
  })

  it.each([
    [{ dias_aguinaldo: 10 }, finiquitoCheckTexts.aguinaldoMinimo],
    [{ pct_prima_vacacional: 20 }, finiquitoCheckTexts.primaVacacionalMinima],
    [{ f_pagado_hasta: "2026-07-01" }, finiquitoCheckTexts.pagoDespuesBaja],
    [{ f_baja: "2022-03-01", f_pagado_hasta: "2022-02-28" }, finiquitoCheckTexts.bajaAntesIngreso],
    [{ causa: "" }, calcularFiniquitoTexts.causa],
    [{ f_baja: "2026-02-30" }, calcularFiniquitoTexts.fecha],
    [{ zona: "NORTE" }, calcularFiniquitoTexts.zona],
  ])("refuses %o with its message", async (over, message) => {
    const answer = await post({ ...exampleA, ...over })
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(asError(answer).detalles).toContain(message)
  })

  it("refuses a baja with no UMA in force", async () => {
    const answer = await post({ ...exampleA, f_ingreso: "2020-01-01", f_baja: "2024-06-30", f_pagado_hasta: "2024-06-15" })
    expect(answer.status, JSON.stringify(answer.body)).toBe(422)
    expect(asError(answer).message).toBe("No hay un valor de UMA vigente el 2024-06-30")
  })

  it("refuses a user without FIN100", async () => {
    const answer = await post(exampleA, consulta)
    expect(answer.status).toBe(403)
  })
})
