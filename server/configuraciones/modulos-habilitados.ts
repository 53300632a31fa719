import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { SaveModuleSwitches } from "../../domain/configuraciones/modulos-habilitados"

// The switched-off modules (migration 0195): read by the bearer check with the session, and here.

export const switchedOffModules = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ id_modulo: string }>`SELECT id_modulo FROM modulos_deshabilitados ORDER BY id_modulo`
  return rows.map((r) => r.id_modulo)
})

/** Stores the switches in one transaction: a module switched on loses its row, one off gains it. */
export const storeModuleSwitches = (request: SaveModuleSwitches, id_usuario: string, at: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(
      Effect.forEach(
        request.modulos,
        (m) =>
          Effect.gen(function* () {
            yield* sql`DELETE FROM modulos_deshabilitados WHERE id_modulo = ${m.id_modulo}`
            if (m.habilitado === "0") yield* sql`INSERT INTO modulos_deshabilitados ${sql.insert({ id_modulo: m.id_modulo, id_usuario, f_cambio: at })}`
          }),
        { discard: true },
      ),
    )
  })
