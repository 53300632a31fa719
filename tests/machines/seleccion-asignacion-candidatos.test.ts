import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { type Pipeline, type PipelineCard, type PipelineRequest, pipelineMessages } from "../../domain/seleccion/asignacion-candidatos-api"
import { type CardAct, pipelineMachine, pipelineTexts } from "../../machines/seleccion/asignacion-candidatos"
import type { CardOutcome } from "../../machines/seleccion/asignacion-candidatos-calls"
import type { Loaded } from "../../machines/records/loaded-resource"
import type { ToastEmitted } from "../../machines/toast"

// The board's machine (SEL250) in live runs with scripted calls: a vacancy's board read, a card
// moved (its form checked first, the answer announced, the board read again and the focus sent
// back to the card), a stale board said and read again, a refusal placed on its field, a discard
// reopened with its comment, an assignment that needs a candidate, and a column's next cards.

const card = (id_asignacion: number, id_etapa: number, n_candidato: string): PipelineCard => ({
  id_asignacion,
  id_candidato: id_asignacion + 100,
  n_candidato,
  n_fuente: "Bolsa de trabajo",
  id_etapa,
  calificacion_total: 0,
  f_postulacion: "2026-10-01",
  f_etapa: "2026-10-02",
  dias_en_etapa: 3,
  n_motivo_rechazo: null,
  version: 1,
})

const column = (id_etapa: number, n_etapa: string, tipo: string, tarjetas: ReadonlyArray<PipelineCard>, total = tarjetas.length) => ({
  id_etapa,
  orden: id_etapa,
  n_etapa,
  tipo,
  obligatoria: tipo === "Filtro",
  peso: tipo === "Filtro" ? 100 : 0,
  total,
  tarjetas,
})

const ana = card(1, 1, "Ana Ruiz")
const luis = card(2, 4, "Luis Soto")
const board: Pipeline = {
  id_vacante: 9,
  titulo: "Analista",
  n_puesto: "Analista",
  estado: "Abierta",
  abierta: true,
  columnas: [
    column(1, "Postulación", "Inicial", [ana], 2),
    column(2, "Filtro", "Filtro", []),
    column(3, "Contratado", "Contratado", []),
    column(4, "Descartado", "Descartado", [luis]),
  ],
}

const run = (answers: ReadonlyArray<CardOutcome>) => {
  const reads: Array<PipelineRequest> = []
  const acts: Array<CardAct> = []
  const toasts: Array<ToastEmitted> = []
  let next = 0
  const machine = pipelineMachine.provide({
    actors: {
      pipeline: fromPromise<Loaded<Pipeline>, PipelineRequest>(async ({ input }) => {
        reads.push(input)
        if (input.id_etapa !== undefined) return { kind: "loaded", value: { ...board, columnas: [column(1, "Postulación", "Inicial", [card(3, 1, "Eva Luna")], 2)] } }
        return { kind: "loaded", value: board }
      }),
      act: fromPromise<CardOutcome, CardAct>(async ({ input }) => {
        acts.push(input)
        const answer = answers[next] ?? answers[answers.length - 1]
        next += 1
        if (answer === undefined) throw new Error("no answer scripted")
        return answer
      }),
    },
  })
  const actor = createActor(machine)
  actor.on("toast", (t) => toasts.push(t))
  actor.start()
  return { actor, reads, acts, toasts }
}

const shown = (actor: ReturnType<typeof run>["actor"]) => waitFor(actor, (s) => s.matches({ shown: "ready" }))

describe("the board's machine", () => {
  it("reads the chosen vacancy's board and merges a column's next cards", async () => {
    const { actor, reads } = run([])
    expect(actor.getSnapshot().value).toBe("idle")
    actor.send({ type: "CHOOSE_VACANCY", vacancy: 9 })
    await shown(actor)
    expect(actor.getSnapshot().context.pipeline?.titulo).toBe("Analista")
    actor.send({ type: "MORE", id_etapa: 1 })
    await shown(actor)
    expect(reads.at(-1)).toEqual({ id_vacante: 9, id_etapa: 1, desde: 1 })
    expect(actor.getSnapshot().context.pipeline?.columnas[0]?.tarjetas.map((c) => c.n_candidato)).toEqual(["Ana Ruiz", "Eva Luna"])
    actor.send({ type: "SET_VIEW", view: "tabla" })
    expect(actor.getSnapshot().context.view).toBe("tabla")
  })

  it("checks the move's form, sends it, announces the answer and goes back to the card", async () => {
    const moved = { ...ana, id_etapa: 2, version: 2 }
    const { actor, acts, reads } = run([{ kind: "done", card: moved, message: "Ana Ruiz pasó a la etapa Filtro" }])
    actor.send({ type: "CHOOSE_VACANCY", vacancy: 9 })
    await shown(actor)
    actor.send({ type: "OPEN_MOVE", id_asignacion: 1 })
    const dialog = actor.getSnapshot().context.dialog
    // The next stage is proposed, approved.
    expect(dialog?.kind === "mover" ? dialog.values : null).toMatchObject({ id_etapa: "2", resultado: "Aprobado" })
    actor.send({ type: "EDIT", field: "calificacion", value: "101" })
    actor.send({ type: "SUBMIT" })
    const invalid = actor.getSnapshot().context.dialog
    expect(invalid?.kind === "mover" ? [invalid.problems.calificacion, invalid.attempt] : null).toEqual([pipelineMessages.calificacion, 1])
    expect(acts).toHaveLength(0)
    actor.send({ type: "EDIT", field: "calificacion", value: "85.5" })
    actor.send({ type: "SUBMIT" })
    await shown(actor)
    expect(acts[0]).toEqual({ kind: "mover", request: { id_asignacion: 1, id_etapa: 2, resultado: "Aprobado", calificacion: 85.5, comentario: null, id_motivo_rechazo: null, version: 1 } })
    expect(actor.getSnapshot().context).toMatchObject({ dialog: null, announcement: "Ana Ruiz pasó a la etapa Filtro", focusCard: 1 })
    expect(reads).toHaveLength(2)
    actor.send({ type: "FOCUSED" })
    expect(actor.getSnapshot().context.focusCard).toBeNull()
  })

  it("asks a reason to discard, and places a refusal on the field the server names", async () => {
    const { actor } = run([{ kind: "refused", message: pipelineMessages.motivoNoExiste, field: "id_motivo_rechazo" }])
    actor.send({ type: "CHOOSE_VACANCY", vacancy: 9 })
    await shown(actor)
    actor.send({ type: "OPEN_MOVE", id_asignacion: 1, id_etapa: 4 })
    const opened = actor.getSnapshot().context.dialog
    expect(opened?.kind === "mover" ? opened.values.resultado : null).toBe("Rechazado")
    actor.send({ type: "SUBMIT" })
    const missing = actor.getSnapshot().context.dialog
    expect(missing?.kind === "mover" ? missing.problems.id_motivo_rechazo : null).toBe(pipelineMessages.motivo)
    actor.send({ type: "EDIT", field: "id_motivo_rechazo", value: "7" })
    actor.send({ type: "SUBMIT" })
    await shown(actor)
    const refused = actor.getSnapshot().context.dialog
    expect(refused?.kind === "mover" ? refused.problems.id_motivo_rechazo : null).toBe(pipelineMessages.motivoNoExiste)
  })

  it("says a stale board and reads it again", async () => {
    const { actor, toasts, reads } = run([{ kind: "stale", message: pipelineMessages.movidoPorOtro }])
    actor.send({ type: "CHOOSE_VACANCY", vacancy: 9 })
    await shown(actor)
    actor.send({ type: "OPEN_MOVE", id_asignacion: 1 })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches({ shown: "ready" }) && reads.length === 2)
    expect(toasts.at(-1)).toMatchObject({ tone: "warning", title: pipelineMessages.movidoPorOtro })
    expect(actor.getSnapshot().context.dialog).toBeNull()
  })

  it("reopens a discarded candidate only with a comment, and never moves them", async () => {
    const { actor, acts } = run([{ kind: "done", card: { ...luis, id_etapa: 2, version: 2 }, message: "Luis Soto fue reabierto en la etapa Filtro" }])
    actor.send({ type: "CHOOSE_VACANCY", vacancy: 9 })
    await shown(actor)
    actor.send({ type: "OPEN_MOVE", id_asignacion: 2 })
    expect(actor.getSnapshot().context.dialog).toBeNull()
    actor.send({ type: "OPEN_REOPEN", id_asignacion: 2 })
    actor.send({ type: "SUBMIT" })
    const dialog = actor.getSnapshot().context.dialog
    expect(dialog?.kind === "reabrir" ? dialog.problems.comentario : null).toBe(pipelineMessages.comentarioReabrir)
    actor.send({ type: "EDIT", field: "comentario", value: "  Revisado de nuevo  " })
    actor.send({ type: "SUBMIT" })
    await shown(actor)
    expect(acts[0]).toEqual({ kind: "reabrir", request: { id_asignacion: 2, id_etapa: 2, comentario: "Revisado de nuevo", version: 1 } })
  })

  it("assigns only a chosen candidate, and a refusal stays in the dialog", async () => {
    const { actor, acts } = run([{ kind: "refused", message: pipelineMessages.duplicado, field: null }])
    actor.send({ type: "CHOOSE_VACANCY", vacancy: 9 })
    await shown(actor)
    actor.send({ type: "OPEN_ASSIGN" })
    actor.send({ type: "SUBMIT" })
    const empty = actor.getSnapshot().context.dialog
    expect(empty?.kind === "asignar" ? empty.problem : null).toBe(pipelineTexts.candidato)
    actor.send({ type: "SEARCH", buscar: "ana" })
    actor.send({ type: "CHOOSE_CANDIDATE", id_candidato: 101 })
    actor.send({ type: "SUBMIT" })
    await shown(actor)
    expect(acts[0]).toEqual({ kind: "asignar", request: { id_candidato: 101, id_vacante: 9 } })
    const refused = actor.getSnapshot().context.dialog
    expect(refused?.kind === "asignar" ? refused.refusal : null).toBe(pipelineMessages.duplicado)
    actor.send({ type: "CLOSE" })
    expect(actor.getSnapshot().context.dialog).toBeNull()
  })
})
