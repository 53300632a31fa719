import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { notifyFlags, selectorFields } from "../../../domain/configuraciones/flujos-autorizacion"

// Request types, responsibility types and one authorization flow per request type.
// Column names are the wire names; the 25 flag columns come from the domain's list (constants,
// never client text), hence sql.unsafe for the generated part.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE tipos_solicitud (
    id_tipo_solicitud INTEGER PRIMARY KEY,
    n_tipo_solicitud VARCHAR(100) NOT NULL
  )`
  yield* sql`CREATE TABLE tipos_responsabilidad (
    id_tipo_resp INTEGER PRIMARY KEY,
    n_tipo_resp VARCHAR(100) NOT NULL
  )`
  const flag = (name: string) => `${name} SMALLINT NOT NULL DEFAULT 0 CHECK (${name} IN (0, 1))`
  const selector = (name: string) => `${name} INTEGER REFERENCES tipos_responsabilidad (id_tipo_resp)`
  yield* sql.unsafe(`CREATE TABLE flujos_autorizacion (
    id_tipo_solicitud INTEGER PRIMARY KEY REFERENCES tipos_solicitud (id_tipo_solicitud) ON DELETE CASCADE,
    id_posicion BIGINT,
    n_posicion VARCHAR(150) NOT NULL DEFAULT '',
    ${flag("validacion")},
    niveles SMALLINT NOT NULL DEFAULT 0 CHECK (niveles BETWEEN 0 AND 4),
    ${flag("emp_notifica")},
    ${flag("notificar")},
    ${selectorFields.map(selector).join(",\n    ")},
    ${notifyFlags.map(flag).join(",\n    ")}
  )`)
})
