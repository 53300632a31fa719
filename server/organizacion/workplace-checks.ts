import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { refuse } from "../http/failure"
import type { Row } from "../records/table"

/**
 * A placed record's company and centre (domain/organizacion/workplace-fields.ts): they do not
 * change once stored, and the centre is one of that company. The router has refused a centre
 * outside the caller's role; one that names no centre, or a centre of another company, is
 * refused here.
 */
export const checkPlacedCentre = (
  request: Row,
  stored: Row | undefined,
  messages: { readonly centroFijo: string; readonly centroDeEmpresa: string },
) =>
  Effect.gen(function* () {
    const company = Number(request.id_empresa)
    const centre = Number(request.id_centro_trabajo)
    if (stored !== undefined && (Number(stored.id_empresa) !== company || Number(stored.id_centro_trabajo) !== centre)) {
      return yield* refuse(400, messages.centroFijo)
    }
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_empresa: number | string }>`SELECT id_empresa FROM centros_trabajo WHERE id_centro_trabajo = ${centre}`
    if (row === undefined || Number(row.id_empresa) !== company) return yield* refuse(400, messages.centroDeEmpresa)
  })
