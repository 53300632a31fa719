import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import type { AttendanceEntry, AttendanceSheet, SessionKey } from "../../domain/formacion/lista-asistencia-api"
import { messages } from "../../domain/messages"
import { type AttendanceEvent, attendanceMachine, attendanceTexts, entriesOf } from "../../machines/formacion/lista-asistencia"
import type { CommandOutcome } from "../../machines/records/command"
import type { Loaded } from "../../machines/records/loaded-resource"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

// The attendance page's machine (FOR200): every state and transition walked, each state's
// context checked; then one live run that loads a sheet, marks everyone and saves.

type SaveInput = { readonly key: SessionKey; readonly asistencias: ReadonlyArray<AttendanceEntry> }
const never = () => new Promise<never>(() => {})
const machine = attendanceMachine.provide({
  actors: {
    sheet: fromPromise<Loaded<AttendanceSheet>, SessionKey>(never),
    save: fromPromise<CommandOutcome<AttendanceSheet>, SaveInput>(never),
  },
})
type Snap = SnapshotFrom<typeof machine>

const sheet: AttendanceSheet = {
  id_proyecto: 4,
  n_curso: "Excel avanzado",
  estado: "En curso",
  n_instructor: "Laura Medina Ortega",
  sesion: { id_sesion: 1, fecha: "2026-03-02", hora_inicio: "16:00", hora_fin: "18:00", n_sede: "Aula de capacitación" },
  editable: true,
  participantes: [
    { id_empleado: 7, num_empleado: "0007", n_empleado: "Ana Ruiz Soto", n_puesto: "Analista", marca: null, observacion: null },
    { id_empleado: 8, num_empleado: "0008", n_empleado: "Luis Pérez Gómez", n_puesto: null, marca: "Retardo", observacion: "Tráfico" },
  ],
}
const closed: AttendanceSheet = { ...sheet, estado: "Concluido", editable: false }
const unmarked: AttendanceSheet = { ...sheet, participantes: sheet.participantes.map((p) => ({ ...p, marca: null, observacion: null })) }
const saved: AttendanceSheet = { ...sheet, participantes: sheet.participantes.map((p) => ({ ...p, marca: "Asistió" })) }

const loadedSheet = (output: Loaded<AttendanceSheet>) => ({ type: "xstate.done.actor.sheet", output }) as const
const savedSheet = (output: CommandOutcome<AttendanceSheet>) => ({ type: "xstate.done.actor.save", output }) as const
const refused = "La asistencia solo se registra en cursos convocados o en curso"

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }

const events: ReadonlyArray<AttendanceEvent | AnyEvent> = [
  { type: "CHOOSE_COURSE", course: 4 },
  { type: "CHOOSE_COURSE", course: null },
  { type: "CHOOSE_SESSION", session: 1 },
  { type: "CHOOSE_SESSION", session: null },
  { type: "MARK", id_empleado: 7, marca: "Falta" },
  { type: "OBSERVE", id_empleado: 7, observacion: "Sin aviso" },
  { type: "MARK_ALL" },
  { type: "SAVE" },
  { type: "RETRY" },
  loadedSheet({ kind: "loaded", value: sheet }),
  loadedSheet({ kind: "loaded", value: closed }),
  loadedSheet({ kind: "loaded", value: unmarked }),
  loadedSheet({ kind: "failed", message: messages.errorObtener }),
  { type: "xstate.error.actor.sheet", error: new Error("offline") },
  savedSheet({ kind: "done", value: saved, message: "Asistencia guardada" }),
  savedSheet({ kind: "failed", message: refused, tone: "warning" }),
  { type: "xstate.error.actor.save", error: new Error("offline") },
]

const lastToast = (env: ReplayEnv) => env.emitted.filter((e) => e.type === "toast").at(-1)

describe("attendance machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const paths = transitionPaths(machine, { events: [...events] as never })
    replay<Snap>(machine, paths, coverage, {
      expect: {
        '"choosing"': (s) => {
          // Nothing to read yet: no sheet, no edits.
          expect(s.context.course === null || s.context.session === null).toBe(true)
          expect(s.context).toMatchObject({ sheet: null, marks: {}, dirty: false, failure: null })
        },
        '"loading"': (s) => {
          expect(s.context).toMatchObject({ course: 4, session: 1, sheet: null, dirty: false, failure: null })
          expect(s.children.sheet).toBeDefined()
        },
        '"failed"': (s) => {
          expect(s.context.sheet).toBeNull()
          expect(s.context.failure).toBe(messages.errorObtener)
        },
        '"editing"': (s, env) => {
          const event = env.lastEvent as AnyEvent
          const c = s.context
          expect(c.sheet).not.toBeNull()
          if (event.type === "xstate.done.actor.sheet") {
            // The sheet's own marks, nothing edited yet.
            expect(c.dirty).toBe(false)
            const own = (event.output as { readonly value: AttendanceSheet }).value.participantes[1]
            expect(c.marks[8]).toEqual({ marca: own?.marca ?? null, observacion: own?.observacion ?? "" })
            expect(c.marks[7]).toEqual({ marca: null, observacion: "" })
          }
          if (event.type === "MARK" && c.sheet?.editable === true) expect(c.marks[7]?.marca).toBe("Falta")
          if (event.type === "OBSERVE" && c.sheet?.editable === true) expect(c.marks[7]?.observacion).toBe("Sin aviso")
          if (event.type === "MARK_ALL" && c.sheet?.editable === true) {
            // Everyone Asistió, observations kept.
            expect(Object.values(c.marks).map((m) => m.marca)).toEqual(["Asistió", "Asistió"])
            expect(c.marks[8]?.observacion).toBe(c.sheet.participantes[1]?.observacion ?? "")
          }
          if (c.sheet?.editable === false) expect(c.dirty).toBe(false)
          if (event.type === "SAVE") {
            // A read-only sheet stays silent; an editable one without a mark says so.
            if (c.sheet?.editable === true) {
              expect(entriesOf(c)).toEqual([])
              expect(lastToast(env)).toEqual({ type: "toast", tone: "warning", title: attendanceTexts.sinMarcas })
            }
          }
          if (event.type === "xstate.done.actor.save") {
            const output = event.output as CommandOutcome<AttendanceSheet>
            if (output.kind === "done") {
              expect(c).toMatchObject({ sheet: saved, dirty: false })
              expect(lastToast(env)).toEqual({ type: "toast", tone: "success", title: "Asistencia guardada" })
            } else {
              expect(lastToast(env)).toEqual({ type: "toast", tone: "warning", title: refused })
            }
          }
          if (event.type === "xstate.error.actor.save") expect(lastToast(env)).toEqual({ type: "toast", tone: "error", title: messages.errorGeneral })
          expect(s.children.save).toBeUndefined()
        },
        '"saving"': (s, env) => {
          expect(["SAVE", "CHOOSE_COURSE", "CHOOSE_SESSION"]).toContain((env.lastEvent as AnyEvent).type)
          expect(s.context.sheet?.editable).toBe(true)
          expect(entriesOf(s.context).length).toBeGreaterThan(0)
          expect(s.children.save).toBeDefined()
        },
      },
    })
    assertComplete(coverage)
  })
})

describe("attendance machine with live calls", () => {
  it("loads a session's sheet, marks everyone, saves the marks and says when nothing is marked", async () => {
    const asked: Array<SessionKey> = []
    const sent: Array<SaveInput> = []
    const live = attendanceMachine.provide({
      actors: {
        sheet: fromPromise<Loaded<AttendanceSheet>, SessionKey>(async ({ input }) => {
          asked.push(input)
          return { kind: "loaded", value: unmarked }
        }),
        save: fromPromise<CommandOutcome<AttendanceSheet>, SaveInput>(async ({ input }) => {
          sent.push(input)
          return { kind: "done", value: saved, message: "Asistencia guardada" }
        }),
      },
    })
    const actor = createActor(live).start()
    const toasts: Array<unknown> = []
    actor.on("toast", (t) => toasts.push(t))
    actor.send({ type: "CHOOSE_COURSE", course: 4 })
    actor.send({ type: "CHOOSE_SESSION", session: 1 })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(asked).toEqual([{ id_proyecto: 4, id_sesion: 1 }])
    actor.send({ type: "SAVE" })
    expect(toasts).toEqual([{ type: "toast", tone: "warning", title: attendanceTexts.sinMarcas }])
    actor.send({ type: "MARK_ALL" })
    actor.send({ type: "OBSERVE", id_empleado: 8, observacion: "  Llegó a las 16:10  " })
    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches("editing") && !s.context.dirty)
    expect(sent).toEqual([
      {
        key: { id_proyecto: 4, id_sesion: 1 },
        asistencias: [
          { id_empleado: 7, marca: "Asistió", observacion: null },
          { id_empleado: 8, marca: "Asistió", observacion: "Llegó a las 16:10" },
        ],
      },
    ])
    expect(actor.getSnapshot().context.sheet).toEqual(saved)
    actor.send({ type: "CHOOSE_COURSE", course: null })
    expect(actor.getSnapshot().matches("choosing")).toBe(true)
    actor.stop()
  })
})
