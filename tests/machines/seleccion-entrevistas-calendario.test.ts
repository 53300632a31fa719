import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { messages } from "../../domain/messages"
import type { CalendarInterview, WeekInterviews } from "../../domain/seleccion/entrevistas-calendario"
import { type InterviewCalendarEvent, interviewCalendarMachine } from "../../machines/seleccion/entrevistas-calendario"
import { type WeekRequest, interviewCalendarCalls } from "../../machines/seleccion/entrevistas-calendario-calls"
import type { ApiPort, PortResult } from "../../machines/records/api-port"
import type { Loaded } from "../../machines/records/loaded-resource"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

// Entrevistas' calendar machine (SEL250): every state and transition walked with xstate/graph
// and what each state holds; then live runs with a scripted read: the weeks asked as date
// ranges, the week change announced with its count, a slow answer about a week left behind never
// shown, the focus sent back to the interview opened; and the calls reading a full week in pages.

const today = "2026-06-10"
const interview = (id_entrevista: number, fecha: string, hora: string): CalendarInterview => ({
  id_entrevista,
  fecha,
  hora,
  n_candidato: `Candidato ${id_entrevista}`,
  n_vacante: "Analista de nómina",
  n_etapa: "Entrevista con el área",
  n_entrevistadores: "Luis Soto",
  calificacion: null,
  recomendacion: "",
  estado: "Programada",
})
const ana = interview(1, "2026-06-10", "10:00")
const week: WeekInterviews = { registros: [ana], total: 1 }

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }
const done = (output: Loaded<WeekInterviews>) => ({ type: "xstate.done.actor.week", output }) as const

const never = () => new Promise<never>(() => {})
const walked = interviewCalendarMachine.provide({ actors: { week: fromPromise<Loaded<WeekInterviews>, WeekRequest>(never) } })
type Snap = SnapshotFrom<typeof walked>

const events: ReadonlyArray<InterviewCalendarEvent | AnyEvent> = [
  { type: "PREVIOUS_WEEK" },
  { type: "NEXT_WEEK" },
  { type: "THIS_WEEK" },
  { type: "RETRY" },
  { type: "RELOAD" },
  { type: "OPEN", id: 1 },
  { type: "FOCUSED" },
  done({ kind: "loaded", value: week }),
  done({ kind: "loaded", value: { registros: [], total: 0 } }),
  done({ kind: "failed", message: messages.errorObtener }),
  { type: "xstate.error.actor.week", error: new Error("offline") },
]

// The weeks differ only in their Monday: the walk tells states apart by what they show.
const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.interviews.length,
    s.context.failure,
    s.context.announcement === "",
    s.context.moved,
    s.context.opened,
    s.context.focusItem,
    s.context.week === "2026-06-08",
  ])

describe("the calendar machine's paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(walked)
    for (const input of [{ today }, { today, week: "2026-06-15" }, { today, week: "2026-06-16" }]) {
      const paths = transitionPaths(walked, { input, events: [...events] as never, serializeState: serializeState as never })
      replay<Snap>(walked, paths, coverage, {
        input,
        expect: {
          '"loading"': (s, env: ReplayEnv) => {
            const event = env.lastEvent as AnyEvent | undefined
            expect(s.children.week).toBeDefined()
            expect(s.context.failure).toBeNull()
            if (event === undefined) expect(s.context.week).toBe(input.week === "2026-06-15" ? "2026-06-15" : "2026-06-08")
            if (event?.type === "PREVIOUS_WEEK" || event?.type === "NEXT_WEEK" || event?.type === "THIS_WEEK") {
              // Another week: nothing of the last one shows, and its answer will be announced.
              expect(s.context).toMatchObject({ interviews: [], total: 0, announcement: "", moved: true, opened: null, focusItem: null })
            }
            if (event?.type === "THIS_WEEK") expect(s.context.week).toBe("2026-06-08")
            // The same week read again keeps what it showed on screen.
            if (event?.type === "RELOAD") expect(s.context.moved).toBe(false)
          },
          '"shown"': (s, env) => {
            expect(s.context.interviews).toEqual([ana])
            expect(s.context.total).toBe(1)
            expect(s.children.week).toBeUndefined()
            const event = env.lastEvent as AnyEvent
            if (event.type === "OPEN") expect(s.context.opened).toBe(1)
            if (event.type === "FOCUSED") expect(s.context.focusItem).toBeNull()
            if (event.type === "xstate.done.actor.week") expect(s.context.moved).toBe(false)
          },
          '"empty"': (s) => {
            expect(s.context).toMatchObject({ interviews: [], total: 0, failure: null, moved: false, focusItem: null })
          },
          '"failed"': (s, env) => {
            const event = env.lastEvent as AnyEvent
            expect(s.context.interviews).toEqual([])
            if (event.type === "xstate.error.actor.week") expect(s.context.failure).toBe(messages.errorGeneral)
            if (event.type === "xstate.done.actor.week") expect(s.context.failure).toBe(messages.errorObtener)
          },
        },
      })
    }
    assertComplete(coverage)
  })
})

/** A live machine whose reads answer from `answers` by Monday (a week not listed has nothing). */
const run = (answers: Readonly<Record<string, WeekInterviews>>, input: { readonly today: string; readonly week?: string | null } = { today }, slow?: string) => {
  const asked: Array<WeekRequest> = []
  const held: Array<(value: Loaded<WeekInterviews>) => void> = []
  const machine = interviewCalendarMachine.provide({
    actors: {
      week: fromPromise<Loaded<WeekInterviews>, WeekRequest>(({ input: range }) => {
        asked.push(range)
        const answer = answers[range.desde] ?? { registros: [], total: 0 }
        // The slow week waits until the test lets it answer.
        if (range.desde === slow) return new Promise((resolve) => held.push(resolve))
        return Promise.resolve({ kind: "loaded", value: answer })
      }),
    },
  })
  const actor = createActor(machine, { input })
  actor.start()
  return { actor, asked, held }
}

const settled = (actor: ReturnType<typeof run>["actor"]) => waitFor(actor, (s) => !s.matches("loading"))

describe("the calendar machine in live runs", () => {
  const nextWeek = { registros: [interview(2, "2026-06-16", "17:00"), interview(3, "2026-06-15", "09:00")], total: 2 }

  it("reads this week, moves by weeks, says each move with its count and comes back with Hoy", async () => {
    const { actor, asked } = run({ "2026-06-08": week, "2026-06-15": nextWeek })
    await settled(actor)
    expect(actor.getSnapshot().value).toBe("shown")
    expect(asked).toEqual([{ desde: "2026-06-08", hasta: "2026-06-14" }])
    // The first week shown is no change: nothing to announce.
    expect(actor.getSnapshot().context.announcement).toBe("")
    actor.send({ type: "NEXT_WEEK" })
    await settled(actor)
    expect(asked.at(-1)).toEqual({ desde: "2026-06-15", hasta: "2026-06-21" })
    expect(actor.getSnapshot().context).toMatchObject({ week: "2026-06-15", announcement: "Semana del 15 al 21 de junio de 2026: 2 entrevistas" })
    actor.send({ type: "NEXT_WEEK" })
    await settled(actor)
    expect(actor.getSnapshot().value).toBe("empty")
    expect(actor.getSnapshot().context.announcement).toBe("Semana del 22 al 28 de junio de 2026: 0 entrevistas")
    actor.send({ type: "THIS_WEEK" })
    await settled(actor)
    expect(actor.getSnapshot().context).toMatchObject({ week: "2026-06-08", interviews: [ana], announcement: "Semana del 8 al 14 de junio de 2026: 1 entrevista" })
    actor.send({ type: "PREVIOUS_WEEK" })
    await settled(actor)
    expect(asked.at(-1)).toEqual({ desde: "2026-06-01", hasta: "2026-06-07" })
  })

  it("starts on the week the address names, or today's when it names no Monday", async () => {
    const named = run({}, { today, week: "2026-12-28" })
    await settled(named.actor)
    expect(named.asked).toEqual([{ desde: "2026-12-28", hasta: "2027-01-03" }])
    const wrong = run({}, { today, week: "2026-12-30" })
    await settled(wrong.actor)
    expect(wrong.asked).toEqual([{ desde: "2026-06-08", hasta: "2026-06-14" }])
  })

  it("never shows a slow answer about a week left behind", async () => {
    const { actor, held } = run({ "2026-06-08": week, "2026-06-15": nextWeek }, { today }, "2026-06-08")
    expect(held).toHaveLength(1)
    actor.send({ type: "NEXT_WEEK" })
    await settled(actor)
    expect(actor.getSnapshot().context.interviews.map((i) => i.id_entrevista)).toEqual([2, 3])
    for (const answer of held) answer({ kind: "loaded", value: week })
    await Promise.resolve()
    expect(actor.getSnapshot().context).toMatchObject({ week: "2026-06-15", announcement: "Semana del 15 al 21 de junio de 2026: 2 entrevistas" })
    expect(actor.getSnapshot().context.interviews.map((i) => i.id_entrevista)).toEqual([2, 3])
  })

  it("sends the focus back to the interview opened once its week is read again, and only once", async () => {
    const { actor } = run({ "2026-06-08": week })
    await settled(actor)
    actor.send({ type: "OPEN", id: 1 })
    actor.send({ type: "RELOAD" })
    // The week read again keeps its interviews on screen meanwhile.
    expect(actor.getSnapshot().context.interviews).toEqual([ana])
    await settled(actor)
    expect(actor.getSnapshot().context.focusItem).toBe(1)
    actor.send({ type: "FOCUSED" })
    actor.send({ type: "RELOAD" })
    await settled(actor)
    expect(actor.getSnapshot().context.focusItem).toBeNull()
  })

  it("forgets the interview opened when it is no longer in the week (cancelled elsewhere, moved to another day)", async () => {
    const answers: Record<string, WeekInterviews> = { "2026-06-08": week }
    const { actor } = run(answers)
    await settled(actor)
    actor.send({ type: "OPEN", id: 1 })
    answers["2026-06-08"] = { registros: [interview(4, "2026-06-11", "12:00")], total: 1 }
    actor.send({ type: "RELOAD" })
    await settled(actor)
    expect(actor.getSnapshot().context).toMatchObject({ focusItem: null, opened: null })
  })
})

describe("the calendar's read of a week", () => {
  const rowOf = (i: number) => ({ ...interview(i, "2026-06-10", "10:00"), calificacion: null })
  const portOf = (pages: (query: Readonly<Record<string, unknown>>) => PortResult<unknown>) => {
    const queries: Array<Readonly<Record<string, unknown>>> = []
    const port: ApiPort = {
      call: async (_endpoint: AnyEndpoint, payload: unknown) => {
        const query = payload as Readonly<Record<string, unknown>>
        queries.push(query)
        return pages(query) as never
      },
      download: async () => ({ ok: false, status: null, message: "", detalles: [] }),
      upload: async () => ({ ok: false, status: null, message: "", detalles: [] }),
    }
    return { port, queries }
  }

  it("asks the server for the week's range in pages of 100 until it has them all", async () => {
    const total = 230
    const { port, queries } = portOf((q) => {
      const pagina = Number(q.pagina)
      const rows = Array.from({ length: Math.min(100, total - (pagina - 1) * 100) }, (_, k) => rowOf((pagina - 1) * 100 + k + 1))
      return { ok: true, value: { result: { registros: rows, total, pagina, por_pagina: 100 } } }
    })
    const read = await interviewCalendarCalls(port).week({ desde: "2026-06-08", hasta: "2026-06-14" })
    expect(queries).toEqual([1, 2, 3].map((pagina) => ({ pagina, por_pagina: 100, orden: "fecha", direccion: "asc", fecha_desde: "2026-06-08", fecha_hasta: "2026-06-14" })))
    expect(read.kind === "loaded" ? [read.value.registros.length, read.value.total] : null).toEqual([230, 230])
  })

  it("stops at ten pages and keeps the server's count, so the view says what is left out", async () => {
    const { port, queries } = portOf((q) => {
      const pagina = Number(q.pagina)
      return { ok: true, value: { result: { registros: Array.from({ length: 100 }, (_, k) => rowOf(pagina * 1000 + k)), total: 5000, pagina, por_pagina: 100 } } }
    })
    const read = await interviewCalendarCalls(port).week({ desde: "2026-06-08", hasta: "2026-06-14" })
    expect(queries).toHaveLength(10)
    expect(read.kind === "loaded" ? [read.value.registros.length, read.value.total] : null).toEqual([1000, 5000])
  })

  it("says a refusal or no answer as the page's failure", async () => {
    const refused = portOf(() => ({ ok: false, status: 400, message: "El filtro «Fecha» no es válido", detalles: [] }))
    expect(await interviewCalendarCalls(refused.port).week({ desde: "x", hasta: "y" })).toEqual({ kind: "failed", message: messages.errorObtener })
    const silent = portOf(() => ({ ok: false, status: null, message: "", detalles: [] }))
    expect(await interviewCalendarCalls(silent.port).week({ desde: "2026-06-08", hasta: "2026-06-14" })).toEqual({ kind: "failed", message: messages.errorGeneral })
  })
})
