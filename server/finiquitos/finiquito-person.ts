import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { refuse } from "../http/failure"

// What a finiquito takes from the person it settles: their company (the folio's), their dates,
// their pay (salario diario and SDI, DOMAIN-MX 1.7), the SAT contract type and the zone of their
// work centre (the company's when the centre names none). A finiquito settles someone who left,
// so an inactive person is not refused.

export interface FiniquitoPerson {
  readonly id_empresa: number
  readonly f_ingreso: string
  readonly f_antiguedad: string | null
  readonly salario_diario: number | null
  readonly sdi: number | null
  readonly zona: string
  readonly tipo_contrato: string
  /** The record's own baja, when the person has left: a preview by person settles that one. */
  readonly f_baja: string | null
  readonly causa_imss: string | null
}

const numberOrNull = (v: number | string | null): number | null => (v === null ? null : Number(v))

export const finiquitoPerson = (id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [p] = yield* sql<{
      id_empresa: number | string
      f_ingreso: string
      f_antiguedad: string | null
      salario_diario: number | string | null
      sdi: number | string | null
      zona: string | null
      tipo_contrato: string | null
      f_baja: string | null
      causa_imss: string | null
    }>`
      SELECT e.id_empresa, e.f_ingreso, e.f_antiguedad, e.salario_diario, e.sdi,
        COALESCE(c.id_zona, m.id_zona) AS zona, TRIM(e.id_tipo_contrato) AS tipo_contrato,
        e.f_baja, e.causa_imss
      FROM empleados e
        LEFT JOIN centros_trabajo c ON c.id_centro_trabajo = e.id_centro_trabajo
        LEFT JOIN empresas m ON m.id_empresa = e.id_empresa
      WHERE e.id_empleado = ${id_empleado}`
    if (p === undefined) return yield* refuse(400, "El colaborador no existe")
    return {
      id_empresa: Number(p.id_empresa),
      f_ingreso: String(p.f_ingreso).slice(0, 10),
      f_antiguedad: p.f_antiguedad === null || p.f_antiguedad.trim() === "" ? null : String(p.f_antiguedad).slice(0, 10),
      salario_diario: numberOrNull(p.salario_diario),
      sdi: numberOrNull(p.sdi),
      zona: p.zona === "ZLFN" ? "ZLFN" : "GEN",
      tipo_contrato: p.tipo_contrato === null || p.tipo_contrato === "" ? "01" : p.tipo_contrato,
      f_baja: p.f_baja === null || String(p.f_baja).trim() === "" ? null : String(p.f_baja).trim().slice(0, 10),
      causa_imss: p.causa_imss,
    } satisfies FiniquitoPerson
  })
