import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type Lender, loanMessages, loanOrigin } from "../../domain/personal/prestamos-autorizados-vocabulary"
import { portalLinkTexts } from "../../domain/personal/portal-request-link"
import { personalLoans, personalLoansEndpoints } from "../../domain/personal/prestamos-autorizados"
import { refuse } from "../http/failure"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import type { RecordTable } from "../records/table"
import { type LoanDraft, checkLoanDraft } from "./prestamos-autorizados-checks"
import { attendCreated, checkPortalLink, linkAuditDetail, linkedId } from "./portal-request-link"
import { nextSerialKey } from "../records/serial-key"
import { loanBuilders } from "./prestamos-autorizados-documents"
import { employeeOwnedExpressions, employeeOwnedFrom } from "./employee-owned"

// The loans' RecordTable (descriptor: domain/personal/prestamos-autorizados.ts). The generic handlers
// list, read, create, update (while Capturado) and export, and its workflow sends and cancels;
// the hooks add what is the loan's own:
// - create and update apply the loan rule (./prestamos-autorizados-checks.ts) and store the terms
//   it answers (the person's periodicidad, the rate, the interest, the total, the discount per
//   period; the balance starts at the total) and the company it is granted in;
// - sending it to authorization judges the rule again first; cancelling is refused once a
//   payment was recorded (a step waiting in its flow is withdrawn by the workflow);
// - a loan captured from a kiosk request (id_solicitud) checks it first and leaves it Atendida
//   with the loan's folio, in the create's transaction (./portal-request-link.ts);
// - it is never deleted.

type Loan = typeof personalLoans

/** What the loan rule judges: the request's terms, or the stored ones as the loan is sent. */
type LoanTermsAsked = Pick<RequestOf<Loan>, "id_empleado" | "f_solicitud" | "monto" | "num_pagos" | "otorgante">

const draftOf = (asked: LoanTermsAsked, stored: EntityOf<Loan> | undefined): LoanDraft => ({
  id_prestamo: stored?.id_prestamo ?? null,
  // The person is fixed once the loan exists.
  id_empleado: stored?.id_empleado ?? asked.id_empleado,
  f_solicitud: asked.f_solicitud,
  monto: asked.monto,
  num_pagos: asked.num_pagos,
  otorgante: (asked.otorgante === "CAJA" ? "CAJA" : "EMPRESA") satisfies Lender,
})

export const personalLoansTable: RecordTable<Loan> = {
  descriptor: personalLoans,
  endpoints: personalLoansEndpoints,
  entity: "préstamo",
  table: "prestamos",
  from: employeeOwnedFrom("prestamos", "JOIN periodicidades_pago pp ON pp.id_periodicidad = t.id_periodicidad"),
  expressions: {
    ...employeeOwnedExpressions,
    periodicidad: "pp.n_periodicidad",
    // The company the loan was granted in (id_empresa is where the person works today), and the
    // period's code without the CHAR column's padding.
    id_empresa_prestamo: "t.id_empresa",
    id_periodicidad: "TRIM(t.id_periodicidad)",
    // The level waiting in the flow (autorizaciones, the authorization engine's steps).
    nivel_actual: `(SELECT MIN(a.nivel) FROM autorizaciones a WHERE a.origen = '${loanOrigin}' AND a.id_origen = t.id_prestamo AND a.resultado IS NULL)`,
  },
  generatedKey: () => nextSerialKey("prestamos"),
  documents: loanBuilders,
  // The person's company and the pay period the terms were worked out with, copied when stored.
  hookColumns: ["id_empresa", "id_periodicidad"],
  hooks: {
    beforeWrite: (request, mode, _stored, ctx) => (mode === "add" ? checkPortalLink("prestamos", request, ctx.principal) : Effect.void),
    toColumns: (request, mode, stored) =>
      Effect.gen(function* () {
        const draft = draftOf(request, stored)
        // The rule runs here, before anything is stored, and answers the terms to store.
        const { person, terms } = yield* checkLoanDraft(draft)
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
              id_solicitud: linkedId(request),
            }
          : common
      }),
    beforeTransition: (transition, stored) => {
      // Sending judges the limits again with what the database holds now (a salary or a
      // parameter may have changed since the capture) and stores the terms again.
      if (transition === "enviar-autorizacion")
        return Effect.map(checkLoanDraft(draftOf(stored, stored)), ({ terms }) => ({
          id_periodicidad: terms.id_periodicidad,
          tasa_interes: terms.tasa_interes,
          interes: terms.interes,
          total: terms.total,
          importe_descuento: terms.importe_descuento,
          saldo: terms.total,
        }))
      // A loan with a payment recorded is no longer cancelled.
      return Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [paid] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM prestamos_abonos WHERE id_prestamo = ${stored.id_prestamo}`
        if (Number(paid?.n ?? 0) > 0) return yield* refuse(409, loanMessages.noCancelable)
        return {}
      })
    },
    beforeDelete: () => Effect.fail(refuse(409, loanMessages.noEliminable)),
    afterWrite: (stored, mode, ctx) => {
      const id = linkedId(stored)
      return mode === "add" && id !== null ? attendCreated(id, portalLinkTexts.atendidaPrestamo(stored.id_prestamo ?? 0), ctx.principal) : Effect.void
    },
    auditDetail: (stored, mode) => {
      const notes = [
        stored.otorgante === "CAJA" && (stored.tasa_interes ?? 0) > 0
          ? `Préstamo de caja o fondo de ahorro con interés anual de ${stored.tasa_interes} %`
          : undefined,
        linkAuditDetail(stored, mode),
      ].filter((n) => n !== undefined)
      return notes.length === 0 ? undefined : notes.join(". ")
    },
  },
}
