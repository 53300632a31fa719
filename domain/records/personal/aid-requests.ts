import { catalogNames } from "../../api/catalogs"
import { aidMessages, aidStates } from "../../personal-aid"
import type { RecordDescriptor } from "../descriptor"
import { resourceEndpoints } from "../endpoints"
import { sampled } from "../field-extras"
import { date, image, integer, money, select, text, textarea } from "../field"
import { portalRequestLink } from "./portal-request-link"

// Ayudas económicas (DOMAIN-MX 4.9; GP100 guards it, DOMAIN-MX 0 [D]). An aid is captured here
// under a tipo de ayuda, edited while Capturada (its proof uploaded then: a file needs a stored
// record to belong to), sent to the flow of the request type AYUDA
// (POST /enviar-autorizacion-ayuda, domain/api/personal-aid.ts), and once Autorizada its payment
// is recorded (POST /pagar-ayuda). "Delete" cancels (kept as Cancelada). What needs the database
// (the type's maximum, seniority, yearly maximum and whether it asks for proof; the person
// active) is checked by the server in the write's transaction.

const states = aidStates.map((s) => ({ id: s, label: s }))

export const aidRequests: RecordDescriptor = {
  resource: "ayudas-economicas",
  title: "Ayudas económicas",
  singular: "ayuda económica",
  keys: ["GP100"],
  messages: { created: "Datos guardados", updated: "Datos guardados", deleted: aidMessages.cancelada },
  fields: {
    id_ayuda: integer({ label: "Folio", key: true, derived: true, column: true, sortable: true }),
    id_empleado: sampled(
      select({ label: "Colaborador", integerId: true, required: "El colaborador es requerido", scope: "empleado", readOnlyInEdit: true, filter: true, exported: false }),
      (fc) => fc.integer({ min: 1, max: 50 }),
    ),
    colaborador: text({ label: "Colaborador", max: 250, derived: true, column: true, searchable: true, sortable: true }),
    id_tipo_ayuda: sampled(
      select({
        label: "Tipo de ayuda",
        max: 10,
        required: "El tipo de ayuda es requerido",
        filter: true,
        exported: false,
        lookup: { catalogue: catalogNames.tiposAyuda, idColumn: "id_tipo_ayuda", labelColumn: "n_tipo_ayuda" },
      }),
      (fc) => fc.constantFrom("LENTES", "DEFUNCION"),
    ),
    n_tipo_ayuda: text({ label: "Tipo", max: 100, derived: true, column: true, sortable: true }),
    f_solicitud: date({ label: "Fecha", required: "La fecha es requerida", column: true, sortable: true, filter: true }),
    monto: sampled(money({ label: "Monto", required: aidMessages.montoRequerido, max: 1_000_000, column: true, sortable: true }), (fc) =>
      fc.integer({ min: 100, max: 500 }),
    ),
    motivo: textarea({ label: "Motivo", max: 500, required: "El motivo es requerido", exported: true }),
    comprobante: image({ label: "Comprobante" }),
    estado: select({ label: "Estado", choices: states, derived: true, column: true, filter: true, sortable: true }),
    nivel_actual: integer({ label: "Nivel actual", derived: true }),
    f_autorizacion: date({ label: "Fecha de autorización", derived: true, exported: true }),
    f_pago: date({ label: "Fecha de pago", derived: true, exported: true }),
    referencia_pago: text({ label: "Referencia de pago", max: 100, derived: true, exported: true }),
    id_solicitud: portalRequestLink(),
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
  rules: [
    {
      field: "monto",
      reads: ["monto"],
      check: (v) => (typeof v.monto === "number" && v.monto <= 0 ? aidMessages.montoRequerido : undefined),
    },
  ],
  defaultOrder: { field: "id_ayuda", direction: "desc" },
}

export const aidRequestsEndpoints = resourceEndpoints("AyudasEconomicas", aidRequests)
