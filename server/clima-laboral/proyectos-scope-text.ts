import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The scope line of a Clima laboral report's exports (CLI230, CLI260): the project and its centre.
export const projectScopeText = (q: { readonly id_proyecto: number }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n: string }>`
      SELECT p.n_proyecto || ' — ' || c.n_centro_trabajo AS n FROM proyectos_clima p
      JOIN centros_trabajo c ON c.id_centro_trabajo = p.id_centro_trabajo WHERE p.id_proyecto = ${q.id_proyecto}`
    return row?.n ?? ""
  })
