import { SqlClient } from "@effect/sql"
import { Effect, Stream } from "effect"
import { type MapaCompetenciasRequest, type competenciasMapaEndpoints, mapaMessages, maxFilasPdf } from "../../domain/api/competencias-mapa"
import { tipoTitles } from "../../domain/records/competencias/competency-types"
import { type CellValue, xlsxResponse } from "../exports/xlsx"
import { ApiFailure } from "../http/failure"
import { type HandlersOf, principalOf } from "../http/handler"
import { readLetterhead } from "../pdf/letterhead"
import { renderPdf } from "../pdf/render"
import { pdfResponse } from "../pdf/response"
import { competencyMapDocument } from "./competency-map-pdf"
import { readCellPeople, readCompetencyMap } from "./competency-map"

// Competencias de la organización (COM350): the map, a cell's people and the two exports. The
// router has checked the key COM350 and that a company or centre named is the role's; the reads
// count only people of the role's centres.

const ok = <A>(result: A) => ({ error: false as const, message: "", result })

const ddmmyyyy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

/** The title the exports print: "Competencias técnicas de la organización". */
const titleOf = (request: MapaCompetenciasRequest): string => `${tipoTitles[request.tipo]} de la organización`

/** What the map covers, in words: the company and centre, or every company of the role. */
const scopeText = (request: MapaCompetenciasRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const company =
      request.id_empresa === undefined ? undefined : (yield* sql<{ n_empresa: string }>`SELECT n_empresa FROM empresas WHERE id_empresa = ${request.id_empresa}`)[0]?.n_empresa
    const centre =
      request.id_centro_trabajo === undefined
        ? undefined
        : (yield* sql<{ n_centro_trabajo: string }>`SELECT n_centro_trabajo FROM centros_trabajo WHERE id_centro_trabajo = ${request.id_centro_trabajo}`)[0]
            ?.n_centro_trabajo
    return [company ?? "Todas las empresas", ...(centre === undefined ? [] : [centre])].join(" — ")
  })

export const competenciasMapaHandlers: HandlersOf<typeof competenciasMapaEndpoints> = {
  mapaCompetencias: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* readCompetencyMap(request, principal))
    }),

  personasCeldaCompetencias: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* readCellPeople(request, principal))
    }),

  exportarMapaCompetencias: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const mapa = yield* readCompetencyMap(request, principal)
      const label = request.agrupar === "depto" ? "Departamento" : "Puesto"
      const detail = request.agrupar === "depto" ? "Centro de trabajo" : "Empresa"
      // Two columns per competency: the average (a number the sheet can sum and chart) and its n.
      const rows = mapa.filas.map((f): ReadonlyArray<CellValue> => [f.clave, f.nombre, f.detalle, ...f.celdas.flatMap((c) => [c.promedio, c.n])])
      return yield* xlsxResponse({
        filename: `${titleOf(request)} ${request.fecha_corte}`,
        title: `${titleOf(request)} al ${ddmmyyyy(request.fecha_corte)} (${yield* scopeText(request)})`,
        columns: [
          { header: "Clave", width: 10 },
          { header: label, width: 30 },
          { header: detail, width: 28 },
          ...mapa.competencias.flatMap((c) => [{ header: `${c.n_competencia} (% cumplimiento)`, width: 18 }, { header: `${c.n_competencia} (n)`, width: 10 }]),
        ],
        rows: Stream.fromIterable(rows),
      })
    }),

  mapaCompetenciasPdf: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const mapa = yield* readCompetencyMap(request, principal)
      if (mapa.filas.length > maxFilasPdf) {
        const message = mapaMessages.demasiadasFilas(mapa.filas.length, maxFilasPdf)
        return yield* new ApiFailure({ status: 400, message, detalles: [message] })
      }
      const letterhead = request.id_empresa === undefined ? null : yield* readLetterhead(request.id_empresa)
      const bytes = yield* renderPdf(
        competencyMapDocument({ letterhead, title: titleOf(request), scope: yield* scopeText(request), fecha: request.fecha_corte, agrupar: request.agrupar, mapa }),
      )
      return pdfResponse(bytes, `${titleOf(request)} ${request.fecha_corte}`)
    }),
}
