import { type BulkAction, bulkEndpoint } from "../records/bulk"
import { type RecordDescriptor, type RecordRule, defaultMessages } from "../records/descriptor"
import { onlyWhen, onlyWhenRules } from "../records/field-extras"
import { date, integer, select } from "../records/field"
import { contractFollowUps, followUpFields } from "./seguimientos-contratos"
import { FolioContrato } from "./gestion-contratos-api"
import { contractMessages } from "./gestion-contratos-vocabulary"

// The bulk actions of Contratos por vencer (CON230, MODULES-MX §2: "bulk actions renovar and
// registrar seguimiento") on the platform's bulk actions (domain/records/bulk.ts): the selected
// contracts renewed to one end date, or each for the same number of months, each judged as its
// own renewal is (CON210's rules; one past the maximum goes through RENOVACION_CONTRATO); and one
// follow-up registered for each of them, judged by CON220's rules. One answer per contract.

export const bulkRenewalMessages = {
  modo: "Elija cómo se fija el nuevo término",
  meses: "La duración en meses es requerida",
  sinFecha: "La fecha de término solo aplica al fijar una fecha",
  sinMeses: "La duración solo aplica al renovar por meses",
} as const

export const renewalModes = [
  { id: "FECHA", label: "La misma fecha de término para todos" },
  { id: "MESES", label: "La misma duración en meses para cada uno" },
] as const

const renewalFields = {
  modo: { ...select({ label: "Nuevo término", choices: renewalModes, required: bulkRenewalMessages.modo }), initial: "FECHA" },
  f_fin: onlyWhen(date({ label: "Fecha de término de los nuevos contratos" }), { field: "modo", values: ["FECHA"], required: contractMessages.fin, absent: bulkRenewalMessages.sinFecha }),
  meses: onlyWhen(integer({ label: "Duración en meses", min: 1, max: 60, description: "Cada contrato nuevo inicia al día siguiente del término del suyo" }), {
    field: "modo",
    values: ["MESES"],
    required: bulkRenewalMessages.meses,
    absent: bulkRenewalMessages.sinMeses,
  }),
}

const renewalForm: RecordDescriptor = {
  resource: "renovar-contratos",
  title: "Renovar contratos",
  singular: "contrato",
  keys: ["CON210"],
  messages: defaultMessages,
  fields: renewalFields,
  rules: onlyWhenRules(renewalFields),
}

// The contract is each selected one; an attachment belongs to one stored follow-up, so none here.
const { id_contrato: _chosen, adjunto: _attached, ...followUpFormFields } = followUpFields

const followUpForm: RecordDescriptor = {
  resource: "guardar-seguimientos-contratos",
  title: "Registrar seguimiento",
  singular: "seguimiento",
  keys: ["CON220"],
  messages: defaultMessages,
  fields: followUpFormFields,
  rules: (contractFollowUps.rules ?? []).filter((r: RecordRule) => r.field !== "id_contrato"),
}

const contracts = (count: number) => (count === 1 ? "1 contrato" : `${count} contratos`)

/** At most this many contracts a call (the page's rows at once, and a bound on one request's work). */
export const maxBulkContracts = 100

export const bulkRenewal: BulkAction = {
  id: "renovar",
  label: "Renovar",
  title: (count) => `Renovar ${contracts(count)}`,
  form: renewalForm,
  explain:
    "Cada contrato nuevo inicia al día siguiente del término del suyo y se juzga como una renovación individual. Los que pasen del máximo de renovaciones de Parámetros pasan por el flujo de autorización RENOVACION_CONTRATO.",
  endpoint: {
    name: "renovarContratos",
    path: "/renovar-contratos",
    summary: `Renueva los contratos listados (hasta ${maxBulkContracts}) a una fecha de término común (modo FECHA, f_fin) o por una duración en meses cada uno (modo MESES, meses), cada uno con las reglas de /renovar-contrato. Responde un resultado por contrato: hecho, pendiente (en el flujo RENOVACION_CONTRATO) o rechazado con su motivo. 403 sin la clave CON210.`,
    keys: ["CON230"],
    list: "contratos",
    item: FolioContrato,
    max: maxBulkContracts,
  },
}

export const bulkFollowUp: BulkAction = {
  id: "seguimiento",
  label: "Registrar seguimiento",
  title: (count) => `Registrar seguimiento de ${contracts(count)}`,
  form: followUpForm,
  explain: "Se registra el mismo seguimiento para cada contrato seleccionado, con las reglas de Seguimientos de contratos.",
  endpoint: {
    name: "guardarSeguimientosContratos",
    path: "/guardar-seguimientos-contratos",
    summary: `Registra el mismo seguimiento (los campos de /guardar-seguimiento-contrato sin id_contrato) para cada contrato listado (hasta ${maxBulkContracts}), cada uno con las reglas de CON220. Responde un resultado por contrato: hecho o rechazado con su motivo. 403 sin la clave CON220.`,
    keys: ["CON230"],
    list: "contratos",
    item: FolioContrato,
    max: maxBulkContracts,
  },
}

export const contratosVencerBulkEndpoints = {
  renovarContratos: bulkEndpoint(bulkRenewal),
  guardarSeguimientosContratos: bulkEndpoint(bulkFollowUp),
} as const
