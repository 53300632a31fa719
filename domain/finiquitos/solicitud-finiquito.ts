import {
  causeChoices,
  extraGroupChoices,
  finiquitoMessages as m,
  finiquitoOrigin,
  finiquitoRequestType,
  paymentFormChoices,
  seniorityBaseChoices,
  uuidPattern,
  zoneChoices,
} from "./solicitud-finiquito-vocabulary"
import { catalogNames } from "../api/catalogs"
import { type RecordRule, defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, decimal, flag, integer, money, rows, select, text, textarea } from "../records/field"
import { constant, sampled } from "../records/field-extras"
import { notBefore } from "../records/rules"
import { changedStamp, createdStamps } from "../records/stamps"
import { sendForAuthorization } from "../records/send-for-authorization"
import { type Workflow, draftState, stateField } from "../records/workflow"
import { employeeOwner, employeeWorkplace } from "../personal/employee-fields"
import { causeRights } from "../rules/finiquito-causes"
import { finiquitoCheckTexts as checks } from "../rules/finiquito-checks"

// FIN100 Solicitud de finiquito (MODULES-MX §1.6): a finiquito is captured for a person who left
// (Borrador), calculated by the engine of domain/rules/finiquito.ts on its stored inputs (Calculado,
// the result kept as a snapshot with the legal parameters' versions), sent to the flow FINIQUITO
// of Flujos de autorización (En autorización → Autorizado or Rechazado), paid (Pagado) and later
// ratified by FIN200. Any change of its inputs before the payment takes it back to Calculado (the
// snapshot worked out again, a waiting authorization withdrawn); Pagado and later never change.
// The key is an integer because the authorization engine names its requests by one; the folio
// FQ-{empresa}-{año}-{consecutivo} is drawn beside it.

const folioOf = (r: Readonly<Record<string, unknown>>) => String(r.folio ?? "")

export const finiquitoWorkflow: Workflow = {
  field: "estado",
  states: [
    draftState,
    { code: "Calculado", label: "Calculado", tone: "info" },
    { code: "En autorización", label: "En autorización", tone: "info" },
    { code: "Autorizado", label: "Autorizado", tone: "success" },
    { code: "Rechazado", label: "Rechazado", tone: "danger" },
    { code: "Pagado", label: "Pagado", tone: "success" },
    { code: "Ratificado", label: "Ratificado", tone: "success" },
    { code: "Cancelado", label: "Cancelado", tone: "warning", mark: "CANCELADO" },
  ],
  stamps: { at: "f_modificacion" },
  transitions: [
    {
      // The engine runs on the stored inputs in the table's beforeTransition, which stores the snapshot.
      id: "calcular",
      label: "Calcular",
      from: ["Borrador", "Calculado", "Rechazado"],
      to: "Calculado",
      key: "FIN100",
      refused: m.noCalculable,
      done: m.calculado,
      icon: "confirm",
      actionLabel: (r) => `Calcular el finiquito ${folioOf(r)}`,
      question: (r) => `¿Calcular el finiquito ${folioOf(r)} con los datos capturados?`,
    },
    sendForAuthorization({
      named: (r) => `el finiquito ${folioOf(r)}`,
      from: "Calculado",
      to: "Autorizado",
      key: "FIN100",
      refused: m.noEnviable,
      done: m.enviado,
      path: "/enviar-autorizacion-finiquito",
      idAs: "id_finiquito",
      authorization: {
        requestType: finiquitoRequestType,
        origin: finiquitoOrigin,
        rejected: "Rechazado",
        dayField: "f_baja",
        authorized: { at: "f_autorizacion" },
        direct: m.autorizadoYa,
      },
    }),
    {
      id: "registrar-pago",
      label: "Registrar pago",
      from: ["Autorizado"],
      to: "Pagado",
      key: "FIN100",
      refused: m.noPagable,
      done: m.pagado,
      icon: "pay",
      path: "/registrar-pago-finiquito",
      idAs: "id_finiquito",
      actionLabel: (r) => `Registrar el pago del finiquito ${folioOf(r)}`,
      title: (r) => `Registrar pago del finiquito ${folioOf(r)}`,
      input: {
        forma_pago: select({ label: "Forma de pago", choices: paymentFormChoices, required: m.formaPago }),
        referencia_pago: text({ label: "Referencia de pago", max: 100, required: m.referenciaPago }),
        f_pago: date({ label: "Fecha de pago", required: m.fechaPago }),
        uuid_cfdi: text({ label: "UUID del CFDI", max: 36, required: m.uuidRequerido, upperCase: true, pattern: { regex: uuidPattern, message: m.uuid } }),
      },
      guards: [
        {
          field: "f_pago",
          check: (r, i) => (typeof r.f_baja === "string" && typeof i.f_pago === "string" && i.f_pago < r.f_baja ? m.fechaPagoAntes : undefined),
        },
      ],
    },
    {
      id: "cancelar",
      label: "Cancelar finiquito",
      from: ["Borrador", "Calculado", "En autorización", "Autorizado", "Rechazado"],
      to: "Cancelado",
      key: "FIN100",
      refused: m.noCancelable,
      done: m.cancelado,
      icon: "cancel",
      path: "/cancelar-finiquito",
      idAs: "id_finiquito",
      actionLabel: (r) => `Cancelar el finiquito ${folioOf(r)}`,
      question: (r) => `¿Cancelar el finiquito ${folioOf(r)}? Se conserva como Cancelado.`,
    },
  ],
  editable: {
    states: ["Borrador", "Calculado", "En autorización", "Autorizado", "Rechazado"],
    updateRefused: m.inmutable,
    deleteRefused: m.noEliminable,
    note: (r) => `Finiquito ${folioOf(r)}: ya no se modifica. Una corrección es un finiquito nuevo que cancela este.`,
  },
}

/** What every extra row of a finiquito says, a perception or a deduction: the concept and its amount. */
const conceptRowFields = {
  concepto: text({ label: "Concepto", max: 100, required: m.concepto }),
  importe: sampled(money({ label: "Importe", required: m.importe, max: 10_000_000 }), (fc) => fc.integer({ min: 1, max: 5000 })),
}

export const extraPerceptions = {
  label: "Percepciones adicionales",
  singular: "percepción",
  maxRows: 20,
  fields: {
    ...conceptRowFields,
    grupo: {
      ...sampled(select({ label: "Grupo", choices: extraGroupChoices, required: "El grupo es requerido" }), (fc) => fc.constantFrom("ORD", "SEP", "EXENTO")),
      initial: "ORD",
    },
  },
}

export const finiquitoDeductions = {
  label: "Deducciones",
  singular: "deducción",
  maxRows: 20,
  fields: {
    ...conceptRowFields,
    consentimiento: flag({ label: "Consentimiento del colaborador", initial: "1" }),
  },
}

const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined)
const below = (field: string, min: number, message: string): RecordRule => ({
  field,
  reads: [field],
  check: (v) => {
    const n = num(v[field])
    return n !== undefined && n < min ? message : undefined
  },
})
const rowsOf = (v: unknown): ReadonlyArray<Readonly<Record<string, unknown>>> => (Array.isArray(v) ? v : [])

// The checks of domain/rules/finiquito-checks.ts that need no database; the server runs them all
// (with the person's f_ingreso) before anything is stored.
const rules: ReadonlyArray<RecordRule> = [
  notBefore("f_baja", "f_pagado_hasta", checks.pagoDespuesBaja),
  {
    field: "sdi",
    reads: ["salario_diario", "sdi"],
    check: (v) => {
      const sd = num(v.salario_diario)
      const sdi = num(v.sdi)
      return sd !== undefined && sdi !== undefined && sdi < sd ? checks.sdiMenor : undefined
    },
  },
  below("dias_aguinaldo", 15, checks.aguinaldoMinimo),
  below("pct_prima_vacacional", 25, checks.primaVacacionalMinima),
  {
    field: "meses_caidos",
    reads: ["causa", "meses_caidos"],
    check: (v) => {
      const meses = num(v.meses_caidos) ?? 0
      const causa = causeChoices.find((c) => c.id === v.causa)?.id
      return meses > 0 && causa !== undefined && !causeRights[causa].salariosVencidos ? checks.mesesSinJuicio : undefined
    },
  },
  { field: "percepciones_extra", check: (v) => (rowsOf(v.percepciones_extra).some((p) => !((num(p.importe) ?? 0) > 0)) ? checks.importePositivo : undefined) },
  {
    field: "deducciones",
    check: (v) => {
      const ds = rowsOf(v.deducciones)
      if (ds.some((d) => !((num(d.importe) ?? 0) > 0))) return checks.importePositivo
      return ds.some((d) => d.consentimiento !== "1") ? checks.sinConsentimiento : undefined
    },
  },
]

export const finiquitoRequests = defineRecord({
  resource: "finiquitos",
  title: "Solicitud de finiquito",
  singular: "finiquito",
  keys: ["FIN100"],
  messages: defaultMessages,
  deletable: () => false,
  fields: {
    ...createdStamps,
    ...changedStamp,
    id_finiquito: integer({ label: "Clave", key: true, derived: true, sortable: true }),
    folio: text({ label: "Folio", max: 30, derived: true, column: true, searchable: true, sortable: true }),
    ...employeeOwner({ lookup: { catalogue: catalogNames.empleadosConBaja, idColumn: "id_empleado", labelColumn: "n_empleado" } }),
    causa: sampled(select({ label: "Causa", choices: causeChoices, required: m.causa, column: true, filter: true }), (fc) => fc.constant("RENUNCIA")),
    // The generated requests' dates and pay keep §1.6's rules (a payment up to the baja, SDI ≥ SD).
    f_baja: sampled(date({ label: "Fecha baja", required: m.fechaBaja, column: true, sortable: true, filter: true }), constant("2026-06-30")),
    f_pagado_hasta: sampled(date({ label: "Pagado hasta", required: m.fechaPagado, exported: true }), constant("2026-06-15")),
    salario_diario: sampled(money({ label: "Salario diario", max: 1_000_000, exported: true, description: "Vacío: el salario diario del colaborador." }), constant(500)),
    sdi: sampled(money({ label: "SDI", max: 1_000_000, exported: true, description: "Vacío: el SDI del colaborador." }), constant(527.4)),
    zona: sampled(select({ label: "Zona salarial", choices: zoneChoices, description: "Vacía: la zona del centro de trabajo del colaborador." }), (fc) =>
      fc.constantFrom("GEN", "ZLFN"),
    ),
    tipo_contrato: text({ label: "Tipo de contrato (SAT)", max: 2, derived: true }),
    // Set when the finiquito was drafted from an authorized BAJA movement (server side only).
    id_movimiento_baja: integer({ label: "Movimiento de baja", derived: true }),
    dias_aguinaldo: { ...sampled(decimal({ label: "Días de aguinaldo", required: "Los días de aguinaldo son requeridos", min: 0, max: 365, scale: 2 }), constant(15)), initial: "15" },
    dias_aguinaldo_anticipados: {
      ...sampled(decimal({ label: "Días de aguinaldo anticipados", required: "Los días de aguinaldo anticipados son requeridos", min: 0, max: 365, scale: 2 }), constant(0)),
      initial: "0",
    },
    pct_prima_vacacional: { ...sampled(decimal({ label: "Prima vacacional (%)", required: "La prima vacacional es requerida", min: 0, max: 100, scale: 2 }), constant(25)), initial: "25" },
    vac_pendientes: { ...sampled(decimal({ label: "Vacaciones pendientes (días)", required: "Las vacaciones pendientes son requeridas", min: 0, max: 999, scale: 2 }), constant(8)), initial: "0" },
    meses_caidos: sampled(integer({ label: "Meses de salarios vencidos", min: 0, max: 240, description: "Solo con juicio: despido injustificado o negativa a reinstalar." }), constant(null)),
    incluir_20_dias: flag({ label: "Incluir 20 días por año" }),
    base_prima_antiguedad: {
      ...sampled(select({ label: "Base de la prima de antigüedad", choices: seniorityBaseChoices }), (fc) => fc.constantFrom("SDI", "SD")),
      initial: "SDI",
    },
    dias_usmo: { ...integer({ label: "Días del último sueldo mensual", min: 1, max: 31 }), initial: "30" },
    percepciones_extra: rows({ label: "Percepciones adicionales", of: extraPerceptions }),
    deducciones: rows({ label: "Deducciones", of: finiquitoDeductions }),
    antiguedad: decimal({ label: "Antigüedad", derived: true, column: true, scale: 4 }),
    bruto: money({ label: "Bruto", derived: true, column: true, sortable: true }),
    isr: money({ label: "ISR", derived: true, column: true }),
    neto: money({ label: "Neto", derived: true, column: true, sortable: true }),
    estado: stateField(finiquitoWorkflow.states),
    resultado: textarea({ label: "Resultado", max: 200_000, derived: true }),
    nivel_actual: integer({ label: "Nivel actual", derived: true }),
    comentario_rechazo: textarea({ label: "Comentario de rechazo", max: 500, derived: true }),
    forma_pago: select({ label: "Forma de pago", choices: paymentFormChoices, derived: true, exported: true }),
    referencia_pago: text({ label: "Referencia de pago", max: 100, derived: true, exported: true }),
    f_pago: date({ label: "Fecha de pago", derived: true, exported: true }),
    uuid_cfdi: text({ label: "UUID del CFDI", max: 36, derived: true, exported: true }),
    ...employeeWorkplace({ centreUnderCompany: true }),
  },
  rules,
  workflow: finiquitoWorkflow,
  defaultOrder: { field: "id_finiquito", direction: "desc" },
  // §1.4's table of the stored calculation, once there is one.
  documents: [
    {
      name: "hoja-calculo",
      label: "Hoja de cálculo de finiquito",
      states: ["Calculado", "En autorización", "Autorizado", "Rechazado", "Pagado", "Ratificado"],
      refusal: "La hoja de cálculo se imprime una vez calculado el finiquito",
      downloaded: "Hoja de cálculo descargada",
      call: { path: "/print-finiquito", idAs: "id_finiquito" },
    },
  ],
})


export const finiquitoRequestsEndpoints = resourceEndpoints("Finiquitos", finiquitoRequests)
