import { type AttendanceCourse, type AttendanceEntry, type AttendanceSheet, type SessionKey, attendanceEndpoints } from "../../domain/formacion/lista-asistencia-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, refusalOf } from "../records/command"
import { type Loaded, loadedResult } from "../records/loaded-resource"

// The calls of Lista de asistencia (FOR200): the courses whose attendance is taken, a session's
// sheet, its marks saved, and the sign-in sheet's PDF.

export const attendanceCalls = (api: ApiPort) => ({
  courses: async (): Promise<Loaded<ReadonlyArray<AttendanceCourse>>> => loadedResult(await api.call(attendanceEndpoints.getCursosAsistencia, {})),
  /** A session's sheet; a refusal (the course or session gone, outside the caller's centres) in the server's words. */
  sheet: async (key: SessionKey): Promise<Loaded<AttendanceSheet>> => {
    const result = await api.call(attendanceEndpoints.getAsistencia, key)
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  save: async (input: { readonly key: SessionKey; readonly asistencias: ReadonlyArray<AttendanceEntry> }): Promise<CommandOutcome<AttendanceSheet>> => {
    const result = await api.call(attendanceEndpoints.guardarAsistencia, { ...input.key, asistencias: input.asistencias })
    const outcome = commandOutcomeOf(result, messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome
  },
  print: async (key: SessionKey): Promise<CommandOutcome<PortFile>> => {
    const result = await api.download(attendanceEndpoints.printListaAsistencia, key)
    return result.ok ? { kind: "done", value: result.value } : refusalOf(result, messages.errorGeneral)
  },
})
