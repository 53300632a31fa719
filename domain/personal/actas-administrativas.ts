import { formatDate } from "../dates"
import { actaMessages, medioEntregaChoices, participantRoles, rescissionNoticeIssued, sancionChoices } from "./actas-administrativas-rules"
import { type RecordRule, defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { constant, onlyWhen, onlyWhenRules, proposedFrom, sampled } from "../records/field-extras"
import { date, flag, integer, rows, select, text, textarea } from "../records/field"
import { isDay, notBefore } from "../records/rules"
import { createdStamps, changedStamp } from "../records/stamps"
import { type Workflow, draftState, stateField } from "../records/workflow"
import { fraccionChoices, fraccionOfCatalogue } from "../rules/lft-47"
import { maxSuspensionDays } from "../rules/lft-423"
import { pastPrescription } from "../rules/lft-517"
import { recordCatalogNames } from "./record-lookups"
import { employeeOwner, employeeWorkplace } from "./employee-fields"
import { activeEmployeeLookup, attestedBy, everyoneNamed, personRows } from "./person-rows"

// Actas administrativas (GP200, DOMAIN-MX 4.4): the record of a worker's misconduct that makes a
// sanction (LFT 423-X) or a later dismissal (LFT 47) defensible. The wire fields are the issue's:
// id_empleado, f_hechos, hora_hechos, f_conocimiento, f_acta, lugar, fraccion_lft47 ('I'..'XV',
// 'XIV Bis', 'RI'), descripcion_hechos, declaracion_trabajador, se_nego_declarar, participantes
// and testigos (rows naming an employee or a person from outside), sancion ('AV', 'AE', 'SU',
// 'RE'), dias_suspension, f_inicio_suspension and estado; besides them the optional tipo de falta
// of Tablas de referencia (it must name the same fraction) and what the server answers: the
// folio, names, the art. 517 warning, the rescission notice's dates, the cancellation's reason.
//
// The server draws the key and the folio AA-{empresa}-{año}-{consecutivo}. estado is never
// written by a save: an acta is born Borrador, edited and deleted only as Borrador, then signed,
// notified or cancelled by its workflow's transitions (`POST /actas-administrativas/:id/firmar`,
// `/notificar`, `/cancelar`). Its documents print at `GET /actas-administrativas/:id/acta` and
// `/aviso-rescision`, on its rows and in the person's Documentos tab. Whether the facts happened before today, the prescription warning
// and a notice delivered "today" take the server's clock.

const actaWitnesses = personRows({ label: "Testigos", singular: "testigo", maxRows: 4 })
const actaParticipants = personRows({
  label: "Participantes",
  singular: "participante",
  maxRows: 10,
  extra: { rol: select({ label: "Rol", choices: participantRoles, required: "El rol es requerido" }) },
})

/** A suspension's days and first day: only for a suspension, required then. */
const suspension = (required: string) => ({ field: "sancion", values: ["SU"], required, absent: actaMessages.sinSuspension })
const hourPattern = /^([01]\d|2[0-3]):[0-5]\d$/


const isRescission = (r: Readonly<Record<string, unknown>>) => r.sancion === "RE"
const delivered = (input: Readonly<Record<string, unknown>>) => (isDay(input.f_entrega_aviso) ? input.f_entrega_aviso : null)
const folioOf = (r: Readonly<Record<string, unknown>>) => String(r.folio ?? "")
const onActa = (verb: string) => (r: Readonly<Record<string, unknown>>) => `${verb} el acta ${folioOf(r)}`

/**
 * Signed, the acta is no longer edited or deleted; notified, for a rescission, with the delivery
 * of its notice (in person, or through the tribunal within five working days: a late one is
 * recorded, and said); cancelled, from any other state, with the reason.
 */
const workflow: Workflow = {
  field: "estado",
  // The codes of actaStates, which the table's CHECK lists.
  states: [
    // A draft or a cancelled acta prints marked so: it is not (or no longer) in force.
    draftState,
    { code: "Firmada", label: "Firmada", tone: "info" },
    { code: "Notificada", label: "Notificada", tone: "success" },
    { code: "Cancelada", label: "Cancelada", tone: "danger", mark: "CANCELADA" },
  ],
  stamps: { at: "f_modificacion" },
  editable: {
    states: ["Borrador"],
    updateRefused: actaMessages.soloBorrador,
    // Only a draft is deleted (the default `deletable`); a signed acta is cancelled with a reason instead.
    deleteRefused: actaMessages.noEliminable,
    note: (r) => `Acta ${String(r.estado).toLowerCase()}: ya no se modifica. Imprímala, notifíquela o cancélela desde la lista.`,
  },
  transitions: [
    {
      id: "firmar",
      label: "Firmar acta",
      from: ["Borrador"],
      to: "Firmada",
      key: "GP200",
      refused: actaMessages.noFirmable,
      done: actaMessages.firmada,
      actionLabel: onActa("Firmar"),
      icon: "confirm",
      stamps: { day: "f_firma" },
      question: (r) => `¿Desea firmar el acta ${folioOf(r)}? Una vez firmada ya no se modifica ni se elimina.`,
    },
    {
      id: "notificar",
      label: "Notificar acta",
      from: ["Firmada"],
      to: "Notificada",
      key: "GP200",
      refused: actaMessages.noNotificable,
      done: actaMessages.notificada,
      actionLabel: onActa("Notificar"),
      icon: "send",
      question: (r) => `¿Registrar que el acta ${folioOf(r)} se notificó al colaborador?`,
      asks: isRescission,
      explain: (r) =>
        `Registre la entrega del aviso de rescisión: en persona, o por conducto del Tribunal laboral si el colaborador se negó a recibirlo. A más tardar el ${formatDate(String(r.f_limite_aviso ?? ""))} (cinco días hábiles).`,
      input: {
        f_entrega_aviso: date({ label: "Fecha de entrega del aviso" }),
        medio_entrega_aviso: select({ label: "Medio de entrega", choices: medioEntregaChoices }),
      },
      guards: [
        { field: "f_entrega_aviso", check: (r, i) => (isRescission(r) && delivered(i) === null ? actaMessages.fEntregaAviso : undefined) },
        { field: "medio_entrega_aviso", check: (r, i) => (isRescission(r) && !i.medio_entrega_aviso ? actaMessages.medioEntregaAviso : undefined) },
        { field: "f_entrega_aviso", check: (r, i) => (isRescission(r) && String(delivered(i) ?? r.f_acta) < String(r.f_acta) ? actaMessages.entregaAnterior : undefined) },
        { field: "f_entrega_aviso", check: (r, i, today) => (isRescission(r) && String(delivered(i) ?? today) > today ? actaMessages.entregaFutura : undefined) },
      ],
      // Only a rescission's notice is delivered: another sanction stores no delivery.
      columns: (r, i) => (isRescission(r) ? { f_entrega_aviso: delivered(i), medio_entrega_aviso: i.medio_entrega_aviso ?? null } : {}),
      notice: (r, i) => (isRescission(r) && typeof r.f_limite_aviso === "string" && (delivered(i) ?? "") > r.f_limite_aviso ? actaMessages.entregaTardia : undefined),
    },
    {
      id: "cancelar",
      label: "Cancelar acta",
      from: ["Borrador", "Firmada", "Notificada"],
      to: "Cancelada",
      key: "GP200",
      refused: actaMessages.yaCancelada,
      done: actaMessages.cancelada,
      actionLabel: onActa("Cancelar"),
      icon: "cancel",
      input: { motivo_cancelacion: textarea({ label: "Motivo de la cancelación", max: 500, required: actaMessages.motivoCancelacion }) },
    },
  ],
}

export const actaFields = {
  id_acta: integer({ label: "Clave", key: true, derived: true }),
  folio: text({ label: "Folio", max: 30, derived: true, column: true, searchable: true, sortable: true }),
  ...employeeOwner({ lookup: activeEmployeeLookup, sample: constant(1) }),
  ...employeeWorkplace({ centreUnderCompany: true }),
  f_hechos: sampled(date({ label: "Fecha de los hechos", required: actaMessages.fHechos, column: true, sortable: true, filter: true }), constant("2026-01-05")),
  hora_hechos: sampled(
    text({ label: "Hora de los hechos", max: 5, required: actaMessages.horaHechos, pattern: { regex: hourPattern, message: actaMessages.horaFormato }, exported: true, description: "HH:MM, 24 horas" }),
    constant("10:30"),
  ),
  f_conocimiento: sampled(
    proposedFrom(date({ label: "Fecha de conocimiento", required: actaMessages.fConocimiento, exported: true, description: "El día en que la empresa supo de los hechos" }), "f_hechos"),
    constant("2026-01-05"),
  ),
  f_acta: sampled(date({ label: "Fecha del acta", required: actaMessages.fActa, exported: true, sortable: true }), constant("2026-01-06")),
  lugar: text({ label: "Lugar", max: 150, required: actaMessages.lugar, exported: true }),
  id_tipo_falta: sampled(
    select({
      label: "Tipo de falta",
      integerId: true,
      lookup: {
        catalogue: recordCatalogNames.tiposFalta,
        idColumn: "id_tipo_falta",
        labelColumn: "n_tipo_falta",
        proposes: { field: "fraccion_lft47", column: "fraccion_lft47", as: fraccionOfCatalogue },
      },
      description: "De las Tablas de referencia; propone su fundamento",
    }),
    constant(null),
  ),
  n_tipo_falta: text({ label: "Tipo de falta", max: 100, derived: true, exported: true }),
  fraccion_lft47: sampled(
    select({ label: "Fundamento (LFT art. 47)", choices: fraccionChoices, required: actaMessages.fraccion, column: true, filter: true, sortable: true }),
    constant("XI"),
  ),
  descripcion_hechos: sampled(
    textarea({
      label: "Descripción de los hechos",
      max: 4000,
      required: actaMessages.descripcion,
      pattern: { regex: /^[\s\S]{20,}$/u, message: actaMessages.descripcionCorta },
      exported: true,
    }),
    constant("El colaborador se negó a seguir la instrucción de su jefe inmediato."),
  ),
  declaracion_trabajador: textarea({ label: "Declaración del colaborador", max: 4000, exported: true, description: "Su derecho de audiencia (LFT art. 423, fracción X)" }),
  se_nego_declarar: sampled(flag({ label: "Se negó a declarar", exported: true }), constant("1")),
  participantes: sampled(rows({ label: "Participantes", of: actaParticipants, min: 1 }), constant([{ id_empleado: null, nombre: "Ana Ruiz Soto", rol: "Recursos Humanos" }])),
  testigos: sampled(
    rows({ label: "Testigos", of: actaWitnesses }),
    constant([
      { id_empleado: null, nombre: "Luis Pérez Gómez" },
      { id_empleado: null, nombre: "Marta Díaz León" },
    ]),
  ),
  sancion: sampled(
    select({ label: "Sanción", choices: sancionChoices, required: actaMessages.sancion, column: true, filter: true, sortable: true }),
    constant("AE"),
  ),
  dias_suspension: sampled(
    onlyWhen(integer({ label: "Días de suspensión", min: 0, exported: true, description: "De 1 a 8 (LFT art. 423, fracción X)" }), suspension(actaMessages.diasSuspension)),
    constant(null),
  ),
  f_inicio_suspension: sampled(onlyWhen(date({ label: "Inicio de la suspensión", exported: true }), suspension(actaMessages.inicioSuspension)), constant(null)),
  estado: stateField(workflow.states),
  fuera_plazo: flag({ label: "Después de un mes (LFT art. 517)", derived: true, exported: true }),
  f_firma: date({ label: "Fecha de firma", derived: true, exported: true }),
  f_limite_aviso: date({ label: "Entrega del aviso a más tardar", derived: true, exported: true }),
  f_entrega_aviso: date({ label: "Entrega del aviso de rescisión", derived: true, exported: true }),
  medio_entrega_aviso: select({ label: "Medio de entrega del aviso", choices: medioEntregaChoices, derived: true, exported: true }),
  motivo_cancelacion: text({ label: "Motivo de la cancelación", max: 500, derived: true, exported: true }),
  ...createdStamps,
  ...changedStamp,
}

const rules: ReadonlyArray<RecordRule> = [
  notBefore("f_conocimiento", "f_hechos", actaMessages.conocimientoAnterior),
  notBefore("f_acta", "f_conocimiento", actaMessages.actaAnterior),
  {
    field: "declaracion_trabajador",
    reads: ["declaracion_trabajador", "se_nego_declarar"],
    check: (v) => ((v.declaracion_trabajador === null || v.declaracion_trabajador === undefined) && v.se_nego_declarar !== "1" ? actaMessages.declaracion : undefined),
  },
  everyoneNamed("participantes", actaMessages.participanteSinNombre),
  attestedBy("testigos", "id_empleado", actaMessages.testigos),
  // Required for a suspension and refused for another sanction; then, for a suspension, its bounds.
  ...onlyWhenRules(actaFields),
  {
    field: "dias_suspension",
    reads: ["sancion", "dias_suspension"],
    check: (v) => {
      const days = v.dias_suspension
      if (v.sancion !== "SU" || typeof days !== "number") return undefined
      return days > maxSuspensionDays ? actaMessages.suspensionMaxima : days < 1 ? actaMessages.suspensionMinima : undefined
    },
  },
  {
    field: "f_inicio_suspension",
    reads: ["sancion", "f_acta", "f_inicio_suspension"],
    check: (v) => (v.sancion === "SU" && isDay(v.f_acta) && isDay(v.f_inicio_suspension) && v.f_inicio_suspension < v.f_acta ? actaMessages.inicioSuspensionAnterior : undefined),
  },
]

export const administrativeRecords = defineRecord({
  resource: "actas-administrativas",
  title: "Actas administrativas",
  singular: "acta administrativa",
  keys: ["GP200"],
  messages: defaultMessages,
  fields: actaFields,
  rules,
  // Drawn up more than a month after the facts were known (LFT art. 517-I): saved all the same.
  warnings: [
    { field: "f_acta", reads: ["f_conocimiento", "f_acta"], check: (v) => (pastPrescription(String(v.f_conocimiento), String(v.f_acta)) ? actaMessages.prescripcion : undefined) },
  ],
  workflow,
  defaultOrder: { field: "f_hechos", direction: "desc" },
  // The acta in every state (a draft or a cancelled one is marked so); the Aviso de rescisión
  // only for a rescission once signed.
  documents: [
    { name: "acta", label: "Acta administrativa" },
    {
      name: "aviso-rescision",
      label: "Aviso de rescisión",
      states: rescissionNoticeIssued,
      refusal: (r) => (r.sancion === "RE" ? actaMessages.avisoSinFirma : actaMessages.sinRescision),
    },
  ],
  person: "id_empleado",
})

export const administrativeRecordsEndpoints = resourceEndpoints("ActasAdministrativas", administrativeRecords)
