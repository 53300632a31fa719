import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Who created or changed a row is a user id, an e-mail of up to 254 characters
// (usuarios.id_usuario); these columns were given 50, so on PostgreSQL a user with a longer
// e-mail could save nothing there. SQLite does not enforce a VARCHAR's length. The kiosk's user
// ids are their own, of 20 characters, and stay.
const columns: ReadonlyArray<readonly [table: string, column: string]> = [
  ["movimientos_personal", "id_usuario_alta"],
  ["evaluaciones_competencia", "id_usuario_alta"],
  ["necesidades_capacitacion", "id_usuario_alta"],
  ["cartas_laborales", "id_usuario_alta"],
  ["cartas_laborales", "id_usuario_emision"],
  ["reconocimientos", "id_usuario_alta"],
  ["propiedades", "id_usuario_alta"],
  ["responsivas", "id_usuario_alta"],
  ["actas_administrativas", "id_usuario_alta"],
  ["prestamos", "id_usuario_alta"],
  ["prestamos_abonos", "id_usuario"],
  ["ayudas_economicas", "id_usuario_alta"],
  ["contratos", "id_usuario_alta"],
  ["seguimientos_contratos", "id_usuario_alta"],
  ["finiquitos", "id_usuario_alta"],
  ["renovaciones_contratos", "id_usuario_alta"],
  ["cartas_finiquito", "id_usuario_alta"],
  ["proyectos_dnc", "id_usuario_autoriza"],
  ["proyectos_dnc", "id_usuario_alta"],
  ["necesidades_dnc", "id_usuario_alta"],
  ["proyectos_formacion", "id_usuario_alta"],
  ["presupuestos_formacion", "id_usuario_alta"],
  ["encuestas_opinion", "id_usuario_alta"],
  ["mejores_practicas", "id_usuario_alta"],
  ["proyectos_clima", "id_usuario_alta"],
  ["clima_acciones", "id_usuario_alta"],
  ["eva_encuestas", "id_usuario_alta"],
  ["eva_proyectos", "id_usuario_alta"],
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.onDialectOrElse({
    pg: () =>
      Effect.forEach(columns, ([table, column]) => sql.unsafe(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE VARCHAR(254)`), { discard: true }),
    orElse: () => Effect.void,
  })
})
