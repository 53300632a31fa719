import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { CandidateProfileCatalog, ProfileCatalogRow, candidateRecordEndpoints } from "../../domain/seleccion/gestion-candidatos-api"
import { candidateRecordMessages as m } from "../../domain/seleccion/gestion-candidatos-vocabulary"
import { auditNote } from "../audit/trail"
import { forbidden, refuse } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { companyVisible } from "../records/queries"
import { isVisible } from "../records/visible"
import { anonymizeCandidate } from "./gestion-candidatos"
import { anonymizable } from "./gestion-candidatos-job"

// SEL200's calls (domain/seleccion/gestion-candidatos-api.ts). The catalogues are fixed queries
// chosen by the request's literal; nothing the client sends names a table or column.

const catalogQueries: { readonly [K in CandidateProfileCatalog]: string } = {
  escolaridades: "SELECT id_escolaridad AS id, n_escolaridad AS nombre, NULL AS id_padre FROM escolaridades WHERE activo = '1' ORDER BY id_escolaridad",
  fuentes: "SELECT id_fuente AS id, n_fuente AS nombre, NULL AS id_padre FROM sel_fuentes WHERE activo = '1' ORDER BY n_fuente, id_fuente",
  areas: "SELECT id_area AS id, n_area AS nombre, NULL AS id_padre FROM cat_areas ORDER BY n_area, id_area",
  paises: "SELECT id_pais AS id, n_pais AS nombre, NULL AS id_padre FROM paises ORDER BY n_pais, id_pais",
  estados: "SELECT id_estado AS id, n_estado AS nombre, id_pais AS id_padre FROM estados ORDER BY n_estado, id_estado",
  ciudades: "SELECT id_ciudad AS id, n_ciudad AS nombre, id_estado AS id_padre FROM ciudades ORDER BY n_ciudad, id_ciudad",
  tipos_certificado: "SELECT id_tipo_certificado AS id, n_tipo_certificado AS nombre, NULL AS id_padre FROM cat_tipos_certificado ORDER BY n_tipo_certificado, id_tipo_certificado",
  tipos_formacion: "SELECT id_tipo_formacion AS id, n_tipo_formacion AS nombre, NULL AS id_padre FROM cat_tipos_formacion ORDER BY n_tipo_formacion, id_tipo_formacion",
}

export const candidateRecordHandlers: HandlersOf<typeof candidateRecordEndpoints> = {
  getCatalogoTrabajoCandidato: (request) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql.unsafe<{ id: number | string; nombre: string; id_padre: number | string | null }>(catalogQueries[request.catalogo])
      return ok(rows.map((r): ProfileCatalogRow => ({ id: typeof r.id === "number" ? r.id : /^\d+$/.test(r.id) ? Number(r.id) : r.id, nombre: r.nombre, id_padre: r.id_padre === null ? null : Number(r.id_padre) })))
    }),

  anonimizarCandidato: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const [c] = yield* sql<{ estado: string; anonimizado: string; ve: unknown }>`
        SELECT c.estado, c.anonimizado, CASE WHEN ${companyVisible(sql, sql.literal("c.id_empresa"), principal.id_rol)} THEN 1 ELSE 0 END AS ve
        FROM candidatos c WHERE c.id_candidato = ${request.id_candidato}`
      if (c === undefined) return yield* refuse(404, m.candidato)
      if (!isVisible(c.ve)) return yield* forbidden()
      if (c.anonimizado === "1") return yield* refuse(409, m.anonimizadoYa)
      if (c.estado === "Contratado") return yield* refuse(409, m.contratadoAnonimizar)
      const free = yield* sql<{ x: number }>`SELECT 1 AS x FROM candidatos c WHERE c.id_candidato = ${request.id_candidato} AND ${anonymizable(sql)}`
      if (free.length === 0) return yield* refuse(409, m.enProceso)
      yield* anonymizeCandidate(request.id_candidato)
      yield* auditNote(context, { entidad: "candidato", clave: String(request.id_candidato), despues: { anonimizado: "1" } })
      return ok({ id_candidato: request.id_candidato }, m.anonimizadoHecho)
    }),
}
