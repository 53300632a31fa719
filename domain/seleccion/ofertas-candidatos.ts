import { contractCatalogNames } from "../contratos/gestion-contratos-lookups"
import { centreLookup } from "../organizacion/workplace-fields"
import { type RecordRule, defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { constant, sampled } from "../records/field-extras"
import { date, decimal, flag, integer, money, percent, select, text, textarea } from "../records/field"
import { isDay } from "../records/rules"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, draftState, stateField } from "../records/workflow"
import { benefitProblems, offerDateProblems } from "../rules/seleccion-ofertas"
import { offerCatalogNames } from "./ofertas-candidatos-lookups"
import { legalBenefits, offerMessages as m } from "./ofertas-candidatos-vocabulary"

// Ofertas a candidatos (SEL360, MODULES-MX §6): the offer made to a candidate of a vacancy (an
// assignment of SEL250). The server draws the key and the folio OF-{empresa}-{año}-{consecutivo},
// works out the monthly salary (× 30.4) and whether it falls outside the puesto's tabulador.
// - Borrador: edited and deleted. "Enviar" (POST /enviar-oferta) sends it to the candidate; one
//   outside the tabulador first goes through the flow OFERTA_FUERA_TABULADOR (En autorización;
//   an approver's rejection returns it to Borrador with the comment, for HR to correct).
// - Enviada: the candidate answers (POST /responder-oferta, or the row's Aceptar / Rechazar):
//   Aceptada makes the candidate Seleccionado (then SEL370's pre-alta), Rechazada keeps the reason.
//   Past f_limite_respuesta a daily job makes it Vencida.
// - Retirar withdraws an offer waiting for its authorization or the candidate's answer.
// No field for sexo, edad, estado civil, apariencia, religión, embarazo or nacionalidad (LFT 133).

const folioOf = (r: Readonly<Record<string, unknown>>) => String(r.folio ?? r.id_oferta ?? "")
const named = (r: Readonly<Record<string, unknown>>) => `la oferta ${folioOf(r)}`.trim()

/** The deadline passed: the candidate's answer is no longer recorded (the job makes it Vencida). */
const notExpired = {
  status: 409,
  check: (r: Readonly<Record<string, unknown>>, _i: Readonly<Record<string, unknown>>, today: string) =>
    isDay(r.f_limite_respuesta) && r.f_limite_respuesta < today ? m.vencida : undefined,
} as const

export const offerRequestType = "OFERTA_FUERA_TABULADOR"
export const offerOrigin = "OFERTA_FUERA_TABULADOR"
export const offerRequestTypeRow = { clave: offerRequestType, n_tipo_solicitud: "Oferta fuera de tabulador" } as const

export const offerWorkflow: Workflow = {
  field: "estado",
  states: [
    draftState,
    { code: "En autorización", label: "En autorización", tone: "info" },
    { code: "Enviada", label: "Enviada", tone: "info" },
    { code: "Aceptada", label: "Aceptada", tone: "success" },
    { code: "Rechazada", label: "Rechazada", tone: "danger" },
    { code: "Vencida", label: "Vencida", tone: "warning", mark: "VENCIDA" },
    { code: "Retirada", label: "Retirada", tone: "neutral", mark: "RETIRADA" },
  ],
  stamps: { at: "f_modificacion" },
  editable: {
    states: ["Borrador"],
    updateRefused: m.soloBorrador,
    deleteRefused: m.soloBorrador,
    note: (r) => `Oferta ${String(r.estado ?? "").toLowerCase()}: ya no se modifica.`,
  },
  transitions: [
    {
      id: "enviar",
      label: "Enviar oferta",
      from: ["Borrador"],
      to: "Enviada",
      key: "SEL360",
      path: "/enviar-oferta",
      idAs: "id_oferta",
      refused: m.noEnviable,
      done: m.enviada,
      doneIn: { "En autorización": m.enAutorizacion, Enviada: m.enviada },
      guards: [
        // Dates that were ahead when saved may have passed since: the draft is corrected first.
        {
          status: 409,
          check: (r, _i, today) =>
            offerDateProblems(
              { f_ingreso_propuesta: isDay(r.f_ingreso_propuesta) ? r.f_ingreso_propuesta : null, f_limite_respuesta: isDay(r.f_limite_respuesta) ? r.f_limite_respuesta : null },
              today,
            )[0]?.message,
        },
      ],
      actionLabel: (r) => `Enviar ${named(r)}`,
      icon: "send",
      question: (r) =>
        r.fuera_tabulador === "1"
          ? `El salario de ${named(r)} está fuera del tabulador del puesto: se enviará a autorización antes de llegar al candidato. ¿Desea continuar?`
          : `¿Desea enviar ${named(r)} al candidato? Ya no podrá modificarse.`,
      stamps: {},
      authorization: {
        // Only an offer outside the tabulador needs approval: no request type is named for the
        // others, so the engine finds no flow and the offer goes straight on to Enviada.
        requestType: (r) => (r.fuera_tabulador === "1" ? offerRequestType : ""),
        origin: offerOrigin,
        pending: "En autorización",
        rejected: "Borrador",
        employeeField: "id_empleado_responsable",
        rejectionNote: { column: "comentario_rechazo", max: 500 },
        authorized: { day: "f_envio" },
      },
    },
    {
      id: "aceptar",
      label: "Registrar aceptación",
      from: ["Enviada"],
      to: "Aceptada",
      key: "SEL360",
      refused: m.noRespondible,
      done: m.aceptada,
      guards: [notExpired],
      stamps: { day: "f_respuesta" },
      actionLabel: (r) => `Registrar la aceptación de ${named(r)}`,
      icon: "confirm",
      question: (r) => `¿El candidato ${String(r.n_candidato ?? "")} aceptó ${named(r)}? Quedará como Seleccionado para su pre-alta.`,
    },
    {
      id: "rechazar",
      label: "Registrar rechazo",
      from: ["Enviada"],
      to: "Rechazada",
      key: "SEL360",
      refused: m.noRespondible,
      done: m.rechazada,
      guards: [notExpired],
      stamps: { day: "f_respuesta" },
      actionLabel: (r) => `Registrar el rechazo de ${named(r)}`,
      icon: "cancel",
      title: (r) => `Registrar el rechazo de ${named(r)}`,
      input: { motivo_rechazo: sampled(textarea({ label: "Motivo del rechazo", max: 500, required: m.motivoRechazo }), constant("Aceptó otra oferta")) },
    },
    {
      id: "retirar",
      label: "Retirar oferta",
      from: ["En autorización", "Enviada"],
      to: "Retirada",
      key: "SEL360",
      refused: m.noRetirable,
      done: m.retirada,
      actionLabel: (r) => `Retirar ${named(r)}`,
      icon: "cancel",
      question: (r) => `¿Desea retirar ${named(r)}? El candidato ya no podrá aceptarla.`,
    },
    {
      // The daily job's (server/seleccion/ofertas-candidatos-expiry.ts): no endpoint, no row action.
      id: "vencer",
      label: "Vencer oferta",
      from: ["Enviada"],
      to: "Vencida",
      key: "SEL360",
      refused: m.noRespondible,
      done: m.vencida,
      endpoint: false,
    },
  ],
}

const tipoContratoLookup = { catalogue: contractCatalogNames.tiposContratoActivos, idColumn: "id_tipo_contrato", labelColumn: "n_tipo_contrato" } as const

/** A number field whose new form starts at the legal floor. */
const startingAt = <F extends { readonly initial: unknown }>(field: F, value: number): F => ({ ...field, initial: String(value) })

export const offerFields = {
  ...createdStamps,
  ...changedStamp,
  id_oferta: integer({ label: "Clave", key: true, derived: true, sortable: true }),
  folio: text({ label: "Folio", max: 30, derived: true, column: true, searchable: true, sortable: true }),
  id_asignacion: sampled(
    select({
      label: "Candidato y vacante",
      integerId: true,
      required: m.asignacion,
      readOnlyInEdit: true,
      exported: false,
      lookup: { catalogue: offerCatalogNames.asignacionesOfertables, idColumn: "id_asignacion", labelColumn: "n_asignacion" },
    }),
    constant(1),
  ),
  n_candidato: text({ label: "Candidato", max: 250, derived: true, column: true, searchable: true, sortable: true }),
  n_vacante: text({ label: "Vacante", max: 150, derived: true, column: true, searchable: true }),
  n_puesto: text({ label: "Puesto", max: 150, derived: true, exported: true }),
  id_vacante: integer({ label: "Vacante", derived: true, filter: true, grouping: false }),
  // The requisition's centre: the offer's workplace scope.
  id_centro_trabajo: select({ label: "Centro de trabajo", integerId: true, derived: true, filter: true, scope: "centro_trabajo", lookup: centreLookup }),
  // What the carta oferta prints beside the fields: the requisition's company, the type's name, the template's text.
  id_empresa: integer({ label: "Empresa", derived: true, grouping: false }),
  n_tipo_contrato: text({ label: "Tipo de contrato", max: 100, derived: true, exported: true }),
  texto_plantilla: textarea({ label: "Texto de la plantilla", max: 20_000, derived: true, exported: false }),
  // Whose approvers decide an offer outside the tabulador: the vacancy's recruiter, else the requester.
  id_empleado_responsable: integer({ label: "Responsable", derived: true, grouping: false }),
  id_plantilla: select({
    label: "Plantilla de oferta",
    integerId: true,
    lookup: { catalogue: offerCatalogNames.plantillasOferta, idColumn: "id_plantilla", labelColumn: "n_plantilla" },
    description: "El texto de la plantilla encabeza la carta oferta",
  }),
  salario_diario: sampled(money({ label: "Salario diario", required: m.salario, min: 0.01, max: 999_999.99, column: true, sortable: true }), constant(600)),
  salario_mensual: money({ label: "Salario mensual", derived: true, exported: true, description: "Salario diario × 30.4" }),
  fuera_tabulador: flag({ label: "Fuera de tabulador", derived: true, exported: true, filter: true }),
  id_tipo_contrato: sampled(select({ label: "Tipo de contrato", max: 10, required: m.tipoContrato, lookup: tipoContratoLookup }), constant("IND")),
  dias_prueba: integer({ label: "Días de prueba", min: 1, max: 180, description: "Días naturales: hasta 30, o 180 para puestos directivos o especializados (LFT art. 39-A)" }),
  jornada: text({ label: "Jornada y horario", max: 200 }),
  lugar_trabajo: text({ label: "Lugar de trabajo", max: 200 }),
  f_ingreso_propuesta: sampled(date({ label: "Ingreso propuesto", required: m.ingreso, column: true, sortable: true, filter: true }), constant("2027-12-01")),
  f_limite_respuesta: sampled(date({ label: "Límite de respuesta", required: m.limite, column: true, sortable: true }), constant("2027-11-15")),
  dias_aguinaldo: sampled(
    startingAt(decimal({ label: "Días de aguinaldo", required: "Los días de aguinaldo son requeridos", min: 0, max: 365, scale: 2, description: "Al menos 15 días de salario (LFT art. 87)" }), legalBenefits.aguinaldo),
    constant(15),
  ),
  pct_prima_vacacional: sampled(
    startingAt(percent({ label: "Prima vacacional", required: "La prima vacacional es requerida", description: "Al menos 25% (LFT art. 80)" }), legalBenefits.primaVacacional),
    constant(25),
  ),
  dias_vacaciones: sampled(
    startingAt(integer({ label: "Días de vacaciones", required: "Los días de vacaciones son requeridos", min: 0, max: 365, description: "Al menos 12 días el primer año (LFT art. 76)" }), legalBenefits.vacaciones),
    constant(12),
  ),
  prestaciones_extra: textarea({ label: "Otras prestaciones", max: 2000 }),
  estado: stateField(offerWorkflow.states),
  motivo_rechazo: text({ label: "Motivo del rechazo", max: 500, derived: true, exported: true }),
  comentario_rechazo: text({ label: "Comentario del autorizador", max: 500, derived: true }),
  f_envio: date({ label: "Enviada el", derived: true, exported: true }),
  f_respuesta: date({ label: "Respondida el", derived: true, exported: true }),
  nivel_actual: integer({ label: "Nivel actual", derived: true }),
}

const rules: ReadonlyArray<RecordRule> = [
  {
    field: "f_limite_respuesta",
    reads: ["f_ingreso_propuesta", "f_limite_respuesta"],
    check: (v) =>
      isDay(v.f_ingreso_propuesta) && isDay(v.f_limite_respuesta) && v.f_limite_respuesta > v.f_ingreso_propuesta ? m.limiteTardio : undefined,
  },
  ...(["dias_aguinaldo", "pct_prima_vacacional", "dias_vacaciones"] as const).map(
    (field): RecordRule => ({
      field,
      reads: [field],
      check: (v) => {
        const n = typeof v[field] === "number" ? (v[field] as number) : null
        return benefitProblems({ dias_aguinaldo: null, pct_prima_vacacional: null, dias_vacaciones: null, [field]: n }).find((p) => p.field === field)?.message
      },
    }),
  ),
]

export const offers = defineRecord({
  resource: "ofertas-candidatos",
  title: "Ofertas a candidatos",
  singular: "oferta",
  keys: ["SEL360"],
  messages: defaultMessages,
  fields: offerFields,
  rules,
  workflow: offerWorkflow,
  defaultOrder: { field: "id_oferta", direction: "desc" },
  documents: [{ name: "carta-oferta", label: "Carta oferta", downloaded: "Carta oferta descargada", call: { path: "/print-oferta", idAs: "id_oferta" } }],
})

export const offersEndpoints = resourceEndpoints("OfertasCandidatos", offers)
