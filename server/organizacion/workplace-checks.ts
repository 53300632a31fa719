import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { refuse } from "../http/failure"

/** The company and centre of a placed record, as its request and its stored record type them. */
interface Placed {
  readonly id_empresa: number
  readonly id_centro_trabajo: number
}

/**
 * A placed record's company and centre (domain/organizacion/workplace-fields.ts): they do not
 * change once stored, and the centre is one of that company. The router has refused a centre
 * outside the caller's role; one that names no centre, or a centre of another company, is
 * refused here.
 */
export const checkPlacedCentre = (
  request: Placed,
  stored: Placed | undefined,
  messages: { readonly centroFijo: string; readonly centroDeEmpresa: string },
) =>
  Effect.gen(function* () {
    const company = request.id_empresa
    const centre = request.id_centro_trabajo
    if (stored !== undefined && (stored.id_empresa !== company || stored.id_centro_trabajo !== centre)) {
      return yield* refuse(400, messages.centroFijo)
    }
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_empresa: number }>`SELECT id_empresa FROM centros_trabajo WHERE id_centro_trabajo = ${centre}`
    if (row === undefined || row.id_empresa !== company) return yield* refuse(400, messages.centroDeEmpresa)
  })
