import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { finiquitoRequestType } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"
import { addDays, isoDate, mexicoToday } from "../dates"
import { folioSeries, formatFolio } from "../documents/folio"
import { oneLevelFlow } from "./demo-authorizations"
import { consultaCompany } from "./demo-structure"

// The demo's finiquitos (MODULES-MX §1.6): the FINIQUITO request type goes through one level, the
// employee's Jefe de departamento, as the loans do; three people of the first company who left
// this year get a finiquito each: two still Borrador (a renuncia and a término de contrato), so the
// page shows Calcular on real data, and one Cancelado (captured by mistake). Their pay and zone
// are the person's, as a capture would take them.

export const seedDemoFiniquitos = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(nowMs)
    const [type] = yield* sql<{ id: number | string }>`SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = ${finiquitoRequestType}`
    if (type !== undefined) yield* sql`INSERT INTO flujos_autorizacion ${sql.insert(oneLevelFlow(Number(type.id)))}`

    const year = mexicoToday(nowMs).getFullYear()
    const left = yield* sql<{ id_empleado: number | string; f_baja: string; salario_diario: number | string | null; sdi: number | string | null; zona: string | null }>`
      SELECT e.id_empleado, e.f_baja, e.salario_diario, e.sdi, COALESCE(c.id_zona, m.id_zona) AS zona
      FROM empleados e
        LEFT JOIN centros_trabajo c ON c.id_centro_trabajo = e.id_centro_trabajo
        LEFT JOIN empresas m ON m.id_empresa = e.id_empresa
      WHERE e.id_empresa = ${consultaCompany} AND e.f_baja IS NOT NULL AND e.f_baja >= ${`${year}-01-01`} AND e.f_baja >= e.f_ingreso
        AND e.salario_diario IS NOT NULL
      ORDER BY e.f_baja DESC, e.id_empleado
      LIMIT 3`
    const causes = ["RENUNCIA", "TERMINO_CONTRATO", "RENUNCIA"] as const
    for (const [i, p] of left.entries()) {
      const f_baja = String(p.f_baja).slice(0, 10)
      const sd = Number(p.salario_diario)
      // Paid up to a week before the baja.
      const pagadoHasta = isoDate(addDays(new Date(`${f_baja}T12:00:00Z`), -7))
      yield* sql`INSERT INTO folios_documento (serie, id_empresa, anio, ultimo) VALUES (${folioSeries.finiquito}, ${consultaCompany}, ${Number(f_baja.slice(0, 4))}, 1)
        ON CONFLICT (serie, id_empresa, anio) DO UPDATE SET ultimo = folios_documento.ultimo + 1`
      const [n] = yield* sql<{ ultimo: number | string }>`SELECT ultimo FROM folios_documento WHERE serie = ${folioSeries.finiquito} AND id_empresa = ${consultaCompany} AND anio = ${Number(f_baja.slice(0, 4))}`
      yield* sql`INSERT INTO finiquitos ${sql.insert({
        folio: formatFolio(folioSeries.finiquito, consultaCompany, Number(f_baja.slice(0, 4)), Number(n?.ultimo ?? i + 1)),
        id_empleado: Number(p.id_empleado),
        id_empresa: consultaCompany,
        causa: causes[i] ?? "RENUNCIA",
        f_baja,
        f_pagado_hasta: pagadoHasta,
        salario_diario: sd,
        sdi: Math.max(Number(p.sdi ?? sd), sd),
        zona: p.zona === "ZLFN" ? "ZLFN" : "GEN",
        tipo_contrato: "01",
        dias_aguinaldo: 15,
        dias_aguinaldo_anticipados: 0,
        pct_prima_vacacional: 25,
        vac_pendientes: i === 0 ? 4 : 0,
        incluir_20_dias: "0",
        base_prima_antiguedad: "SDI",
        dias_usmo: 30,
        estado: i === 2 ? "Cancelado" : "Borrador",
        id_usuario_alta: "admin@demo.mx",
        f_alta: now.toISOString(),
      })}`
    }
  })
