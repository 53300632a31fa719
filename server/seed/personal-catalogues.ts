import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The personal catalogues the seeds' people name (parentesco of the emergency contact, blood
// type, reason for leaving, payroll bank, civil status, schooling), read back from the database:
// migration 0070 fills the first four in every database, the demo's settings seed the others.

export interface PersonalCatalogues {
  readonly parentescos: ReadonlyArray<number>
  readonly tiposSangre: ReadonlyArray<number>
  readonly motivosBaja: ReadonlyArray<{ readonly id: number; readonly causa_imss: string }>
  readonly bancos: ReadonlyArray<string>
  readonly estadosCiviles: ReadonlyArray<number>
  readonly escolaridades: ReadonlyArray<number>
}

const ids = (table: string, key: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, number | string>>`SELECT ${sql(key)} AS id FROM ${sql(table)} WHERE activo = '1' ORDER BY ${sql(key)}`
    return rows.map((r) => r.id)
  })

export const readPersonalCatalogues = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const motivos = yield* sql<{ id: number | string; causa_imss: string }>`
    SELECT id_motivo_baja AS id, causa_imss FROM motivos_baja WHERE activo = '1' ORDER BY id_motivo_baja`
  return {
    parentescos: (yield* ids("parentescos", "id_parentesco")).map(Number),
    tiposSangre: (yield* ids("tipos_sangre", "id_tipo_sangre")).map(Number),
    motivosBaja: motivos.map((m) => ({ id: Number(m.id), causa_imss: m.causa_imss })),
    bancos: (yield* ids("bancos", "id_banco")).map(String),
    estadosCiviles: (yield* ids("cat_estados_civiles", "id_estado_civil")).map(Number),
    escolaridades: (yield* ids("escolaridades", "id_escolaridad")).map(Number),
  } satisfies PersonalCatalogues
})
