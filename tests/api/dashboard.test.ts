import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { datosIndicadores } from "../../domain/dashboard/dashboard-api"
import { chartByCompany, chartByDepartment } from "../../domain/dashboard/dashboard"
import { monthOf } from "../../server/dates"
import { call, demo, signIn } from "./support/http"
import { dialects, useServer } from "./support/test-server"

const decode = Schema.decodeUnknownSync(datosIndicadores.response)

type Count = number | string

describe.each(dialects)("datos-indicadores on %s", (dialect) => {
  const t = useServer(dialect)

  const indicatorsOf = async (email: string, password: string) => {
    const { token } = await signIn(t.url, email, password)
    const answer = await call(t.url, "/api/datos-indicadores", { token })
    expect(answer.status).toBe(200)
    return decode(answer.body).result
  }

  /** The same figures counted directly, for the employees of the given companies. */
  const expected = (companies: ReadonlyArray<number>) =>
    t.server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const month = monthOf(Date.now())
        const [row] = yield* sql<{ activos: Count; m: Count; f: Count; altas: Count; bajas: Count; cumple: Count }>`
          SELECT
            SUM(CASE WHEN activo = '1' THEN 1 ELSE 0 END) AS activos,
            SUM(CASE WHEN activo = '1' AND sexo = 'H' THEN 1 ELSE 0 END) AS m,
            SUM(CASE WHEN activo = '1' AND sexo = 'M' THEN 1 ELSE 0 END) AS f,
            SUM(CASE WHEN f_ingreso >= ${month.first} AND f_ingreso <= ${month.last} THEN 1 ELSE 0 END) AS altas,
            SUM(CASE WHEN f_baja >= ${month.first} AND f_baja <= ${month.last} THEN 1 ELSE 0 END) AS bajas,
            SUM(CASE WHEN activo = '1' AND f_nacimiento LIKE ${`%-${month.month}-%`} THEN 1 ELSE 0 END) AS cumple
          FROM empleados WHERE ${sql.in("id_empresa", companies)}`
        const vacationers = yield* sql<{ id_empleado: number }>`
          SELECT DISTINCT v.id_empleado FROM periodos_vacaciones v JOIN empleados e ON e.id_empleado = v.id_empleado
          WHERE ${sql.in("e.id_empresa", companies)} AND NOT (v.f_fin < ${month.first} OR v.f_inicio > ${month.last})`
        return {
          totalEmpleados: Number(row?.activos),
          totalMasculinos: Number(row?.m),
          totalFemenino: Number(row?.f),
          totalAltas: Number(row?.altas),
          totalBajas: Number(row?.bajas),
          totalCumple: Number(row?.cumple),
          totalVacas: vacationers.length,
        }
      }),
    )

  it("shows the administrator every company, one bar each", async () => {
    const result = await indicatorsOf(demo.admin.email, demo.admin.password)
    expect(result.bandera).toBe(chartByCompany)
    expect(result.titulo).toBe("Empleados por empresa")
    expect(result.datosGrafica).toHaveLength(3)
    expect(result).toMatchObject(await expected([1, 2, 3]))
    const bars = result.datosGrafica as ReadonlyArray<{ n_empresa: string; empleados: number }>
    expect(bars.reduce((sum, bar) => sum + bar.empleados, 0)).toBe(result.totalEmpleados)
    // The demo promises something to show in every card.
    for (const figure of [result.totalAltas, result.totalBajas, result.totalCumple, result.totalVacas]) {
      expect(figure).toBeGreaterThan(0)
    }
    expect(result.totalEmpleados).toBeGreaterThan(800)
  })

  it("limits the consulta user to their company's work centres, by department", async () => {
    const session = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    const result = await indicatorsOf(demo.consulta.email, demo.consulta.password)
    expect(result.bandera).toBe(chartByDepartment)
    expect(result.titulo).toBe(`Empleados por departamento - ${session.user.n_empresa}`)
    const [company] = await t.server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ id_empresa: number }>`SELECT e.id_empresa FROM usuarios u JOIN empleados e ON e.id_empleado = u.id_empleado WHERE u.id_usuario = ${demo.consulta.email}`,
      ),
    )
    expect(result).toMatchObject(await expected([Number(company?.id_empresa)]))
    const bars = result.datosGrafica as ReadonlyArray<{ n_depto: string; cuantos: number }>
    expect(bars.length).toBeGreaterThan(1)
    expect(bars.reduce((sum, bar) => sum + bar.cuantos, 0)).toBe(result.totalEmpleados)
  })

  it("answers zeros and no bars to a role without work centres", async () => {
    const { token } = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    await t.server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE permisos_rol SET permiso = '0' WHERE id_rol = 'EMPRESA1'`),
    )
    const answer = await call(t.url, "/api/datos-indicadores", { token })
    const result = decode(answer.body).result
    expect(result.totalEmpleados).toBe(0)
    expect(result.totalVacas).toBe(0)
    expect(result.datosGrafica).toEqual([])
    await t.server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql`UPDATE permisos_rol SET permiso = '1' WHERE id_rol = 'EMPRESA1' AND id_empresa = 1`,
      ),
    )
  })
})
