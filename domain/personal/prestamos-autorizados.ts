import { lenderChoices, loanMessages, loanOrigin, loanRequestType } from "./prestamos-autorizados-vocabulary"
import { defaultMessages, type RecordRule, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { sampled } from "../records/field-extras"
import { date, integer, money, percent, select, text, textarea } from "../records/field"
import { portalRequestLink } from "./portal-request-link-field"
import { employeeOwner, employeeWorkplace } from "./employee-fields"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, stateField } from "../records/workflow"
import { notBefore } from "../records/rules"
import { sendForAuthorization } from "../records/send-for-authorization"

// Préstamos autorizados (DOMAIN-MX 4.11; GP100 guards it, DOMAIN-MX 0 [D]). A loan is captured
// here, edited while Capturado, sent to the flow of the request type PRESTAMO by its workflow's
// transition (POST /prestamos/:id/enviar-autorizacion), Vigente once approved (Rechazado once
// rejected), and Liquidado when its abonos cover it (POST /abonar-prestamo). Its payment schedule and
// account statement are its documents (GET /prestamos/:id/calendario, /prestamos/:id/estado-cuenta).
// The records platform fits: the list, the one-record read,
// create, the update while Capturado and the export are the generic ones; a loan is never
// deleted: its workflow cancels it (kept as Cancelado).
//
// The limits of the system parameters and the law are one pure rule (domain/rules/loan-limits.ts)
// the server applies in the write's transaction, with what it reads from the database (the
// person's pay and period, the zone's minimum wage, the month's and the year's loans). The
// terms it answers (periodicidad, rate, interest, total, discount per period) and the balance
// are derived: stored by the server, never written by a request.

const folioOf = (r: Readonly<Record<string, unknown>>) => String(r.id_prestamo ?? "")

/**
 * Sending waits for the PRESTAMO flow of Flujos de autorización: En autorización until its last
 * approval (Vigente) or a rejection (Rechazado, with the approver's comment); with no flow
 * configured it is Vigente at once. The server judges the limits again as it is sent (the loan's
 * `beforeTransition`). The codes are loanStates, which the table's CHECK lists.
 */
export const loanWorkflow: Workflow = {
  field: "estado",
  states: [
    { code: "Capturado", label: "Capturado", tone: "neutral" },
    { code: "En autorización", label: "En autorización", tone: "info" },
    { code: "Rechazado", label: "Rechazado", tone: "danger" },
    { code: "Vigente", label: "Vigente", tone: "success" },
    { code: "Liquidado", label: "Liquidado", tone: "neutral" },
    { code: "Cancelado", label: "Cancelado", tone: "warning" },
  ],
  stamps: { at: "f_modificacion" },
  transitions: [
    sendForAuthorization({
      named: (r) => `el préstamo ${folioOf(r)}`,
      from: "Capturado",
      to: "Vigente",
      key: "GP100",
      refused: loanMessages.noEnviable,
      done: loanMessages.enviado,
      authorization: {
        requestType: loanRequestType,
        origin: loanOrigin,
        rejected: "Rechazado",
        authorized: { at: "f_autorizacion" },
        direct: loanMessages.vigenteYa,
      },
    }),
    {
      // Not once a payment was recorded either: only the server knows them (its `beforeTransition`).
      id: "cancelar",
      label: "Cancelar préstamo",
      from: ["Capturado", "En autorización", "Vigente"],
      to: "Cancelado",
      key: "GP100",
      refused: loanMessages.noCancelable,
      done: loanMessages.cancelado,
      actionLabel: (r) => `Cancelar el préstamo ${folioOf(r)}`,
      icon: "cancel",
      question: (r) => `¿Cancelar el préstamo ${folioOf(r)}? El préstamo se conserva como Cancelado.`,
    },
  ],
  // Changed only while Capturado; never deleted: a loan is cancelled, and kept.
  editable: { states: ["Capturado"], updateRefused: loanMessages.soloCapturado, deleteRefused: loanMessages.noEliminable },
}

const rules: ReadonlyArray<RecordRule> = [
  {
    field: "monto",
    reads: ["monto"],
    check: (v) => (typeof v.monto === "number" && v.monto <= 0 ? loanMessages.montoRequerido : undefined),
  },
  {
    field: "num_pagos",
    reads: ["monto", "num_pagos"],
    check: (v) => (typeof v.monto === "number" && typeof v.num_pagos === "number" && v.monto > 0 && v.monto < v.num_pagos ? loanMessages.montoPagos : undefined),
  },
  notBefore("f_primer_descuento", "f_solicitud", loanMessages.primerDescuento),
]

export const personalLoans = defineRecord({
  resource: "prestamos",
  title: "Préstamos autorizados",
  singular: "préstamo",
  keys: ["GP100"],
  messages: defaultMessages,
  deletable: () => false,
  fields: {
    ...createdStamps,
    ...changedStamp,
    id_prestamo: integer({ label: "Folio", key: true, derived: true, column: true, sortable: true }),
    ...employeeOwner(),
    f_solicitud: date({ label: "Fecha de solicitud", required: "La fecha de solicitud es requerida", column: true, sortable: true, filter: true }),
    monto: sampled(money({ label: "Monto", required: loanMessages.montoRequerido, max: 1_000_000, column: true, sortable: true }), (fc) =>
      fc.integer({ min: 1000, max: 3000 }),
    ),
    num_pagos: sampled(integer({ label: "Número de pagos", required: "El número de pagos es requerido", min: 1, max: 520, column: true }), (fc) =>
      fc.integer({ min: 4, max: 12 }),
    ),
    // The employer's loan is the usual one (and carries no interest, LFT art. 111).
    otorgante: {
      ...sampled(select({ label: "Otorgante", choices: lenderChoices, required: "El otorgante es requerido", column: true, filter: true }), (fc) =>
        fc.constantFrom("EMPRESA", "CAJA"),
      ),
      initial: "EMPRESA",
    },
    periodicidad: text({ label: "Periodicidad", max: 60, derived: true, column: true }),
    importe_descuento: money({ label: "Descuento por periodo", derived: true, column: true }),
    f_primer_descuento: date({ label: "Primer descuento", required: "La fecha del primer descuento es requerida", column: true, sortable: true }),
    saldo: money({ label: "Saldo", derived: true, column: true, sortable: true }),
    estado: stateField(loanWorkflow.states),
    nivel_actual: integer({ label: "Nivel actual", derived: true }),
    tasa_interes: percent({ label: "Tasa de interés anual", derived: true, exported: true }),
    interes: money({ label: "Interés", derived: true, exported: true }),
    total: money({ label: "Total a pagar", derived: true, exported: true }),
    motivo: textarea({ label: "Motivo", max: 500, exported: true }),
    // What the loan's documents and detail read and the list does not show: the company the loan
    // was granted in (id_empresa is where the person works today), the pay period's code and the
    // approver's comment of a rejection. Derived: the server stores them, never a request.
    id_empresa_prestamo: integer({ label: "Empresa del préstamo", derived: true }),
    id_periodicidad: text({ label: "Clave de periodicidad", max: 2, derived: true }),
    comentario_rechazo: textarea({ label: "Comentario de rechazo", max: 500, derived: true }),
    id_solicitud: portalRequestLink(),
    // Where the person works today: the list's company and centre filters.
    ...employeeWorkplace(),
  },
  rules,
  workflow: loanWorkflow,
  defaultOrder: { field: "id_prestamo", direction: "desc" },
  // Views of the loan in any state, never issued documents: its folio is the loan's own.
  documents: [
    { name: "calendario", label: "Calendario de pagos" },
    { name: "estado-cuenta", label: "Estado de cuenta" },
  ],
})

export const personalLoansEndpoints = resourceEndpoints("Prestamos", personalLoans)
