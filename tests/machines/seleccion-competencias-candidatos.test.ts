import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { CompetenciasCandidatos } from "../../domain/seleccion/competencias-candidatos-api"
import { messages } from "../../domain/messages"
import { candidateCompetenciesMachine, saveRequest } from "../../machines/seleccion/competencias-candidatos"
import type { SaveLevels } from "../../machines/seleccion/competencias-candidatos-calls"
import type { CommandOutcome } from "../../machines/records/command"

// Competencias de candidatos' page machine: choosing a vacancy, editing one candidate's levels,
// a save that succeeds (closed, said, the matrix read again), one refused (kept, said) and one
// whose call fails; a second Guardar while one runs sends nothing twice.

const matrix: CompetenciasCandidatos = { id_vacante: 1, n_vacante: "Analista (REQ-1)", id_puesto: "P1", n_puesto: "Analista", competencias: [], niveles: [], candidatos: [] }
const candidate = { id_asignacion: 7, n_candidato: "Ana Pérez", levels: { "1": "3", "2": "" } }

const started = (answer: (input: SaveLevels) => Promise<CommandOutcome<CompetenciasCandidatos>>) => {
  const sent: Array<SaveLevels> = []
  const actor = createActor(
    candidateCompetenciesMachine.provide({
      actors: {
        save: fromPromise<CommandOutcome<CompetenciasCandidatos>, SaveLevels>(({ input }) => {
          sent.push(input)
          return answer(input)
        }),
      },
    }),
  )
  const toasts: Array<{ tone: string; title: string }> = []
  actor.on("toast", (e) => toasts.push({ tone: e.tone, title: e.title }))
  actor.start()
  return { actor, sent, toasts }
}

describe("candidate competencies machine", () => {
  it("sends only the assessed levels", () => {
    expect(saveRequest(candidate)).toEqual({ id_asignacion: 7, competencias: [{ id_competencia: 1, nivel_evaluado: 3 }] })
  })

  it("saves, closes the dialog with the server's message and reads the matrix again", async () => {
    const { actor, sent, toasts } = started(async () => ({ kind: "done", value: matrix, message: "Competencias del candidato guardadas" }))
    actor.send({ type: "CHOOSE_VACANCY", vacancy: "1" })
    actor.send({ type: "EDIT", candidate })
    actor.send({ type: "SET_LEVEL", competency: "2", level: "4" })
    actor.send({ type: "SAVE" })
    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches("browsing"))
    expect(sent).toEqual([{ id_asignacion: 7, competencias: [{ id_competencia: 1, nivel_evaluado: 3 }, { id_competencia: 2, nivel_evaluado: 4 }] }])
    expect(actor.getSnapshot().context).toMatchObject({ vacancy: "1", editing: null, version: 1 })
    expect(toasts).toEqual([{ tone: "success", title: "Competencias del candidato guardadas" }])
  })

  it("keeps the dialog and what was chosen when the save is refused", async () => {
    const { actor, toasts } = started(async () => ({ kind: "failed", message: "La competencia no es del puesto de la vacante", tone: "warning" }))
    actor.send({ type: "EDIT", candidate })
    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches({ editing: "choosing" }) && toasts.length > 0)
    expect(actor.getSnapshot().context.editing).toEqual(candidate)
    expect(actor.getSnapshot().context.version).toBe(0)
    expect(toasts).toEqual([{ tone: "warning", title: "La competencia no es del puesto de la vacante" }])
  })

  it("says the general error when the call fails, and Cancelar drops the edit", async () => {
    const { actor, toasts } = started(() => Promise.reject(new Error("offline")))
    actor.send({ type: "EDIT", candidate })
    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches({ editing: "choosing" }) && toasts.length > 0)
    expect(toasts).toEqual([{ tone: "error", title: messages.errorGeneral }])
    actor.send({ type: "CANCEL" })
    expect(actor.getSnapshot().matches("browsing")).toBe(true)
    expect(actor.getSnapshot().context.editing).toBeNull()
  })

  it("drops an open edit when another vacancy is chosen", () => {
    const { actor } = started(async () => ({ kind: "done", value: matrix }))
    actor.send({ type: "CHOOSE_VACANCY", vacancy: "1" })
    actor.send({ type: "CHOOSE_VACANCY", vacancy: "2" })
    expect(actor.getSnapshot().context).toMatchObject({ vacancy: "2", editing: null })
  })
})
