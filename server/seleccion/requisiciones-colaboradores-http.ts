import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { barredPhrasesIn, discriminatoryRequirement } from "../../domain/rules/seleccion-lenguaje-discriminatorio"
import type { requisitionCallEndpoints } from "../../domain/seleccion/requisiciones-colaboradores-api"
import type { Principal } from "../auth/principal"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { scopeCondition } from "../records/queries"
import { activeBarredPhrases } from "./palabras-vetadas"

// SEL100's named calls: `/validar-texto-requisicion` (the schema has decoded the text; the active
// barred phrases judge it) and `/get-requisiciones` (the caller's centres only; states bound).

const requisitionOptions = (principal: Principal, estados: ReadonlyArray<string> | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const states = estados === undefined || estados.length === 0 ? null : [...new Set(estados)]
    const rows = yield* sql<{ id_requisicion: number | string; folio: string; n_puesto: string; n_depto: string; id_posicion: string | null; num_vacantes: number | string; f_requerida: string; estado: string }>`
      SELECT t.id_requisicion, t.folio, pu.n_puesto, dp.n_depto, t.id_posicion, t.num_vacantes, CAST(t.f_requerida AS VARCHAR(10)) AS f_requerida, t.estado
      FROM requisiciones t JOIN puestos pu ON pu.id_puesto = t.id_puesto JOIN departamentos dp ON dp.id_depto = t.id_depto
      WHERE ${states === null ? sql`t.estado <> 'Cancelada'` : sql.in("t.estado", states)}
        AND ${scopeCondition(sql, "centro_trabajo", "t.id_centro_trabajo", principal)}
      ORDER BY t.id_requisicion DESC`
    return rows.map((r) => ({ ...r, id_requisicion: Number(r.id_requisicion), num_vacantes: Number(r.num_vacantes) }))
  })

export const requisitionCallHandlers: HandlersOf<typeof requisitionCallEndpoints> = {
  getRequisiciones: (request, context) => Effect.map(Effect.flatMap(principalOf(context), (p) => requisitionOptions(p, request.estados)), (list) => ok(list)),
  validarTextoRequisicion: (request) =>
    Effect.map(activeBarredPhrases, (phrases) => {
      const coincidencias = barredPhrasesIn(request.texto, phrases)
      const [first] = coincidencias
      return ok({ coincidencias, mensaje: first === undefined ? null : discriminatoryRequirement(first.frase) })
    }),
}
