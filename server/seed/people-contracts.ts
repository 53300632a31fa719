import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { folioSeries } from "../documents/folio"
import { type FolioCounters, type SeedPerson, counterKey, planSeedContracts } from "./contract-plan"
import { insertInChunks } from "./insert-chunks"

// Gives every seeded person who has no contract yet their contracts (./contract-plan.ts): one
// read of the people, the plan in memory, and multi-row inserts in large batches, so the scale
// data's 100,000 people take seconds on either dialect. The folio counters of series CT continue
// from the stored ones and are written back, so the next contract saved by hand draws the next
// number.

interface PersonRow {
  readonly id_empleado: number | string
  readonly id_empresa: number | string
  readonly activo: string
  readonly f_ingreso: string
  readonly f_baja: string | null
  readonly id_tipo_contrato: string | null
  readonly id_puesto: string
  readonly salario_diario: number | string
  readonly id_tipo_jornada: string | null
  readonly lugar: string | null
  readonly funciones: string | null
  readonly beneficiario: string | null
  readonly parentesco: string | null
}

export const seedPeopleContracts = (today: string, stampedAt: string, createdBy: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Active people, and former ones with their baja; a puesto and a salary, as a contract needs.
    const rows = yield* sql<PersonRow>`
      SELECT e.id_empleado, e.id_empresa, e.activo, e.f_ingreso, e.f_baja, e.id_tipo_contrato, e.id_puesto, e.salario_diario,
        e.id_tipo_jornada, ct.n_centro_trabajo AS lugar, pu.objetivo AS funciones, e.contacto_emergencia_nombre AS beneficiario,
        pa.n_parentesco AS parentesco
      FROM empleados e
      JOIN puestos pu ON pu.id_puesto = e.id_puesto
      LEFT JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      LEFT JOIN parentescos pa ON pa.id_parentesco = e.contacto_emergencia_parentesco
      WHERE (e.activo = '1' OR e.f_baja IS NOT NULL) AND e.salario_diario > 0
        AND NOT EXISTS (SELECT 1 FROM contratos c WHERE c.id_empleado = e.id_empleado)
      ORDER BY e.id_empleado`
    const people = rows.map(
      (r): SeedPerson => ({
        id_empleado: Number(r.id_empleado),
        id_empresa: Number(r.id_empresa),
        activo: r.activo,
        f_ingreso: String(r.f_ingreso).slice(0, 10),
        f_baja: r.f_baja === null ? null : String(r.f_baja).slice(0, 10),
        id_tipo_contrato: r.id_tipo_contrato?.trim() ?? null,
        id_puesto: r.id_puesto,
        salario_diario: Number(r.salario_diario),
        id_tipo_jornada: r.id_tipo_jornada,
        lugar: r.lugar ?? "El centro de trabajo de su adscripción",
        funciones: r.funciones,
        beneficiario: r.beneficiario,
        parentesco: r.parentesco,
      }),
    )
    const stored = yield* sql<{ id_empresa: number | string; anio: number | string; ultimo: number | string }>`
      SELECT id_empresa, anio, ultimo FROM folios_documento WHERE serie = ${folioSeries.contrato}`
    const counters: FolioCounters = new Map(stored.map((c) => [counterKey(Number(c.id_empresa), Number(c.anio)), Number(c.ultimo)]))
    const { contracts, beneficiaries } = planSeedContracts(people, today, stampedAt, createdBy, counters)
    // Oldest first within each person, so a renewal's previous contract is stored before it.
    yield* insertInChunks("contratos", contracts)
    yield* insertInChunks("contratos_beneficiarios", beneficiaries)
    const folios = [...counters].map(([key, ultimo]) => {
      const [id_empresa, anio] = key.split(":").map(Number)
      return { serie: folioSeries.contrato, id_empresa, anio, ultimo }
    })
    if (folios.length > 0) {
      yield* sql`INSERT INTO folios_documento ${sql.insert(folios)}
        ON CONFLICT (serie, id_empresa, anio) DO UPDATE SET ultimo = excluded.ultimo`
    }
    return contracts.length
  })
