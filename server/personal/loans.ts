import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type Lender, loanMessages, loanOrigin } from "../../domain/personal-loans"
import { portalLinkTexts } from "../../domain/portal-request-link"
import { personalLoans, personalLoansEndpoints } from "../../domain/records/personal/loans"
import { Now } from "../clock"
import { ApiFailure } from "../http/failure"
import type { RecordTable, Row } from "../records/table"
import { type LoanDraft, checkLoanDraft } from "./loan-checks"
import { attendCreated, checkPortalLink, linkAuditDetail, linkedId } from "./portal-request-link"

// The loans' RecordTable (descriptor: domain/records/personal/loans.ts). The generic handlers
// list, read, create, update and export; the hooks add what is the loan's own:
// - create and update apply the loan rule (./loan-checks.ts) and store the terms it answers
//   (the person's periodicidad, the rate, the interest, the total, the discount per period; the
//   balance starts at the total) and the company it is granted in;
// - an update is allowed while Capturado only; the person never changes;
// - a loan captured from a kiosk request (id_solicitud) checks it first and leaves it Atendida
//   with the loan's folio, in the create's transaction (./portal-request-link.ts);
// - "delete" cancels: the loan stays, Cancelado, and a step waiting in its flow is withdrawn.
//   Not once a payment was recorded, nor after Rechazado, Liquidado or Cancelado.

const refuse = (status: number, message: string) => new ApiFailure({ status, message })

const stamp = Effect.map(Now, (now) => new Date(now()).toISOString())

const draftOf = (request: Row, stored: Row | undefined): LoanDraft => ({
  id_prestamo: stored === undefined ? null : Number(stored.id_prestamo),
  id_empleado: Number(stored?.id_empleado ?? request.id_empleado),
  f_solicitud: String(request.f_solicitud),
  monto: Number(request.monto),
  num_pagos: Number(request.num_pagos),
  otorgante: (request.otorgante === "CAJA" ? "CAJA" : "EMPRESA") satisfies Lender,
})

/** The next folio, read in the create's transaction (the identity on PostgreSQL). */
const nextLoanFolio = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql.onDialectOrElse({
    pg: () => sql<{ id: number | string }>`SELECT nextval(pg_get_serial_sequence('prestamos', 'id_prestamo')) AS id`,
    orElse: () => sql<{ id: number | string }>`SELECT COALESCE(MAX(id_prestamo), 0) + 1 AS id FROM prestamos`,
  })
  return { id_prestamo: Number(row?.id) }
})

export const personalLoansTable: RecordTable = {
  descriptor: personalLoans,
  endpoints: personalLoansEndpoints,
  entity: "préstamo",
  table: "prestamos",
  from: `prestamos t
    JOIN empleados e ON e.id_empleado = t.id_empleado
    JOIN periodicidades_pago pp ON pp.id_periodicidad = t.id_periodicidad`,
  expressions: {
    colaborador: "COALESCE(e.num_empleado, '') || ' - ' || e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '')",
    periodicidad: "pp.n_periodicidad",
    // The level waiting in the flow (autorizaciones, the authorization engine's steps).
    nivel_actual: `(SELECT MIN(a.nivel) FROM autorizaciones a WHERE a.origen = '${loanOrigin}' AND a.id_origen = t.id_prestamo AND a.resultado IS NULL)`,
    id_empresa: "e.id_empresa",
    id_centro_trabajo: "e.id_centro_trabajo",
  },
  generatedKey: () => nextLoanFolio,
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      mode === "edit"
        ? stored !== undefined && stored.estado !== "Capturado"
          ? Effect.fail(refuse(409, loanMessages.soloCapturado))
          : Effect.void
        : checkPortalLink("prestamos", request, ctx.principal),
    toColumns: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        const draft = draftOf(request, stored)
        // The rule runs here, before anything is stored, and answers the terms to store.
        const { person, terms } = yield* checkLoanDraft(draft)
        const at = yield* stamp
        const common = {
          f_solicitud: draft.f_solicitud,
          monto: draft.monto,
          num_pagos: draft.num_pagos,
          otorgante: draft.otorgante,
          id_periodicidad: terms.id_periodicidad,
          tasa_interes: terms.tasa_interes,
          interes: terms.interes,
          total: terms.total,
          importe_descuento: terms.importe_descuento,
          f_primer_descuento: request.f_primer_descuento,
          saldo: terms.total,
          motivo: request.motivo ?? null,
        }
        return mode === "add"
          ? {
              ...common,
              id_empleado: draft.id_empleado,
              id_empresa: person.id_empresa,
              estado: "Capturado",
              id_usuario_alta: ctx.principal.id_usuario,
              f_alta: at,
              id_solicitud: linkedId(request),
            }
          : { ...common, f_modificacion: at }
      }),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const open = stored.estado === "Capturado" || stored.estado === "En autorización" || stored.estado === "Vigente"
        const [paid] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM prestamos_abonos WHERE id_prestamo = ${Number(stored.id_prestamo)}`
        if (!open || Number(paid?.n ?? 0) > 0) return yield* refuse(409, loanMessages.noCancelable)
      }),
    softDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const id = Number(stored.id_prestamo)
        // The waiting step leaves the approver's list: nothing is left to decide.
        yield* sql`DELETE FROM autorizaciones WHERE origen = ${loanOrigin} AND id_origen = ${id} AND resultado IS NULL`
        yield* sql`UPDATE prestamos SET estado = 'Cancelado', f_modificacion = ${yield* stamp}
          WHERE id_prestamo = ${id} AND estado IN ('Capturado', 'En autorización', 'Vigente')`
      }),
    afterWrite: (stored, mode, ctx) => {
      const id = linkedId(stored)
      return mode === "add" && id !== null ? attendCreated(id, portalLinkTexts.atendidaPrestamo(Number(stored.id_prestamo)), ctx.principal) : Effect.void
    },
    auditDetail: (stored, mode) => {
      const notes = [
        stored.otorgante === "CAJA" && Number(stored.tasa_interes ?? 0) > 0
          ? `Préstamo de caja o fondo de ahorro con interés anual de ${Number(stored.tasa_interes)} %`
          : undefined,
        linkAuditDetail(stored, mode),
      ].filter((n) => n !== undefined)
      return notes.length === 0 ? undefined : notes.join(". ")
    },
  },
}
