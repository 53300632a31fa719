import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { satBanks } from "../../../domain/rules/sat-banks"

// The data every database needs in Personal's reference catalogues (tables of migration 0069),
// maintained afterwards by users in Tablas de referencia (GP050):
// - motivos de baja, one for each IMSS (IDSE) cause 1-9 and A (DOMAIN-MX 1.7);
// - tipos de falta, one for each fraction of LFT art. 47 and a few of the reglamento interior;
// - the main banks of the SAT's c_Banco, by the code that opens a CLABE;
// - tipos de sangre and parentescos.
// The banks come from domain/rules/sat-banks.ts, which tests read too; the rest is written here.
// A row whose key exists already (a database seeded before this migration) is kept as it is.

const numbered = (names: ReadonlyArray<string>) => names.map((name, i) => [i + 1, name] as const)

const parentescos = numbered([
  "Cónyuge",
  "Concubino(a)",
  "Padre",
  "Madre",
  "Hijo(a)",
  "Hermano(a)",
  "Abuelo(a)",
  "Nieto(a)",
  "Tío(a)",
  "Sobrino(a)",
  "Primo(a)",
  "Otro",
])

const tiposSangre = numbered(["O+", "O-", "A+", "A-", "B+", "B-", "AB+", "AB-"])

const motivosBaja: ReadonlyArray<readonly [id: number, name: string, causa: string]> = [
  [1, "Término de contrato", "1"],
  [2, "Renuncia voluntaria", "2"],
  [3, "Abandono de empleo", "3"],
  [4, "Defunción", "4"],
  [5, "Clausura", "5"],
  [6, "Otras causas", "6"],
  [7, "Ausentismo", "7"],
  [8, "Rescisión de la relación laboral", "8"],
  [9, "Jubilación", "9"],
  [10, "Pensión", "A"],
]

const tiposFalta: ReadonlyArray<readonly [id: number, name: string, fraccion: string]> = [
  [1, "Certificados o referencias falsos", "I"],
  [2, "Falta de probidad u honradez", "II"],
  [3, "Actos de violencia, amagos o injurias", "II"],
  [4, "Violencia contra compañeros de trabajo", "III"],
  [5, "Violencia contra el patrón fuera del servicio", "IV"],
  [6, "Daño intencional a bienes de la empresa", "V"],
  [7, "Daño grave por negligencia", "VI"],
  [8, "Imprudencia que comprometa la seguridad", "VII"],
  [9, "Actos inmorales u hostigamiento sexual", "VIII"],
  [10, "Revelación de secretos de la empresa", "IX"],
  [11, "Más de tres faltas injustificadas en 30 días", "X"],
  [12, "Desobediencia", "XI"],
  [13, "Negativa a adoptar medidas preventivas", "XII"],
  [14, "Presentarse en estado de embriaguez o bajo narcóticos", "XIII"],
  [15, "Sentencia de prisión", "XIV"],
  [16, "Falta de documentos exigidos por la ley", "XIVB"],
  [17, "Causa análoga a las anteriores", "XV"],
  [18, "Falta injustificada", "RI"],
  [19, "Retardo injustificado", "RI"],
  [20, "Incumplimiento del reglamento interior", "RI"],
]

/** Inserts the rows whose key is not in the table yet. */
const insertMissing = (table: string, key: string, rows: ReadonlyArray<Readonly<Record<string, string | number>>>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const present = new Set((yield* sql<Record<string, string | number>>`SELECT ${sql(key)} AS k FROM ${sql(table)}`).map((r) => String(r.k)))
    const missing = rows.filter((r) => !present.has(String(r[key])))
    if (missing.length > 0) yield* sql`INSERT INTO ${sql(table)} ${sql.insert(missing)}`
  })

export default Effect.gen(function* () {
  yield* insertMissing("parentescos", "id_parentesco", parentescos.map(([id, n]) => ({ id_parentesco: id, n_parentesco: n, activo: "1" })))
  yield* insertMissing("tipos_sangre", "id_tipo_sangre", tiposSangre.map(([id, n]) => ({ id_tipo_sangre: id, n_tipo_sangre: n, activo: "1" })))
  yield* insertMissing("motivos_baja", "id_motivo_baja", motivosBaja.map(([id, n, causa]) => ({ id_motivo_baja: id, n_motivo_baja: n, causa_imss: causa, activo: "1" })))
  yield* insertMissing("tipos_falta", "id_tipo_falta", tiposFalta.map(([id, n, fraccion]) => ({ id_tipo_falta: id, n_tipo_falta: n, fraccion_lft47: fraccion, activo: "1" })))
  yield* insertMissing("bancos", "id_banco", satBanks.map(([id, n]) => ({ id_banco: id, n_banco: n, activo: "1" })))
})
