import { catalogNames } from "../../api/catalogs"
import { lenderChoices, loanMessages, loanStates } from "../../personal-loans"
import type { RecordDescriptor, RecordRule } from "../descriptor"
import { resourceEndpoints } from "../endpoints"
import { sampled } from "../field-extras"
import { date, integer, money, percent, select, text, textarea } from "../field"
import { portalRequestLink } from "./portal-request-link"

// Préstamos autorizados (DOMAIN-MX 4.11; GP100 guards it, DOMAIN-MX 0 [D]). A loan is captured
// here, edited while Capturado, sent to the flow of the request type PRESTAMO
// (POST /enviar-autorizacion-prestamo, domain/api/personal-loans.ts), Vigente once approved, and
// Liquidado when its abonos cover it. The records platform fits: the list, the one-record read,
// create, the update while Capturado and the export are the generic ones; "delete" cancels (the
// loan is kept as Cancelado), never removes.
//
// The limits of the system parameters and the law are one pure rule (domain/rules/loan-limits.ts)
// the server applies in the write's transaction, with what it reads from the database (the
// person's pay and period, the zone's minimum wage, the month's and the year's loans). The
// terms it answers (periodicidad, rate, interest, total, discount per period) and the balance
// are derived: stored by the server, never written by a request.

const states = loanStates.map((s) => ({ id: s, label: s }))

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
  {
    field: "f_primer_descuento",
    reads: ["f_solicitud", "f_primer_descuento"],
    check: (v) =>
      typeof v.f_solicitud === "string" && typeof v.f_primer_descuento === "string" && v.f_primer_descuento < v.f_solicitud ? loanMessages.primerDescuento : undefined,
  },
]

export const personalLoans: RecordDescriptor = {
  resource: "prestamos",
  title: "Préstamos autorizados",
  singular: "préstamo",
  keys: ["GP100"],
  messages: { created: "Datos guardados", updated: "Datos guardados", deleted: loanMessages.cancelado },
  fields: {
    id_prestamo: integer({ label: "Folio", key: true, derived: true, column: true, sortable: true }),
    id_empleado: sampled(
      select({ label: "Colaborador", integerId: true, required: "El colaborador es requerido", scope: "empleado", readOnlyInEdit: true, filter: true, exported: false }),
      (fc) => fc.integer({ min: 1, max: 50 }),
    ),
    colaborador: text({ label: "Colaborador", max: 250, derived: true, column: true, searchable: true, sortable: true }),
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
    estado: select({ label: "Estado", choices: states, derived: true, column: true, filter: true, sortable: true }),
    nivel_actual: integer({ label: "Nivel actual", derived: true }),
    tasa_interes: percent({ label: "Tasa de interés anual", derived: true, exported: true }),
    interes: money({ label: "Interés", derived: true, exported: true }),
    total: money({ label: "Total a pagar", derived: true, exported: true }),
    motivo: textarea({ label: "Motivo", max: 500, exported: true }),
    id_solicitud: portalRequestLink(),
    // Where the person works today: the list's company and centre filters.
    id_empresa: select({
      label: "Empresa",
      integerId: true,
      derived: true,
      filter: true,
      lookup: { catalogue: catalogNames.empresasDelRol, idColumn: "id_empresa", labelColumn: "n_empresa" },
    }),
    id_centro_trabajo: select({
      label: "Centro de trabajo",
      integerId: true,
      derived: true,
      filter: true,
      lookup: { catalogue: catalogNames.centrosDelRol, idColumn: "id_centro_trabajo", labelColumn: "n_centro_trabajo" },
    }),
  },
  rules,
  defaultOrder: { field: "id_prestamo", direction: "desc" },
}

export const personalLoansEndpoints = resourceEndpoints("Prestamos", personalLoans)
