import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { reviewChoicesMachine } from "../../machines/clima-laboral/revision-proyectos"

// Revisión de proyectos (CLI220): every path of the page's choices: the closing question opened and
// dismissed, each referral's draft kept apart, and everything started over on RESET.

describe("the project review page's choices", () => {
  it("opens and dismisses the closing question, keeps each draft apart and starts over on RESET", () => {
    const actor = createActor(reviewChoicesMachine).start()
    expect(actor.getSnapshot().context).toEqual({ confirmingClose: false, drafts: {} })
    actor.send({ type: "ASK_CLOSE" })
    expect(actor.getSnapshot().context.confirmingClose).toBe(true)
    actor.send({ type: "CANCEL_CLOSE" })
    expect(actor.getSnapshot().context.confirmingClose).toBe(false)
    actor.send({ type: "DRAFT", id_empleado: 7, draft: { canalizado_a: "IMSS", estado_seguimiento: "Canalizado" } })
    actor.send({ type: "DRAFT", id_empleado: 9, draft: { canalizado_a: "", estado_seguimiento: "Pendiente" } })
    actor.send({ type: "DRAFT", id_empleado: 7, draft: { canalizado_a: "IMSS UMF 7", estado_seguimiento: "Atendido" } })
    expect(actor.getSnapshot().context.drafts).toEqual({
      7: { canalizado_a: "IMSS UMF 7", estado_seguimiento: "Atendido" },
      9: { canalizado_a: "", estado_seguimiento: "Pendiente" },
    })
    actor.send({ type: "ASK_CLOSE" })
    actor.send({ type: "RESET" })
    expect(actor.getSnapshot().context).toEqual({ confirmingClose: false, drafts: {} })
  })
})
