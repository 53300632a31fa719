import { catalogNames } from "../api/catalogs"
import { centreLookup } from "../organizacion/workplace-fields"
import { defaultMessages, defineRecord, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, decimal, integer, money, picker, rows, select, text, textarea } from "../records/field"
import { constant, sampled } from "../records/field-extras"
import { notBefore } from "../records/rules"
import { changedStamp, createdStamps } from "../records/stamps"
import { type Workflow, stateField } from "../records/workflow"
import { isWorkingDay } from "../rules/working-days"
import { capacityProblem, durationProblem, sessionDateProblem, sessionMinutes, ungradedProblem, courseMessages } from "./proyectos-formacion-rules"
import { courseCatalogNames } from "./proyectos-formacion-lookups"
import {
  courseKinds,
  courseRecordMessages as m,
  defaultMinimumGrade,
  objectiveChoices,
  participantStates,
} from "./proyectos-formacion-vocabulary"
import { thematicAreas } from "./tablas-referencia-stps"
import { trainingAgentLookup } from "./tablas-referencia-training-agents"
import { budgetCatalogNames } from "./revision-presupuesto-lookups"

// FOR160 Proyectos de formación (MODULES-MX §3): one run of a course, its sessions, who takes it
// and what it really cost. It moves Planeado → Convocado (each participant and their jefe get the
// convocatoria by mail) → En curso → Concluido (every participant still in it graded; each is
// then Aprobado or Reprobado by the FOR200 attendance and the grade) → Cerrado, or Cancelado
// with a reason before it concludes. The whole record changes while Planeado or Convocado; En
// curso only the grades, the participants' state and the costs; Concluido only the costs (the
// invoices come after the course [D]); the server judges that (server/formacion/proyectos-formacion.ts).
// A course already given may be recorded late: nothing refuses past dates, and it may be taken
// through its states the same day.

type Row = Readonly<Record<string, unknown>>

const rowsOf = (v: unknown): ReadonlyArray<Row> => (Array.isArray(v) ? v : [])
const str = (v: unknown): string => (typeof v === "string" ? v : "")
const num = (v: unknown): number | null => (typeof v === "number" ? v : null)
const nameOf = (r: Row) => str(r.n_curso)

/** A session as the rules read it (the form's or the API's row). */
const sessionsOf = (v: unknown) => rowsOf(v).map((s) => ({ fecha: str(s.fecha), hora_inicio: str(s.hora_inicio), hora_fin: str(s.hora_fin) }))
const participantsOf = (v: unknown) => rowsOf(v).map((p) => ({ estado: str(p.estado), calificacion: num(p.calificacion) }))

/**
 * A guard on the stored record's child rows: a list row has none (`undefined`), so the page still
 * offers the transition and the server, which reads the whole record, judges it.
 */
const onRows = (field: string, check: (rows: ReadonlyArray<Row>) => string | undefined) => (r: Row) =>
  Array.isArray(r[field]) ? check(r[field] as ReadonlyArray<Row>) : undefined

export const courseWorkflow: Workflow = {
  field: "estado",
  states: [
    { code: "Planeado", label: "Planeado", tone: "neutral" },
    { code: "Convocado", label: "Convocado", tone: "info" },
    { code: "En curso", label: "En curso", tone: "info" },
    { code: "Concluido", label: "Concluido", tone: "success" },
    { code: "Cerrado", label: "Cerrado", tone: "success" },
    { code: "Cancelado", label: "Cancelado", tone: "danger" },
  ],
  stamps: { at: "f_modificacion" },
  transitions: [
    {
      // The mails go once the move commits (server/formacion/proyectos-formacion-mail.ts): a mail
      // server that fails is logged and never undoes the convocatoria.
      id: "convocar",
      label: "Convocar",
      from: ["Planeado"],
      to: "Convocado",
      key: "FOR160",
      refused: m.noConvocable,
      done: m.convocado,
      icon: "send",
      actionLabel: (r) => `Convocar el curso ${nameOf(r)}`,
      question: (r) => `¿Convocar el curso ${nameOf(r)}? Se envía la convocatoria por correo a cada participante y a su jefe.`,
      guards: [
        { onRecord: true, status: 409, check: onRows("participantes", (ps) => (ps.some((p) => p.estado !== "Baja") ? undefined : m.sinParticipantes)) },
        { onRecord: true, status: 409, check: onRows("sesiones", (ss) => (ss.length > 0 ? undefined : m.sinSesiones)) },
      ],
      notice: () => m.convocatoria,
    },
    {
      id: "iniciar",
      label: "Iniciar",
      from: ["Convocado"],
      to: "En curso",
      key: "FOR160",
      refused: m.noIniciable,
      done: m.iniciado,
      icon: "confirm",
      actionLabel: (r) => `Iniciar el curso ${nameOf(r)}`,
      question: (r) => `¿Marcar el curso ${nameOf(r)} como en curso? Desde entonces solo se capturan calificaciones, estados de los participantes y costos.`,
    },
    {
      // The table's afterReached gives each participant still in the course its outcome.
      id: "concluir",
      label: "Concluir",
      from: ["En curso"],
      to: "Concluido",
      key: "FOR160",
      refused: m.noConcluible,
      done: m.concluido,
      icon: "confirm",
      actionLabel: (r) => `Concluir el curso ${nameOf(r)}`,
      question: (r) => `¿Concluir el curso ${nameOf(r)}? Cada participante queda aprobado o reprobado por su asistencia y su calificación.`,
      guards: [{ onRecord: true, status: 409, check: onRows("participantes", (ps) => ungradedProblem(participantsOf(ps))) }],
    },
    {
      // MODULES-MX §0.1 closes a course once every Aprobado has its DC-3 (issued in Formatos
      // DC-3, FOR250): the table's beforeTransition counts them.
      id: "cerrar",
      label: "Cerrar",
      from: ["Concluido"],
      to: "Cerrado",
      key: "FOR160",
      refused: m.noCerrable,
      done: m.cerrado,
      icon: "confirm",
      actionLabel: (r) => `Cerrar el curso ${nameOf(r)}`,
      question: (r) => `¿Cerrar el curso ${nameOf(r)}? Ya no se modifica.`,
    },
    {
      id: "cancelar",
      label: "Cancelar curso",
      from: ["Planeado", "Convocado", "En curso"],
      to: "Cancelado",
      key: "FOR160",
      refused: m.noCancelable,
      done: m.cancelado,
      icon: "cancel",
      actionLabel: (r) => `Cancelar el curso ${nameOf(r)}`,
      title: (r) => `Cancelar el curso ${nameOf(r)}`,
      input: { motivo_cancelacion: textarea({ label: "Motivo de la cancelación", max: 500, required: m.motivo }) },
    },
  ],
  editable: {
    states: ["Planeado", "Convocado", "En curso", "Concluido"],
    updateRefused: m.inmutable,
    deleteRefused: m.soloPlaneado,
    note: (r) => `Curso ${String(r.estado ?? "").toLowerCase()}: ya no se modifica.`,
  },
}

const clock = /^([01]\d|2[0-3]):[0-5]\d$/
const hour = (label: string, required: string, sample: string) =>
  sampled(text({ label, max: 5, required, pattern: { regex: clock, message: m.hora }, description: "HH:MM, 24 horas" }), constant(sample))

export const courseSessions = {
  label: "Sesiones",
  singular: "sesión",
  maxRows: 100,
  fields: {
    fecha: date({ label: "Fecha", required: m.fecha }),
    hora_inicio: hour("Hora de inicio", m.horaInicio, "09:00"),
    hora_fin: hour("Hora de fin", m.horaFin, "13:00"),
    // A course given online has no room.
    id_sede: select({ label: "Sede", max: 10, lookup: { catalogue: courseCatalogNames.sedes, idColumn: "id_sede", labelColumn: "n_sede" } }),
  },
}

export const courseParticipants = {
  label: "Participantes",
  singular: "participante",
  maxRows: 300,
  uniqueBy: ["id_empleado"],
  fields: {
    id_empleado: picker({
      label: "Colaborador",
      integerId: true,
      required: m.colaborador,
      lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado", shownBy: "n_empleado" },
    }),
    n_empleado: text({ label: "Nombre", max: 320, derived: true }),
    estado: {
      ...select({ label: "Estado", choices: participantStates.map((s) => ({ id: s, label: s })), required: m.estadoParticipante }),
      initial: "Inscrito",
    },
    calificacion: decimal({ label: "Calificación", min: 0, max: 100, scale: 2, description: "De 0 a 100" }),
  },
}

export const courseCosts = {
  label: "Costos reales",
  singular: "costo",
  maxRows: 100,
  fields: {
    id_concepto_gasto: select({
      label: "Concepto de gasto",
      max: 10,
      required: m.concepto,
      lookup: { catalogue: courseCatalogNames.conceptosGasto, idColumn: "id_concepto_gasto", labelColumn: "n_concepto_gasto" },
    }),
    monto: sampled(money({ label: "Monto", required: m.monto, max: 10_000_000 }), (fc) => fc.integer({ min: 1, max: 50_000 })),
    comprobante: text({ label: "Comprobante", max: 100, description: "Folio de la factura o del recibo" }),
  },
}

const rules: ReadonlyArray<RecordRule> = [
  notBefore("f_fin", "f_inicio", m.finAntes),
  { field: "id_agente", reads: ["tipo", "id_agente"], check: (v) => (v.tipo === "Externo" && (v.id_agente === null || v.id_agente === undefined) ? m.agente : undefined) },
  { field: "duracion_horas", reads: ["duracion_horas", "sesiones"], check: (v) => durationProblem(num(v.duracion_horas) ?? 0, sessionsOf(v.sesiones)) },
  {
    field: "sesiones",
    reads: ["f_inicio", "f_fin", "sesiones"],
    check: (v) =>
      str(v.f_inicio) === "" || str(v.f_fin) === "" ? undefined : sessionsOf(v.sesiones).map((s) => sessionDateProblem(s.fecha, str(v.f_inicio), str(v.f_fin))).find((p) => p !== undefined),
  },
  { field: "sesiones", reads: ["sesiones"], check: (v) => (sessionsOf(v.sesiones).some((s) => sessionMinutes(s.hora_inicio, s.hora_fin) === null) ? courseMessages.horaFin : undefined) },
  { field: "cupo", reads: ["cupo", "participantes"], check: (v) => capacityProblem(num(v.cupo) ?? 0, participantsOf(v.participantes)) },
  { field: "costos_reales", reads: ["costos_reales"], check: (v) => (rowsOf(v.costos_reales).some((c) => !((num(c.monto) ?? 0) > 0)) ? m.montoPositivo : undefined) },
]

export const courses = defineRecord({
  resource: "proyectos-formacion",
  title: "Proyectos de formación",
  singular: "curso",
  keys: ["FOR160"],
  messages: defaultMessages,
  // Only a planned course goes; once convoked it is cancelled instead, and kept.
  deletable: (r) => r.estado === "Planeado",
  fields: {
    id_proyecto: integer({ label: "Clave", key: true, derived: true, sortable: true }),
    n_curso: text({ label: "Curso", max: 150, required: m.nombre, column: true, searchable: true, sortable: true }),
    // The company and work centre the course is given for: the centre places it in the workplace tree.
    id_empresa: sampled(
      select({ label: "Empresa", integerId: true, required: m.empresa, lookup: { catalogue: catalogNames.empresasDelRol, idColumn: "id_empresa", labelColumn: "n_empresa" }, filter: true, readOnlyInEdit: true }),
      constant(1),
    ),
    id_centro_trabajo: sampled(
      select({
        label: "Centro de trabajo",
        integerId: true,
        required: m.centro,
        lookup: { ...centreLookup, parent: { field: "id_empresa", column: "id_empresa" } },
        filter: true,
        readOnlyInEdit: true,
        scope: "centro_trabajo",
      }),
      constant(1),
    ),
    // The DNC project whose plan the course delivers, if any: its budget (FOR150) counts the course.
    id_proyecto_dnc: select({
      label: "Proyecto DNC",
      integerId: true,
      filter: true,
      exported: false,
      lookup: { catalogue: budgetCatalogNames.proyectosDnc, idColumn: "id_proyecto_dnc", labelColumn: "n_proyecto", parent: { field: "id_empresa", column: "id_empresa" } },
      description: "El presupuesto del proyecto cuenta el costo estimado del curso como comprometido.",
    }),
    tipo: { ...sampled(select({ label: "Tipo", choices: courseKinds, required: m.tipo, column: true, filter: true }), constant("Interno")), initial: "Interno" },
    id_agente: sampled(select({ label: "Agente capacitador", max: 10, lookup: trainingAgentLookup, filter: true, description: "Requerido para un curso externo" }), constant(null)),
    id_instructor: sampled(
      select({ label: "Instructor", max: 10, required: m.instructor, lookup: { catalogue: courseCatalogNames.instructores, idColumn: "id_instructor", labelColumn: "n_instructor" } }),
      constant("EXT1"),
    ),
    agente_instructor: text({ label: "Agente/Instructor", max: 320, derived: true, column: true, searchable: true }),
    id_modalidad: sampled(
      select({ label: "Modalidad", max: 10, lookup: { catalogue: courseCatalogNames.modalidades, idColumn: "id_modalidad", labelColumn: "n_modalidad" } }),
      constant("PRESENCIAL"),
    ),
    n_modalidad: text({ label: "Modalidad", max: 100, derived: true, column: true }),
    id_tipo_curso: sampled(
      select({ label: "Tipo de curso", max: 10, lookup: { catalogue: courseCatalogNames.tiposCurso, idColumn: "id_tipo_curso", labelColumn: "n_tipo_curso" } }),
      constant(null),
    ),
    area_tematica: sampled(
      select({ label: "Área temática (DC-3)", choices: thematicAreas.map(([id, name]) => ({ id, label: `${id} ${name}` })), required: m.area, filter: true, exported: true }),
      constant("6000"),
    ),
    objetivo_153f: sampled(select({ label: "Objetivo (LFT art. 153-F)", choices: objectiveChoices, required: m.objetivo, exported: true }), constant("III")),
    f_inicio: sampled(date({ label: "Inicio", required: m.inicio, column: true, sortable: true, filter: true }), constant("2026-03-02")),
    f_fin: sampled(date({ label: "Fin", required: m.fin, exported: true }), constant("2026-03-03")),
    duracion_horas: sampled(integer({ label: "Horas", min: 1, max: 9999, required: m.duracion, column: true, sortable: true, description: "Igual a la suma de las horas de las sesiones" }), constant(8)),
    cupo: sampled(integer({ label: "Cupo", min: 1, max: 9999, required: m.cupo, exported: true }), constant(20)),
    calificacion_minima: {
      ...sampled(integer({ label: "Calificación mínima", min: 0, max: 100, required: m.minima, exported: true, description: "Para aprobar, además del 80 % de asistencia" }), constant(80)),
      initial: String(defaultMinimumGrade),
    },
    // The planned cost: Revisión de presupuesto (FOR150) adds it up as committed.
    costo_estimado: { ...sampled(money({ label: "Costo estimado", required: m.costo, max: 100_000_000, exported: true }), constant(0)), initial: "0" },
    sesiones: sampled(rows({ label: "Sesiones", of: courseSessions }), constant([])),
    participantes: sampled(rows({ label: "Participantes", of: courseParticipants }), constant([])),
    costos_reales: sampled(rows({ label: "Costos reales", of: courseCosts }), constant([])),
    aprobados: integer({ label: "Aprobados", derived: true, column: true }),
    inscritos: integer({ label: "Inscritos", derived: true, exported: true }),
    costo_real: money({ label: "Costo real", derived: true, column: true, sortable: true }),
    estado: stateField(courseWorkflow.states),
    motivo_cancelacion: textarea({ label: "Motivo de la cancelación", max: 500, derived: true, exported: true }),
    // The sessions outside a participant's working day, as the server found them on the last save.
    aviso_jornada: textarea({ label: "Sesiones fuera de la jornada", max: 1000, derived: true }),
    ...createdStamps,
    ...changedStamp,
  },
  rules,
  // Training is given within the working day unless agreed otherwise (LFT 153-E [V]): a session on
  // a rest day warns; the server adds each participant's jornada (aviso_jornada).
  warnings: [{ field: "sesiones", reads: ["sesiones"], check: (v) => (sessionsOf(v.sesiones).some((s) => s.fecha !== "" && !isWorkingDay(s.fecha)) ? m.diaDescanso : undefined) }],
  workflow: courseWorkflow,
  defaultOrder: { field: "id_proyecto", direction: "desc" },
})

export const coursesEndpoints = resourceEndpoints("ProyectosFormacion", courses)
