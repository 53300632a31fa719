import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { offerPreHireMessages as m, offerPreHires, offerPreHiresEndpoints } from "../../domain/seleccion/pre-alta-candidatos"
import type { Principal } from "../auth/principal"
import { forbidden, refuse, refuseField } from "../http/failure"
import { checkEmployeePart, notPending, preHiresTable } from "../personal/pre-alta-candidatos"
import { scopeCondition } from "../records/queries"
import { nextSerialKey } from "../records/serial-key"
import type { RecordTable, Row } from "../records/table"
import { isVisible } from "../records/visible"

// SEL370's RecordTable (descriptor: domain/seleccion/pre-alta-candidatos.ts): GP250's table
// (server/personal/pre-alta-candidatos.ts) read through the accepted offer it names, so its list
// holds only the pre-altas of offers. Its state, its names and the employee record's checks are
// GP250's; a new one names an Aceptada offer of one of the caller's centres whose candidate has
// no other pre-alta in course, and the candidate is the offer's. Cancelling keeps it (Cancelado).

const offerOf = (id_oferta: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [o] = yield* sql<{ estado: string; id_candidato: number | string; ve: unknown }>`
      SELECT o.estado, a.id_candidato, CASE WHEN ${scopeCondition(sql, "centro_trabajo", "r.id_centro_trabajo", principal)} THEN 1 ELSE 0 END AS ve
      FROM sel_ofertas o
        JOIN sel_asignaciones a ON a.id_asignacion = o.id_asignacion
        JOIN vacantes v ON v.id_vacante = a.id_vacante
        JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
      WHERE o.id_oferta = ${id_oferta}`
    if (o === undefined) return yield* refuseField("id_oferta", m.ofertaNoExiste)
    if (!isVisible(o.ve)) return yield* forbidden()
    if (o.estado !== "Aceptada") return yield* refuse(409, m.ofertaNoAceptada)
    const open = yield* sql`SELECT 1 AS x FROM pre_altas WHERE id_candidato = ${Number(o.id_candidato)} AND cancelada = '0'`
    if (open.length > 0) return yield* refuse(409, m.otraPreAlta)
    return Number(o.id_candidato)
  })

const writtenColumns = Object.entries(offerPreHires.fields)
  .filter(([, f]) => f.derived !== true)
  .map(([name]) => name)

const columnsOf = (request: Row): Record<string, unknown> => Object.fromEntries(writtenColumns.filter((c) => c in request).map((c) => [c, request[c] ?? null]))

export const offerPreHiresTable: RecordTable<typeof offerPreHires> = {
  descriptor: offerPreHires,
  endpoints: offerPreHiresEndpoints,
  entity: "pre-alta",
  table: "pre_altas",
  from: `${preHiresTable.from}
    JOIN sel_ofertas o ON o.id_oferta = t.id_oferta
    JOIN sel_asignaciones sa ON sa.id_asignacion = o.id_asignacion
    JOIN vacantes v ON v.id_vacante = sa.id_vacante`,
  expressions: { ...preHiresTable.expressions, folio_oferta: "o.folio", n_vacante: "v.titulo", id_candidato: "t.id_candidato" },
  generatedKey: () => nextSerialKey("pre_altas"),
  hookColumns: ["id_candidato"],
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        if (stored !== undefined && stored.estado !== "Pendiente") return yield* notPending(stored.estado)
        if (mode === "add") yield* offerOf(request.id_oferta, ctx.principal)
        yield* checkEmployeePart(request, stored?.id_empleado ?? null, stored?.id_pre_alta ?? null)
      }),
    toColumns: (request, mode, _stored, ctx) =>
      Effect.gen(function* () {
        const columns = columnsOf(request)
        if (mode === "edit") {
          // The offer, and so the candidate, of a pre-alta never change.
          delete columns.id_oferta
          return columns
        }
        return { ...columns, id_candidato: yield* offerOf(request.id_oferta, ctx.principal), cancelada: "0" }
      }),
    beforeDelete: (stored) => (stored.estado === "Pendiente" ? Effect.void : Effect.fail(notPending(stored.estado))),
    softDelete: (stored) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE pre_altas SET cancelada = '1' WHERE id_pre_alta = ${stored.id_pre_alta}`).pipe(Effect.asVoid),
  },
}
