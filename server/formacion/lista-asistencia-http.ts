import { Effect } from "effect"
import { type AttendanceSheet, type SessionKey, type attendanceEndpoints, attendanceMessages, attendanceStates } from "../../domain/formacion/lista-asistencia-api"
import type { Principal } from "../auth/principal"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { companyOf } from "../documents/company"
import { renderCompanyDocument } from "../documents/frame"
import { refuse, refuseField } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { pdfResponse } from "../pdf/response"
import { readRecord } from "../records/read-record"
import { attendanceSheetSpec } from "./lista-asistencia-document"
import { attendableCourses, saveMarks, sessionFacts, sessionOf, sessionParticipants } from "./lista-asistencia"
import { coursesTable } from "./proyectos-formacion"

// FOR200's calls (domain/formacion/lista-asistencia-api.ts). Each reads the course as its record
// resource does (404 absent, 403 outside the caller's work centres), then its session by number
// (404 when the course has no such session). Only the participants not dropped are on the sheet
// and may be marked.

/** The course, its session and its enrolled participants' ids, or the refusal. */
const courseSession = (key: SessionKey, principal: Principal) =>
  Effect.gen(function* () {
    const course = yield* readRecord(coursesTable, String(key.id_proyecto), principal)
    const session = course.sesiones[key.id_sesion - 1]
    if (session === undefined) return yield* refuse(404, attendanceMessages.sinSesion)
    const enrolled = course.participantes.filter((p) => p.estado !== "Baja").map((p) => Number(p.id_empleado))
    return { course, session, enrolled }
  })

const sheetOf = (key: SessionKey, principal: Principal) =>
  Effect.gen(function* () {
    const { course, session, enrolled } = yield* courseSession(key, principal)
    const facts = yield* sessionFacts(key.id_proyecto, key.id_sesion)
    const sheet: AttendanceSheet = {
      id_proyecto: key.id_proyecto,
      n_curso: course.n_curso,
      estado: course.estado,
      n_instructor: facts.n_instructor,
      sesion: sessionOf(key.id_sesion, session, facts.n_sede),
      editable: attendanceStates.includes(course.estado),
      participantes: yield* sessionParticipants(key.id_proyecto, key.id_sesion, enrolled),
    }
    return { sheet, id_empresa: course.id_empresa }
  })

export const attendanceHandlers: HandlersOf<typeof attendanceEndpoints> = {
  getCursosAsistencia: (_, context) => Effect.map(Effect.flatMap(principalOf(context), (p) => attendableCourses(attendanceStates, p)), (list) => ok(list)),

  getAsistencia: (request, context) => Effect.map(Effect.flatMap(principalOf(context), (p) => sheetOf(request, p)), ({ sheet }) => ok(sheet)),

  guardarAsistencia: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { course, enrolled } = yield* courseSession(request, principal)
      if (!attendanceStates.includes(course.estado)) return yield* refuse(409, attendanceMessages.estado)
      const allowed = new Set(enrolled)
      if (request.asistencias.some((a) => !allowed.has(a.id_empleado))) return yield* refuseField("asistencias", attendanceMessages.noInscrito)
      const before = yield* sheetOf(request, principal)
      yield* saveMarks(request, principal.id_usuario, new Date((yield* Now)()).toISOString())
      const after = yield* sheetOf(request, principal)
      const marks = (s: AttendanceSheet) => s.participantes.map((p) => ({ id_empleado: p.id_empleado, marca: p.marca, observacion: p.observacion }))
      yield* auditNote(context, {
        entidad: "asistencia",
        clave: `${request.id_proyecto}~${request.id_sesion}`,
        antes: { asistencias: marks(before.sheet) },
        despues: { asistencias: marks(after.sheet) },
      })
      return ok(after.sheet, attendanceMessages.guardada)
    }),

  printListaAsistencia: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { sheet, id_empresa } = yield* sheetOf(request, principal)
      const company = yield* companyOf(id_empresa)
      const bytes = yield* renderCompanyDocument(attendanceSheetSpec(company, sheet))
      return pdfResponse(bytes, `Lista de asistencia - ${sheet.n_curso} - sesión ${sheet.sesion.id_sesion}`)
    }),
}
