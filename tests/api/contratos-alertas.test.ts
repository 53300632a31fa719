import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { type ContractAlert, contractAlertPass } from "../../server/contratos/gestion-contratos-alerts"
import { call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// The contracts' alerts on both dialects, day by day on the server's clock, with MODULES-MX §2's
// worked example: f_fin 2026-12-15 notifies 30 on 11-15, nothing on 11-14 or again the same day;
// a pass that missed 11-30 sends 15 once on 12-01 (settling 30 and 15), 7 on 12-08, nothing once
// ended (12-16). A probation from 11-01 of 30 days (its last day 11-30) alerts from 11-23, once.
// A notice that fails marks nothing: the next pass finds it again.

type Body = Record<string, unknown>
const day = 86_400_000
/** Saturday 14 November 2026, noon in Mexico City. */
const start = Date.parse("2026-11-14T18:00:00Z")

describe.each(dialects)("Contract alerts on %s", (dialect) => {
  const clock = manualClock(start)
  const t = useServer(dialect, { now: clock.now, sessionIdleMs: 60 * day, sessionMaxMs: 60 * day })
  let admin = ""
  const ours: Array<string> = []
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))

  const contract = async (extra: Body) => {
    const [p] = await rows<{ id_empleado: number; id_puesto: string }>(`
      SELECT e.id_empleado, e.id_puesto FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE e.activo = '1' AND e.f_ingreso <= '2025-12-31' AND p.tipo_puesto <> 'D'
        AND NOT EXISTS (SELECT 1 FROM contratos c WHERE c.id_empleado = e.id_empleado)
      ORDER BY e.id_empleado LIMIT 1`)
    if (p === undefined) throw new Error("no person left in the demo")
    const created = await post("/gestion-contratos", {
      id_empleado: Number(p.id_empleado),
      id_tipo_contrato: "OBRA",
      f_inicio: "2026-06-01",
      f_fin: "2026-12-15",
      causa_art37: null,
      id_empleado_sustituido: null,
      dias_prueba: null,
      meses_capacitacion: null,
      id_puesto: p.id_puesto,
      salario_diario: 500,
      id_tipo_jornada: "01",
      horario: "Lunes a viernes de 9:00 a 18:00",
      lugar_prestacion: "Planta",
      funciones: "Las del puesto",
      beneficiarios: [{ nombre: "Ana Ruiz Soto", parentesco: "Cónyuge", porcentaje: 100 }],
      ...extra,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = String((created.body as { result: Body }).result.id_contrato)
    expect((await post("/activar-contrato", { id_contrato: id })).status).toBe(200)
    ours.push(id)
    return id
  }
  const pass = async (notify: (alerts: ReadonlyArray<ContractAlert>) => Effect.Effect<void, string> = () => Effect.void) =>
    (await t.server.run(contractAlertPass(notify))).filter((a) => ours.includes(a.id_contrato)).map((a) => [a.kind, a.threshold, a.dias_restantes])
  const on = (iso: string) => clock.advance(Date.parse(`${iso}T18:00:00Z`) - clock.now())

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  it("sends each threshold once on its day, the highest pending one after a missed day, and the probation's", async () => {
    await contract({})
    await contract({ id_tipo_contrato: "IND", f_inicio: "2026-11-01", f_fin: null, dias_prueba: 30 })
    expect(await pass()).toEqual([])
    on("2026-11-15")
    // A notice that fails marks nothing.
    await expect(t.server.run(contractAlertPass(() => Effect.fail("SMTP caído")))).rejects.toBeDefined()
    expect(await pass()).toEqual([["vencimiento", 30, 30]])
    expect(await pass()).toEqual([])
    on("2026-11-22")
    expect(await pass()).toEqual([])
    on("2026-11-24")
    expect(await pass()).toEqual([["prueba", 6, 6]])
    expect(await pass()).toEqual([])
    on("2026-12-01")
    expect(await pass()).toEqual([["vencimiento", 15, 14]])
    expect(await pass()).toEqual([])
    on("2026-12-08")
    expect(await pass()).toEqual([["vencimiento", 7, 7]])
    on("2026-12-16")
    expect(await pass()).toEqual([])
    const [marked] = await rows<{ alertas_enviadas: string }>(`SELECT alertas_enviadas FROM contratos WHERE id_contrato = '${ours[0]}'`)
    expect(marked?.alertas_enviadas).toBe("30,15,7")
  })
})
