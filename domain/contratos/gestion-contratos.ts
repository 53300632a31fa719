import { catalogNames } from "../api/catalogs"
import { formatDate } from "../dates"
import { type RecordRule, defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { constant, onlyWhen, onlyWhenRules, sampled } from "../records/field-extras"
import { date, flag, integer, money, percent, rows, select, text, textarea } from "../records/field"
import { isDay } from "../records/rules"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, draftState, stateField } from "../records/workflow"
import { beneficiariesProblem } from "../rules/contratos-datos"
import { renewalOf } from "../rules/contratos-periodos"
import { tiposJornada } from "../rules/sat-payroll-catalogs"
import { employeeOwner, employeeWorkplace } from "../personal/employee-fields"
import { activeEmployeeLookup } from "../personal/person-rows"
import { contractCatalogNames } from "./gestion-contratos-lookups"
import { causaArt37Choices, contractMessages, defaultMaxRenewals, derivedContractStates, storedContractStates } from "./gestion-contratos-vocabulary"

// Gestión de contratos (CON210, MODULES-MX §2): the contract record of an employee. The server
// draws the key, the folio CT-{empresa}-{año}-{consecutivo}, from the person's company and the
// year of f_inicio. A contract is born Borrador (edited and deleted only then) and moves by its
// workflow: activar (Borrador → Vigente), renovar (Vigente → Renovado, creating the next one from
// the day after its end), convertir (Vigente → Renovado, creating an indefinite one), terminar
// (Vigente → Terminado, linked to the person's BAJA) and cancelar (Borrador only). Por vencer and
// Vencido are never stored: `situacion` reads them from the dates on the server's day.
// The rules that need the catalogue, the person or their other contracts are the server's
// (server/contratos/gestion-contratos-rules.ts); those on the record alone are here.

const folioOf = (r: Readonly<Record<string, unknown>>) => String(r.id_contrato ?? "")

/** The LFT 39 warning of renewing this contract past CON090's maximum (the record's `renovaciones_max`), if it applies. */
const renewalWarning = (r: Readonly<Record<string, unknown>>): string | undefined =>
  isDay(r.f_fin)
    ? renewalOf(
        { f_fin: r.f_fin, num_renovacion: typeof r.num_renovacion === "number" ? r.num_renovacion : 0 },
        typeof r.renovaciones_max === "number" ? r.renovaciones_max : defaultMaxRenewals,
      ).warning
    : undefined

/** A renewal's new contract while its RENOVACION_CONTRATO flow runs: a Borrador nobody activates, edits or cancels by hand. */
const awaitingRenewal = {
  status: 409,
  onRecord: true,
  check: (r: Readonly<Record<string, unknown>>) => (r.autorizacion_renovacion === "En autorización" ? contractMessages.enAutorizacion : undefined),
} as const
const onContract = (verb: string) => (r: Readonly<Record<string, unknown>>) => `${verb} el contrato ${folioOf(r)}`

const workflow: Workflow = {
  field: "estado",
  states: [
    draftState,
    { code: "Vigente", label: "Vigente", tone: "success" },
    { code: "Renovado", label: "Renovado", tone: "info" },
    { code: "Terminado", label: "Terminado", tone: "neutral" },
    { code: "Cancelado", label: "Cancelado", tone: "danger", mark: "CANCELADO" },
  ],
  stamps: { at: "f_modificacion" },
  editable: {
    states: ["Borrador"],
    updateRefused: contractMessages.soloBorrador,
    deleteRefused: contractMessages.noEliminable,
    note: (r) => `Contrato ${String(r.estado).toLowerCase()}: ya no se modifica. Renuévelo, conviértalo o termínelo desde la lista.`,
  },
  transitions: [
    {
      id: "activar",
      label: "Activar contrato",
      from: ["Borrador"],
      to: "Vigente",
      key: "CON210",
      path: "/activar-contrato",
      idAs: "id_contrato",
      refused: contractMessages.noActivable,
      done: contractMessages.activado,
      guards: [awaitingRenewal],
      actionLabel: onContract("Activar"),
      icon: "confirm",
      question: (r) => `¿Desea activar el contrato ${folioOf(r)}? Una vez vigente ya no se modifica.`,
    },
    {
      id: "renovar",
      label: "Renovar contrato",
      from: ["Vigente"],
      to: "Renovado",
      key: "CON210",
      path: "/renovar-contrato",
      idAs: "id_contrato",
      refused: contractMessages.noRenovable,
      done: contractMessages.renovado,
      actionLabel: onContract("Renovar"),
      icon: "send",
      explain: (r) => {
        if (!isDay(r.f_fin)) return undefined
        const start = `El nuevo contrato inicia al día siguiente del término del actual (${formatDate(r.f_fin)}).`
        const warning = renewalWarning(r)
        return warning === undefined ? start : `${start} ${warning}. ${contractMessages.pasaPorFlujo}`
      },
      input: { f_fin: sampled(date({ label: "Fecha de término del nuevo contrato", required: contractMessages.fin }), constant("2027-12-31")) },
      guards: [
        { status: 409, check: (r) => (isDay(r.f_fin) ? undefined : contractMessages.noRenovable) },
        { field: "f_fin", check: (r, i) => (isDay(r.f_fin) && isDay(i.f_fin) && i.f_fin <= r.f_fin ? contractMessages.finAntesInicio : undefined) },
      ],
      // The input names the new contract's end; the renewed one keeps its own. Past the maximum
      // the server hands the renewal to its RENOVACION_CONTRATO flow instead (the table's divert).
      columns: () => ({}),
    },
    {
      id: "convertir",
      label: "Convertir a indeterminado",
      from: ["Vigente"],
      to: "Renovado",
      key: "CON210",
      path: "/convertir-contrato",
      idAs: "id_contrato",
      refused: contractMessages.noConvertible,
      done: contractMessages.convertido,
      actionLabel: onContract("Convertir a indeterminado"),
      icon: "confirm",
      question: (r) => `¿Desea convertir el contrato ${folioOf(r)} en uno por tiempo indeterminado? Se crea el contrato nuevo desde el día siguiente a su término.`,
      guards: [
        { status: 409, check: (r) => (r.c_tipo_contrato === "01" ? contractMessages.yaIndeterminado : undefined) },
        { status: 409, check: (r) => (isDay(r.f_fin) ? undefined : contractMessages.noConvertible) },
      ],
    },
    {
      id: "terminar",
      label: "Terminar contrato",
      from: ["Vigente"],
      to: "Terminado",
      key: "CON210",
      path: "/terminar-contrato",
      idAs: "id_contrato",
      refused: contractMessages.noTerminable,
      done: contractMessages.terminado,
      actionLabel: onContract("Terminar"),
      icon: "cancel",
      input: {
        f_terminacion: sampled(date({ label: "Fecha de terminación", required: contractMessages.terminacion }), constant("2026-06-30")),
        id_movimiento_baja: integer({ label: "Movimiento de baja", min: 1, description: "El folio del movimiento de BAJA del colaborador en Movimientos de personal" }),
        motivo_terminacion: textarea({ label: "Motivo de la terminación", max: 500 }),
      },
      guards: [{ field: "f_terminacion", check: (r, i) => (isDay(i.f_terminacion) && isDay(r.f_inicio) && i.f_terminacion < r.f_inicio ? contractMessages.terminacionAnterior : undefined) }],
    },
    {
      id: "cancelar",
      label: "Cancelar contrato",
      from: ["Borrador"],
      to: "Cancelado",
      key: "CON210",
      refused: contractMessages.noCancelable,
      done: contractMessages.cancelado,
      guards: [awaitingRenewal],
      actionLabel: onContract("Cancelar"),
      icon: "cancel",
      question: (r) => `¿Desea cancelar el contrato ${folioOf(r)}? Queda registrado como cancelado.`,
    },
  ],
}

const beneficiaryRows = {
  label: "Beneficiarios",
  singular: "beneficiario",
  maxRows: 10,
  fields: {
    nombre: text({ label: "Nombre", max: 150, required: "El nombre del beneficiario es requerido" }),
    parentesco: text({ label: "Parentesco", max: 50, required: "El parentesco es requerido" }),
    porcentaje: percent({ label: "Porcentaje", required: "El porcentaje es requerido", min: 0.01 }),
  },
}

/** The SAT c_TipoJornada choices, code first as the employee record shows them. */
const jornadaChoices = tiposJornada.map(([id, n]) => ({ id, label: `${id} ${n}` }))

const substitute = { field: "causa_art37", values: ["SUSTITUCION"], required: contractMessages.sustituido, absent: contractMessages.sinSustitucion }

/** Every state a reader may see: the stored ones and the two the dates give. */
const situationChoices = [...storedContractStates, ...derivedContractStates].map((s) => ({ id: s, label: s }))

export const contractFields = {
  id_contrato: text({ label: "Folio", max: 30, key: true, derived: true, column: true, searchable: true, sortable: true }),
  ...employeeOwner({ lookup: activeEmployeeLookup, sample: constant(1) }),
  ...employeeWorkplace({ centreUnderCompany: true }),
  id_tipo_contrato: sampled(
    select({
      label: "Tipo de contrato",
      max: 10,
      required: contractMessages.tipo,
      lookup: { catalogue: contractCatalogNames.tiposContratoActivos, idColumn: "id_tipo_contrato", labelColumn: "n_tipo_contrato" },
      filter: true,
    }),
    constant("OBRA"),
  ),
  n_tipo_contrato: text({ label: "Tipo", max: 100, derived: true, column: true, sortable: true }),
  c_tipo_contrato: text({ label: "Tipo SAT", max: 2, derived: true, exported: true }),
  f_inicio: sampled(date({ label: "Inicio", required: contractMessages.inicio, column: true, sortable: true, filter: true }), constant("2026-01-01")),
  f_fin: sampled(date({ label: "Término", column: true, sortable: true, filter: true, description: "Requerida para obra, tiempo determinado, temporada, prueba y capacitación inicial" }), constant("2026-06-30")),
  dias_restantes: integer({ label: "Días restantes", derived: true, column: true }),
  num_renovacion: integer({ label: "Renovación", derived: true, column: true, sortable: true }),
  // CON090's renovaciones_max_determinado, so the renewal's dialog warns before it is sent.
  renovaciones_max: integer({ label: "Renovaciones máximas", derived: true }),
  // The renewal's flow this contract came from, if it went through one: En autorización, Autorizada, Rechazada.
  autorizacion_renovacion: text({ label: "Autorización de la renovación", max: 20, derived: true }),
  firmado: flag({ label: "Firmado", derived: true, column: true, filter: true }),
  // The version of the signed scan (gestion-contratos-api.ts), set by its upload.
  archivo_firmado: text({ label: "Contrato firmado", max: 16, derived: true }),
  estado: stateField(workflow.states),
  // The state as read on the server's day: Por vencer and Vencido over the stored Vigente.
  situacion: select({ label: "Situación", choices: situationChoices, derived: true, exported: true, filter: true }),
  causa_art37: select({ label: "Causa (LFT art. 37)", choices: causaArt37Choices, description: "Requerida para un contrato por tiempo determinado" }),
  id_empleado_sustituido: sampled(
    onlyWhen(select({ label: "Colaborador sustituido", integerId: true, lookup: activeEmployeeLookup }), substitute),
    constant(null),
  ),
  dias_prueba: integer({ label: "Días de prueba", min: 1, max: 180, description: "Días naturales: hasta 30, o 180 para puestos directivos o especializados (LFT art. 39-A)" }),
  meses_capacitacion: integer({ label: "Meses de capacitación inicial", min: 1, max: 6, description: "Hasta 3, o 6 para puestos directivos o especializados (LFT art. 39-B)" }),
  id_puesto: sampled(
    select({ label: "Puesto", max: 10, required: contractMessages.puesto, lookup: { catalogue: catalogNames.puestosDelRol, idColumn: "id_puesto", labelColumn: "n_puesto" } }),
    constant("P001"),
  ),
  n_puesto: text({ label: "Puesto", max: 150, derived: true, exported: true }),
  salario_diario: sampled(money({ label: "Salario diario", required: contractMessages.salario, max: 999_999.99, exported: true }), constant(500)),
  id_tipo_jornada: sampled(select({ label: "Tipo de jornada", choices: jornadaChoices, required: contractMessages.jornada, exported: true }), constant("01")),
  horario: sampled(text({ label: "Horario", max: 200, required: contractMessages.horario, exported: true }), constant("Lunes a viernes de 9:00 a 18:00")),
  lugar_prestacion: sampled(text({ label: "Lugar de prestación", max: 250, required: contractMessages.lugar, exported: true }), constant("Planta")),
  funciones: sampled(textarea({ label: "Funciones", max: 2000, required: contractMessages.funciones, exported: true }), constant("Las del puesto")),
  beneficiarios: sampled(rows({ label: "Beneficiarios", of: beneficiaryRows, min: 1 }), constant([{ nombre: "Ana Ruiz Soto", parentesco: "Cónyuge", porcentaje: 100 }])),
  id_contrato_anterior: text({ label: "Contrato anterior", max: 30, derived: true, exported: true }),
  f_terminacion: date({ label: "Fecha de terminación", derived: true, exported: true }),
  id_movimiento_baja: integer({ label: "Movimiento de baja", derived: true, exported: true }),
  motivo_terminacion: text({ label: "Motivo de la terminación", max: 500, derived: true, exported: true }),
  ...createdStamps,
  ...changedStamp,
}

const rules: ReadonlyArray<RecordRule> = [
  {
    field: "f_fin",
    reads: ["f_inicio", "f_fin"],
    check: (v) => (isDay(v.f_inicio) && isDay(v.f_fin) && v.f_fin <= v.f_inicio ? contractMessages.finAntesInicio : undefined),
  },
  ...onlyWhenRules(contractFields),
  {
    field: "beneficiarios",
    reads: ["beneficiarios"],
    check: (v) => {
      const list = Array.isArray(v.beneficiarios) ? (v.beneficiarios as ReadonlyArray<{ readonly porcentaje?: unknown }>) : []
      if (list.length === 0 || list.some((b) => typeof b.porcentaje !== "number")) return undefined
      return beneficiariesProblem(list.map((b) => ({ porcentaje: Number(b.porcentaje) })))
    },
  },
]

export const contracts = defineRecord({
  resource: "gestion-contratos",
  title: "Gestión de contratos",
  singular: "contrato",
  keys: ["CON210"],
  messages: defaultMessages,
  fields: contractFields,
  rules,
  workflow,
  defaultOrder: { field: "f_inicio", direction: "desc" },
  // A draft is deleted, but not the new contract of a renewal waiting for its flow.
  deletable: (r) => r.estado === "Borrador" && r.autorizacion_renovacion !== "En autorización",
  // Every contract but a cancelled one prints; a draft marked BORRADOR (its state's mark).
  documents: [{ name: "contrato", label: "Contrato individual de trabajo", states: ["Borrador", "Vigente", "Renovado", "Terminado"], downloaded: "Contrato descargado", call: { path: "/print-contrato", idAs: "id_contrato" } }],
})

export const contractsEndpoints = resourceEndpoints("GestionContratos", contracts)
