import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// A blank optional text is null from now on (domain/records/field.ts). Before, a blank second
// surname was stored as "" (or spaces), and every display name built from the parts
// (`nombre || ' ' || apellido_paterno || COALESCE(' ' || apellido_materno, '')`) read back with
// a trailing space that the answers' schemas refuse: the lists that name such a person failed
// for everyone. The rows stored that way are mended here.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const table of ["empleados", "candidatos", "pre_altas"]) {
    yield* sql`UPDATE ${sql.literal(table)} SET apellido_materno = NULL WHERE TRIM(apellido_materno) = ''`
  }
})
