import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { administrativeRecords, administrativeRecordsEndpoints } from "../../domain/personal/actas-administrativas"
import { actaMessages } from "../../domain/personal/actas-administrativas-rules"
import type { RequestOf } from "../../domain/records/descriptor"
import { fraccionOfCatalogue, rescissionNoticeDue } from "../../domain/rules/lft-47"
import { pastPrescription } from "../../domain/rules/lft-517"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { fieldColumns } from "../records/field-columns"
import type { HookContext, RecordTable } from "../records/table"
import { nextSerialKey } from "../records/serial-key"
import { folioSeries, nextFolio } from "../documents/folio"
import { actaBuilders } from "./actas-administrativas-document"
import { employeeOwnedExpressions, employeeOwnedFrom, personCompany } from "./employee-owned"
import { checkPersonRows, copyPersonNames } from "./person-rows"

// The actas' RecordTable (descriptor: domain/personal/actas-administrativas.ts). The
// generic handlers list, read, create, update, delete and export; the hooks add the acta's own:
// (only a Borrador is changed or deleted, and the states move, by the descriptor's workflow);
// - the person exists, and a new acta is about an active one; the facts are not in the future
//   (the server's clock, Mexico City's day);
// - a tipo de falta, when named, exists and stands for the same LFT art. 47 fraction;
// - the employees named as participants or witnesses exist and are inside the caller's centres
//   (the router's scope reads only the acta's own id_empleado); their names are copied beside
//   their ids once saved, so the printed acta keeps them;
// - the server stores what follows from the dates: the art. 517 warning (the descriptor's warning
//   is also the audit row's note) and, for a rescission, the last day to deliver the notice (five
//   working days);
// - the folio AA-{empresa}-{año}-{consecutivo} (the document service's counter) is drawn on create
//   from the person's company and the acta's year, and never changes;
// - its two documents' builders: ./actas-administrativas-document.ts.

type ActaRequest = RequestOf<typeof administrativeRecords>

const checkFault = (request: ActaRequest) =>
  Effect.gen(function* () {
    if (typeof request.id_tipo_falta !== "number") return
    const sql = yield* SqlClient.SqlClient
    const [fault] = yield* sql<{ fraccion_lft47: string | null }>`SELECT fraccion_lft47 FROM tipos_falta WHERE id_tipo_falta = ${request.id_tipo_falta}`
    if (fault === undefined) return yield* refuse(400, actaMessages.tipoFaltaInexistente)
    if (fraccionOfCatalogue(fault.fraccion_lft47 ?? "") !== request.fraccion_lft47) return yield* refuse(400, actaMessages.tipoFalta)
  })

const beforeWrite = (request: ActaRequest, mode: "add" | "edit", stored: { readonly id_empleado: number } | undefined, ctx: HookContext) =>
  Effect.gen(function* () {
    yield* personCompany(stored?.id_empleado ?? request.id_empleado, mode, actaMessages.colaboradorInactivo)
    if (request.f_hechos > (yield* todayInMexico)) return yield* refuse(400, actaMessages.hechosFuturos)
    yield* checkFault(request)
    yield* checkPersonRows([...request.participantes, ...request.testigos], ctx.principal.id_rol, "Alguno de los participantes o testigos no existe")
  })

/** The fields' columns (the person fixed once stored), and what the dates decide. */
const ownColumns = (request: ActaRequest) => {
  const { id_empleado: _fixed, ...fields } = fieldColumns(administrativeRecords, request, "edit")
  return {
    ...fields,
    fuera_plazo: pastPrescription(request.f_conocimiento, request.f_acta) ? "1" : "0",
    f_limite_aviso: request.sancion === "RE" ? rescissionNoticeDue(request.f_acta) : null,
  }
}

export const administrativeRecordsTable: RecordTable<typeof administrativeRecords> = {
  descriptor: administrativeRecords,
  endpoints: administrativeRecordsEndpoints,
  entity: "acta administrativa",
  table: "actas_administrativas",
  from: employeeOwnedFrom("actas_administrativas", "LEFT JOIN tipos_falta tf ON tf.id_tipo_falta = t.id_tipo_falta"),
  expressions: {
    ...employeeOwnedExpressions,
    // The company the acta was drawn up in (its folio's), not the person's today.
    id_empresa: "t.id_empresa",
    n_tipo_falta: "tf.n_tipo_falta",
  },
  children: {
    participantes: { table: "actas_participantes", parent: { id_acta: "id_acta" }, order: "orden" },
    testigos: { table: "actas_testigos", parent: { id_acta: "id_acta" }, order: "orden" },
  },
  generatedKey: () => nextSerialKey("actas_administrativas"),
  hooks: {
    beforeWrite,
    toColumns: (request, mode) =>
      Effect.gen(function* () {
        if (mode === "edit") return ownColumns(request)
        const company = yield* personCompany(request.id_empleado, mode, actaMessages.colaboradorInactivo)
        const folio = yield* nextFolio(folioSeries.actaAdministrativa, company, Number(request.f_acta.slice(0, 4)))
        return { ...ownColumns(request), id_empleado: request.id_empleado, id_empresa: company, folio, estado: "Borrador" }
      }),
    afterWrite: (stored, mode) =>
      mode === "delete" || stored.id_acta === null ? Effect.void : copyPersonNames(["actas_participantes", "actas_testigos"], "id_acta", stored.id_acta),
  },
  documents: actaBuilders,
}
