import { Effect, Stream } from "effect"
import type { NodoPosicion, OrganigramaExportRequest, organizationOrgChartEndpoints } from "../../domain/organizacion/organigramas-api"
import { buildOrgForest, chiefsOf, isVacant, preorder, withoutVacancies } from "../../domain/organizacion/organigramas-rules"
import type { Principal } from "../auth/principal"
import { type CellValue, xlsxResponse } from "../exports/xlsx"
import { ApiFailure, notFound } from "../http/failure"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import { readLetterhead } from "../pdf/letterhead"
import { renderPdf } from "../pdf/render"
import { pdfResponse } from "../pdf/response"
import { chartDate, chartHeading, chartNodes } from "./organigramas"
import { maxChiefPages, orgChartDocument, tooManyChiefs } from "./organigramas-pdf"

// The org chart's calls. The router has already refused (403) a company, centre or department
// outside the caller's work centres; the queries limit every answer to those centres as well.

const needsCompanyOrCentre = "Seleccione una empresa o un centro de trabajo"

/** The exports' forest on the date, without the lonely vacant seats when asked. */
const exportForest = (principal: Principal, request: OrganigramaExportRequest) =>
  Effect.gen(function* () {
    if (request.id_empresa === undefined && request.id_centro_trabajo === undefined) {
      return yield* new ApiFailure({ status: 400, message: needsCompanyOrCentre, detalles: [needsCompanyOrCentre] })
    }
    const fecha = yield* chartDate(request.fecha)
    const nodes = yield* chartNodes(principal, { ...request, fecha })
    const forest = buildOrgForest(nodes)
    return { fecha, nodes, forest: request.vacantes === "0" ? withoutVacancies(forest) : forest }
  })

const ddmmyyyy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

const rowOf = (node: NodoPosicion, level: number): ReadonlyArray<CellValue> => [
  level,
  node.id_posicion,
  node.n_posicion,
  node.id_posicion_jefe,
  node.n_puesto,
  node.n_depto,
  node.id_empleado,
  node.n_empleado,
  node.f_ingreso === null ? null : ddmmyyyy(node.f_ingreso),
  node.n_subordinados,
  isVacant(node) ? "Vacante" : "Ocupada",
]

export const organizationOrgChartHandlers: HandlersOf<typeof organizationOrgChartEndpoints> = {
  getArbolPosicionesFull: (filter, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* chartNodes(principal, filter))
    }),

  getOrgPosicion: (filter, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* chartNodes(principal, filter))
    }),

  organigramaPdf: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { fecha, forest } = yield* exportForest(principal, request)
      const chiefs = chiefsOf(forest).length
      if (chiefs > maxChiefPages) return yield* new ApiFailure({ status: 400, message: tooManyChiefs(chiefs), detalles: [tooManyChiefs(chiefs)] })
      const heading = yield* chartHeading(request)
      if (heading.id_empresa === null) return yield* notFound()
      const letterhead = yield* readLetterhead(heading.id_empresa)
      if (letterhead === null) return yield* notFound()
      const total = preorder(forest).length
      const scope = heading.n_centro_trabajo === null ? heading.n_empresa : `${heading.n_empresa} — ${heading.n_centro_trabajo}`
      const bytes = yield* renderPdf(orgChartDocument({ letterhead, scope, fecha, forest, total }))
      return pdfResponse(bytes, `Organigrama ${fecha}`)
    }),

  exportarOrganigrama: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { fecha, forest } = yield* exportForest(principal, request)
      const rows = preorder(forest).map(({ tree, level }) => rowOf(tree.node, level))
      return yield* xlsxResponse({
        filename: `Organigrama ${fecha}`,
        title: `Organigrama al ${ddmmyyyy(fecha)}`,
        columns: [
          { header: "Nivel", width: 8 },
          { header: "Clave", width: 12 },
          { header: "Posición", width: 32 },
          { header: "Jefe", width: 12 },
          { header: "Puesto", width: 28 },
          { header: "Departamento", width: 28 },
          { header: "No. de colaborador", width: 14 },
          { header: "Ocupante", width: 32 },
          { header: "Fecha de ingreso", width: 14 },
          { header: "Subordinados", width: 12 },
          { header: "Estado", width: 10 },
        ],
        rows: Stream.fromIterable(rows),
      })
    }),
}
