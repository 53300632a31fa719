import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The personal catalogues the seeds' people name (parentesco of the emergency contact, blood
// type, reason for leaving, payroll bank), then read back. A catalogue that already has rows
// (a migration or another seed step filled it) is left alone and its rows are used.

const parentescos = ["Cónyuge", "Padre", "Madre", "Hijo(a)", "Hermano(a)", "Abuelo(a)", "Tío(a)", "Otro"]
const tiposSangre = ["O+", "O-", "A+", "A-", "B+", "B-", "AB+", "AB-"]
/** Reasons for leaving with their IMSS/IDSE cause (DOMAIN-MX 1.7). */
const motivosBaja: ReadonlyArray<readonly [string, string]> = [
  ["Renuncia voluntaria", "2"],
  ["Término de contrato", "1"],
  ["Abandono de empleo", "3"],
  ["Rescisión de la relación laboral", "8"],
  ["Ausentismo", "7"],
  ["Jubilación", "9"],
  ["Defunción", "4"],
  ["Otras causas", "6"],
]
/** Banks by the three-digit code that opens their CLABEs. */
const bancos: ReadonlyArray<readonly [string, string]> = [
  ["002", "Banamex"],
  ["012", "BBVA México"],
  ["014", "Santander"],
  ["021", "HSBC"],
  ["036", "Inbursa"],
  ["044", "Scotiabank"],
  ["072", "Banorte"],
  ["127", "Banco Azteca"],
  ["137", "BanCoppel"],
]

export interface PersonalCatalogues {
  readonly parentescos: ReadonlyArray<number>
  readonly tiposSangre: ReadonlyArray<number>
  readonly motivosBaja: ReadonlyArray<{ readonly id: number; readonly causa_imss: string }>
  readonly bancos: ReadonlyArray<string>
  readonly estadosCiviles: ReadonlyArray<number>
  readonly escolaridades: ReadonlyArray<number>
}

const isEmpty = (table: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql(table)}`
    return Number(row?.n ?? 0) === 0
  })

const ids = (table: string, key: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, number | string>>`SELECT ${sql(key)} AS id FROM ${sql(table)} WHERE activo = '1' ORDER BY ${sql(key)}`
    return rows.map((r) => r.id)
  })

export const seedPersonalCatalogues = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  if (yield* isEmpty("parentescos")) {
    yield* sql`INSERT INTO parentescos ${sql.insert(parentescos.map((n, i) => ({ id_parentesco: i + 1, n_parentesco: n, activo: "1" })))}`
  }
  if (yield* isEmpty("tipos_sangre")) {
    yield* sql`INSERT INTO tipos_sangre ${sql.insert(tiposSangre.map((n, i) => ({ id_tipo_sangre: i + 1, n_tipo_sangre: n, activo: "1" })))}`
  }
  if (yield* isEmpty("motivos_baja")) {
    yield* sql`INSERT INTO motivos_baja ${sql.insert(motivosBaja.map(([n, causa_imss], i) => ({ id_motivo_baja: i + 1, n_motivo_baja: n, causa_imss, activo: "1" })))}`
  }
  if (yield* isEmpty("bancos")) {
    yield* sql`INSERT INTO bancos ${sql.insert(bancos.map(([id_banco, n_banco]) => ({ id_banco, n_banco, activo: "1" })))}`
  }
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
