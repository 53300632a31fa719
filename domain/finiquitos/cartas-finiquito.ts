import { type RecordRule, defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { constant, sampled } from "../records/field-extras"
import { date, integer, money, rows, select, text, textarea } from "../records/field"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, draftState, stateField } from "../records/workflow"
import { companyLookup } from "../organizacion/workplace-fields"
import { activeEmployeeLookup } from "../personal/person-rows"
import { letterFiniquitoLookup } from "./cartas-finiquito-lookups"
import { letterPlaceholderLabels } from "./cartas-finiquito-text"
import { letterMessages as m, letterTypeChoices, ratificationBodyChoices, witnessCount } from "./cartas-finiquito-vocabulary"

// FIN200 Cartas finiquito (MODULES-MX §1.7, §0.1): the letter a finiquito Autorizado or Pagado is
// settled with (recibo finiquito, convenio de terminación or recibo de beneficiarios). It is
// written as a Borrador whose text is a template; Emitir fills it with the finiquito's figures and
// stores it (with the calculation it printed), so a later change of the finiquito leaves it as
// signed. Firmada needs the signed scan uploaded; Ratificada records before whom, the expediente
// and the day, and moves the finiquito to Ratificado. Reemitir cancels an issued letter and
// issues it again under a new folio. The server draws the key and the folio
// CF-{empresa}-{año}-{n}; the finiquito's person is the record's workplace scope.

const folioOf = (r: Readonly<Record<string, unknown>>) => String(r.folio ?? "")

export const letterWorkflow: Workflow = {
  field: "estado",
  states: [
    draftState,
    { code: "Emitida", label: "Emitida", tone: "info" },
    { code: "Firmada", label: "Firmada", tone: "success" },
    { code: "Ratificada", label: "Ratificada", tone: "success" },
    { code: "Cancelada", label: "Cancelada", tone: "danger", mark: "CANCELADA" },
  ],
  stamps: { at: "f_modificacion" },
  transitions: [
    {
      // The text and the calculation are filled and stored by the table's beforeTransition.
      id: "emitir",
      label: "Emitir carta",
      from: ["Borrador"],
      to: "Emitida",
      key: "FIN200",
      refused: m.noEmitible,
      done: m.emitida,
      icon: "confirm",
      stamps: { day: "f_emision" },
      actionLabel: (r) => `Emitir la carta ${folioOf(r)}`,
      question: (r) => `¿Emitir la carta ${folioOf(r)}? Su texto queda fijo con las cifras del finiquito de hoy.`,
    },
    {
      id: "firmar",
      label: "Marcar firmada",
      from: ["Emitida"],
      to: "Firmada",
      key: "FIN200",
      refused: m.noFirmable,
      done: m.firmada,
      icon: "confirm",
      guards: [{ status: 409, check: (r) => (typeof r.archivo_firmado === "string" && r.archivo_firmado !== "" ? undefined : m.sinEscaneo) }],
      actionLabel: (r) => `Marcar firmada la carta ${folioOf(r)}`,
      question: (r) => `¿Marcar firmada la carta ${folioOf(r)}? Su escaneo firmado ya está adjunto.`,
    },
    {
      id: "ratificar",
      label: "Registrar ratificación",
      from: ["Firmada"],
      to: "Ratificada",
      key: "FIN200",
      refused: m.noRatificable,
      done: m.ratificada,
      icon: "confirm",
      actionLabel: (r) => `Registrar la ratificación de la carta ${folioOf(r)}`,
      title: (r) => `Ratificación de la carta ${folioOf(r)}`,
      explain: () => "La ratificación ante el Centro de Conciliación o el Tribunal Laboral (LFT 33). Al registrarla, el finiquito queda Ratificado.",
      input: {
        organo_ratificacion: select({ label: "Ratificada ante", choices: ratificationBodyChoices, required: m.organo }),
        centro_conciliacion: text({ label: "Centro de conciliación o tribunal", max: 200, required: m.centro }),
        expediente: text({ label: "Expediente", max: 60, required: m.expediente }),
        f_ratificacion: date({ label: "Fecha de ratificación", required: m.fechaRatificacion }),
      },
      guards: [
        {
          field: "f_ratificacion",
          check: (r, i) => (typeof r.f_firma === "string" && typeof i.f_ratificacion === "string" && i.f_ratificacion < r.f_firma ? m.ratificacionAntesFirma : undefined),
        },
        { field: "f_ratificacion", check: (_r, i, today) => (typeof i.f_ratificacion === "string" && i.f_ratificacion > today ? m.ratificacionFutura : undefined) },
      ],
    },
    {
      // The new letter (a copy under a new folio, issued again) is written by beforeTransition.
      id: "reemitir",
      label: "Reemitir carta",
      from: ["Emitida", "Firmada"],
      to: "Cancelada",
      key: "FIN200",
      refused: m.noReemitible,
      done: m.reemitida,
      actionLabel: (r) => `Reemitir la carta ${folioOf(r)}`,
      question: (r) => `¿Reemitir la carta ${folioOf(r)} con un nuevo folio? Esta carta queda Cancelada y se conserva sin cambios.`,
    },
    {
      id: "cancelar",
      label: "Cancelar carta",
      from: ["Borrador", "Emitida", "Firmada"],
      to: "Cancelada",
      key: "FIN200",
      refused: m.noCancelable,
      done: m.cancelada,
      icon: "cancel",
      actionLabel: (r) => `Cancelar la carta ${folioOf(r)}`,
      question: (r) => `¿Cancelar la carta ${folioOf(r)}? Se conserva como Cancelada.`,
    },
  ],
  editable: {
    states: ["Borrador"],
    updateRefused: m.soloBorrador,
    deleteRefused: m.noEliminable,
    note: (r) => `Carta ${folioOf(r)}: emitida, su texto ya no cambia. Para corregirla, reemítala con un nuevo folio.`,
  },
}

export const letterWitnesses = {
  label: "Testigos",
  singular: "testigo",
  maxRows: witnessCount,
  fields: {
    nombre: text({ label: "Nombre", max: 150, required: m.testigoNombre }),
    domicilio: text({ label: "Domicilio", max: 250, required: m.testigoDomicilio }),
  },
}

const rules: ReadonlyArray<RecordRule> = [
  { field: "testigos", check: (v) => (Array.isArray(v.testigos) && v.testigos.length === witnessCount ? undefined : m.testigos) },
]

const placeholderHelp = `Vacío: el texto del tipo de carta. Datos que puede usar: ${Object.keys(letterPlaceholderLabels)
  .map((k) => `{${k}}`)
  .join(" ")}.`

export const settlementLetters = defineRecord({
  resource: "cartas-finiquito",
  title: "Cartas finiquito",
  singular: "carta finiquito",
  keys: ["FIN200"],
  messages: defaultMessages,
  fields: {
    ...createdStamps,
    ...changedStamp,
    id_carta: integer({ label: "Clave", key: true, derived: true, sortable: true }),
    folio: text({ label: "Folio", max: 30, derived: true, column: true, searchable: true, sortable: true }),
    id_finiquito: sampled(
      select({ label: "Finiquito", integerId: true, required: m.finiquito, lookup: letterFiniquitoLookup, readOnlyInEdit: true, filter: true, exported: false }),
      constant(1),
    ),
    folio_finiquito: text({ label: "Folio del finiquito", max: 30, derived: true, exported: true }),
    // The finiquito's person: the record's workplace, never sent.
    id_empleado: select({ label: "Colaborador", integerId: true, scope: "empleado", derived: true, exported: false }),
    colaborador: text({ label: "Colaborador", max: 250, derived: true, column: true, searchable: true, sortable: true }),
    id_empresa: select({ label: "Empresa", integerId: true, derived: true, filter: true, lookup: companyLookup }),
    tipo: sampled(select({ label: "Tipo", choices: letterTypeChoices, required: m.tipo, column: true, filter: true }), constant("RECIBO")),
    // The finiquito's neto until issued; the one printed afterwards.
    neto: money({ label: "Neto", derived: true, column: true }),
    lugar: sampled(text({ label: "Lugar", max: 150, required: m.lugar }), constant("León, Guanajuato")),
    f_firma: sampled(date({ label: "Fecha firma", required: m.fechaFirma, column: true, sortable: true, filter: true }), constant("2026-07-01")),
    id_representante: sampled(
      select({ label: "Representante de la empresa", integerId: true, required: m.representante, lookup: activeEmployeeLookup, exported: false }),
      constant(1),
    ),
    representante: text({ label: "Representante", max: 250, derived: true, exported: true }),
    testigos: rows({ label: "Testigos", of: letterWitnesses }),
    texto: textarea({ label: "Texto de la carta", max: 20_000, description: placeholderHelp }),
    texto_emitido: textarea({ label: "Texto emitido", max: 40_000, derived: true }),
    resultado_emitido: textarea({ label: "Cálculo emitido", max: 200_000, derived: true }),
    f_emision: date({ label: "Fecha de emisión", derived: true, exported: true }),
    archivo_firmado: text({ label: "Carta firmada", max: 16, derived: true }),
    organo_ratificacion: select({ label: "Ratificada ante", choices: ratificationBodyChoices, derived: true, exported: true }),
    centro_conciliacion: text({ label: "Centro de conciliación o tribunal", max: 200, derived: true, exported: true }),
    expediente: text({ label: "Expediente", max: 60, derived: true, exported: true }),
    f_ratificacion: date({ label: "Fecha de ratificación", derived: true, exported: true }),
    id_carta_anterior: integer({ label: "Reemisión de", derived: true }),
    estado: stateField(letterWorkflow.states),
  },
  rules,
  workflow: letterWorkflow,
  defaultOrder: { field: "id_carta", direction: "desc" },
  documents: [{ name: "carta", label: "Carta finiquito", downloaded: "Carta finiquito descargada", call: { path: "/print-carta-finiquito", idAs: "id_carta" } }],
})

export const settlementLettersEndpoints = resourceEndpoints("CartasFiniquito", settlementLetters)
