import { assign, emit, setup } from "xstate"
import type { AttendanceEntry, AttendanceSheet, SessionKey } from "../../domain/formacion/lista-asistencia-api"
import type { AttendanceMark } from "../../domain/formacion/lista-asistencia-rules"
import { messages } from "../../domain/messages"
import { actorSlot } from "../actor-slot"
import type { CommandOutcome } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import { type ToastEmitted, toast } from "../toast"

// Lista de asistencia (FOR200): a course and one of its sessions are chosen, the session's sheet
// is read (`sheet`), each participant's mark and observation are edited ("Marcar todos" marks
// everyone Asistió), and Guardar sends the marks given (`save`), the answer becoming the sheet
// shown. A course whose attendance is no longer taken shows its sheet read-only. Another choice
// drops the sheet and its edits; nothing is chosen while a save runs.

export interface EditedMark {
  readonly marca: AttendanceMark | null
  readonly observacion: string
}

export interface AttendanceContext {
  readonly course: number | null
  readonly session: number | null
  readonly sheet: AttendanceSheet | null
  /** The marks as edited, by participant. */
  readonly marks: Readonly<Record<number, EditedMark>>
  /** Whether the marks differ from the sheet's since it was read or saved. */
  readonly dirty: boolean
  /** Why the sheet could not be read, until another read. */
  readonly failure: string | null
}

export type AttendanceEvent =
  | { readonly type: "CHOOSE_COURSE"; readonly course: number | null }
  | { readonly type: "CHOOSE_SESSION"; readonly session: number | null }
  | { readonly type: "MARK"; readonly id_empleado: number; readonly marca: AttendanceMark | null }
  | { readonly type: "OBSERVE"; readonly id_empleado: number; readonly observacion: string }
  | { readonly type: "MARK_ALL" }
  | { readonly type: "SAVE" }
  | { readonly type: "RETRY" }

/** The sheet's marks as the form edits them. */
export const marksOf = (sheet: AttendanceSheet): Readonly<Record<number, EditedMark>> =>
  Object.fromEntries(sheet.participantes.map((p) => [p.id_empleado, { marca: p.marca, observacion: p.observacion ?? "" }]))

/** What Guardar sends: every participant given a mark, with the observation (blank is none). */
export const entriesOf = (context: AttendanceContext): ReadonlyArray<AttendanceEntry> =>
  (context.sheet?.participantes ?? []).flatMap((p) => {
    const edited = context.marks[p.id_empleado]
    if (edited === undefined || edited.marca === null) return []
    const observacion = edited.observacion.trim()
    return [{ id_empleado: p.id_empleado, marca: edited.marca, observacion: observacion === "" ? null : observacion }]
  })

export const attendanceTexts = {
  sinMarcas: "Capture la marca de al menos un participante",
} as const

const keyOf = (context: AttendanceContext): SessionKey => ({ id_proyecto: context.course ?? 0, id_sesion: context.session ?? 0 })

const empty = { sheet: null, marks: {}, dirty: false, failure: null } as const

export const attendanceMachine = setup({
  types: {
    context: {} as AttendanceContext,
    events: {} as AttendanceEvent,
    emitted: {} as ToastEmitted,
  },
  actors: {
    sheet: actorSlot<Loaded<AttendanceSheet>, SessionKey>("sheet"),
    save: actorSlot<CommandOutcome<AttendanceSheet>, { readonly key: SessionKey; readonly asistencias: ReadonlyArray<AttendanceEntry> }>("save"),
  },
  guards: {
    chosen: ({ context }) => context.course !== null && context.session !== null,
    editable: ({ context }) => context.sheet?.editable === true,
    savable: ({ context }) => context.sheet?.editable === true && entriesOf(context).length > 0,
    loaded: (_, output: Loaded<AttendanceSheet>) => output.kind === "loaded",
    saved: (_, output: CommandOutcome<AttendanceSheet>) => output.kind === "done",
  },
}).createMachine({
  id: "attendance",
  context: { course: null, session: null, ...empty },
  initial: "choosing",
  // Choosing another course or session anywhere but during a save.
  on: {
    CHOOSE_COURSE: { target: ".choosing", actions: assign(({ event }) => ({ course: event.course, session: null, ...empty })) },
    CHOOSE_SESSION: { target: ".deciding", actions: assign(({ event }) => ({ session: event.session, ...empty })) },
  },
  states: {
    choosing: {},
    deciding: { always: [{ guard: "chosen", target: "loading" }, { target: "choosing" }] },
    loading: {
      invoke: {
        id: "sheet",
        src: "sheet",
        input: ({ context }) => keyOf(context),
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "editing",
            actions: assign(({ event }) => (event.output.kind === "loaded" ? { sheet: event.output.value, marks: marksOf(event.output.value), dirty: false } : {})),
          },
          { target: "failed", actions: assign({ failure: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) }) },
        ],
        onError: { target: "failed", actions: assign({ failure: messages.errorObtener }) },
      },
    },
    failed: { on: { RETRY: { target: "loading", actions: assign({ failure: null }) } } },
    editing: {
      on: {
        MARK: {
          guard: "editable",
          actions: assign(({ context, event }) => ({
            marks: { ...context.marks, [event.id_empleado]: { observacion: context.marks[event.id_empleado]?.observacion ?? "", marca: event.marca } },
            dirty: true,
          })),
        },
        OBSERVE: {
          guard: "editable",
          actions: assign(({ context, event }) => ({
            marks: { ...context.marks, [event.id_empleado]: { marca: context.marks[event.id_empleado]?.marca ?? null, observacion: event.observacion } },
            dirty: true,
          })),
        },
        MARK_ALL: {
          guard: "editable",
          actions: assign(({ context }) => ({
            marks: Object.fromEntries(
              (context.sheet?.participantes ?? []).map((p) => [p.id_empleado, { marca: "Asistió" as const, observacion: context.marks[p.id_empleado]?.observacion ?? "" }]),
            ),
            dirty: true,
          })),
        },
        SAVE: [
          { guard: "savable", target: "saving" },
          // Nothing marked yet: said, rather than a Guardar disabled under the focus.
          { guard: "editable", actions: emit(toast("warning", attendanceTexts.sinMarcas)) },
        ],
      },
    },
    saving: {
      // A save in flight keeps the choice: the answer belongs to this session.
      on: { CHOOSE_COURSE: {}, CHOOSE_SESSION: {} },
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ key: keyOf(context), asistencias: entriesOf(context) }),
        onDone: [
          {
            guard: { type: "saved", params: ({ event }) => event.output },
            target: "editing",
            actions: [
              assign(({ event }) => (event.output.kind === "done" ? { sheet: event.output.value, marks: marksOf(event.output.value), dirty: false } : {})),
              emit(({ event }) => toast("success", event.output.kind === "done" ? (event.output.message ?? messages.datosGuardados) : messages.datosGuardados)),
            ],
          },
          {
            target: "editing",
            actions: emit(({ event }) =>
              event.output.kind === "failed" ? toast(event.output.tone === "warning" ? "warning" : "error", event.output.message, event.output.detail) : toast("error", messages.errorGeneral),
            ),
          },
        ],
        onError: { target: "editing", actions: emit(toast("error", messages.errorGeneral)) },
      },
    },
  },
})
