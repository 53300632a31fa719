import { Schema } from "effect"
import { fileEndpoint, needsAnyKey, pdfFile } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { attendanceMarks } from "./lista-asistencia-rules"

// FOR200 Lista de asistencia (MODULES-MX §3 and §0.2): pick a course (FOR160) and one of its
// sessions, mark each enrolled participant Asistió, Falta, Retardo or Justificada with an
// observation, and print the sheet they sign. Hand-written calls, not a record descriptor: a
// sheet is one session of a course across its participants (a grid of marks keyed by course,
// session and person), read and saved as a whole, with no list, form or key of its own.
//
// - /get-cursos-asistencia: the courses of the caller's work centres whose attendance is taken
//   (Convocado, En curso), with their sessions.
// - /get-asistencia {id_proyecto, id_sesion}: the sheet; a session is named by its number in the
//   course (1, 2, ...), which the course keeps fixed once it has marks.
// - /guardar-asistencia {id_proyecto, id_sesion, asistencias}: records the marks given (each
//   replaces that person's mark in that session), only for participants not dropped (Baja),
//   only while the course is Convocado or En curso: a concluded course's outcomes were worked out
//   from its attendance, so it no longer changes [D].
// - /print-lista-asistencia {id_proyecto, id_sesion}: the sign-in sheet as a PDF (curso, sesión,
//   instructor; Nombre, Puesto, Firma), in any state of the course.

const attendanceKeys = needsAnyKey("FOR200")

export const attendanceMessages = {
  curso: "El curso no es válido",
  sesion: "La sesión no es válida",
  marca: "La marca de asistencia no es válida",
  observacion: "La observación admite a lo más 300 caracteres",
  repetido: "Un colaborador aparece más de una vez en la lista",
  sinSesion: "La sesión no existe en el curso",
  noInscrito: "Solo se registra la asistencia de los participantes inscritos en el curso (no dados de baja)",
  estado: "La asistencia solo se registra en cursos convocados o en curso",
  guardada: "Asistencia guardada",
} as const

/** The states in which a course's attendance is taken. */
export const attendanceStates: ReadonlyArray<string> = ["Convocado", "En curso"]

const IdProyecto = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => attendanceMessages.curso })).annotations({ message: () => attendanceMessages.curso })
const IdSesion = Schema.Int.pipe(Schema.between(1, 100, { message: () => attendanceMessages.sesion })).annotations({ message: () => attendanceMessages.sesion })
const IdEmpleado = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => attendanceMessages.noInscrito }))
const Marca = Schema.Literal(...attendanceMarks).annotations({ message: () => ({ message: attendanceMessages.marca, override: true }) })
const Observacion = Schema.NullOr(Schema.Trim.pipe(Schema.maxLength(300, { message: () => attendanceMessages.observacion })))

export const SessionKey = Schema.Struct({ id_proyecto: IdProyecto, id_sesion: IdSesion })
export type SessionKey = typeof SessionKey.Type

export const AttendanceEntry = Schema.Struct({ id_empleado: IdEmpleado, marca: Marca, observacion: Schema.optionalWith(Observacion, { default: () => null }) })
export type AttendanceEntry = typeof AttendanceEntry.Type

export const SaveAttendance = Schema.Struct({
  ...SessionKey.fields,
  asistencias: Schema.Array(AttendanceEntry).pipe(
    Schema.maxItems(300),
    Schema.filter((rows) => new Set(rows.map((r) => r.id_empleado)).size === rows.length || attendanceMessages.repetido),
  ),
})
export type SaveAttendance = typeof SaveAttendance.Type

const Session = Schema.Struct({
  id_sesion: Schema.Number,
  fecha: Schema.String,
  hora_inicio: Schema.String,
  hora_fin: Schema.String,
  n_sede: Schema.NullOr(Schema.String),
})
export type AttendanceSession = typeof Session.Type

export const AttendanceCourse = Schema.Struct({
  id_proyecto: Schema.Number,
  n_curso: Schema.String,
  estado: Schema.String,
  f_inicio: Schema.String,
  f_fin: Schema.String,
  sesiones: Schema.Array(Session),
})
export type AttendanceCourse = typeof AttendanceCourse.Type

const Participant = Schema.Struct({
  id_empleado: Schema.Number,
  num_empleado: Schema.NullOr(Schema.String),
  n_empleado: Schema.String,
  n_puesto: Schema.NullOr(Schema.String),
  marca: Schema.NullOr(Marca),
  observacion: Schema.NullOr(Schema.String),
})
export type AttendanceParticipant = typeof Participant.Type

export const AttendanceSheet = Schema.Struct({
  id_proyecto: Schema.Number,
  n_curso: Schema.String,
  estado: Schema.String,
  n_instructor: Schema.String,
  sesion: Session,
  /** Whether the course's state lets its attendance be recorded. */
  editable: Schema.Boolean,
  participantes: Schema.Array(Participant),
})
export type AttendanceSheet = typeof AttendanceSheet.Type

const calls = endpointFamily(attendanceKeys, {
  getCursosAsistencia: {
    summary: "Los cursos de sus centros de trabajo cuya asistencia se registra (convocados o en curso), con sus sesiones numeradas.",
    request: Schema.Struct({}),
    result: Schema.Array(AttendanceCourse),
  },
  getAsistencia: {
    summary:
      "La lista de asistencia de una sesión de un curso: sus participantes inscritos (no dados de baja) con su puesto, su marca y su observación. 404 si el curso o la sesión no existen; 403 si el curso no es de sus centros de trabajo.",
    request: SessionKey,
    result: AttendanceSheet,
  },
  guardarAsistencia: {
    summary:
      "Registra las marcas de asistencia de una sesión (Asistió, Falta, Retardo, Justificada) con su observación; cada una reemplaza la anterior de esa persona. 400 si alguien no es participante inscrito; 409 si el curso no está convocado ni en curso.",
    writes: true,
    request: SaveAttendance,
    result: AttendanceSheet,
  },
})

export const printListaAsistencia = fileEndpoint({
  name: "printListaAsistencia",
  method: "POST",
  path: "/print-lista-asistencia",
  summary: "La lista de asistencia de una sesión en PDF para firmar: curso, sesión e instructor; Nombre, Puesto y Firma de cada participante inscrito.",
  access: attendanceKeys,
  writes: false,
  request: SessionKey,
  file: pdfFile,
})

export const attendanceEndpoints = { ...calls, printListaAsistencia } as const
