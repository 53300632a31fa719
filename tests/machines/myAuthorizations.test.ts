import { describe, expect, it } from "vitest"
import { type SnapshotFrom, fromPromise } from "xstate"
import type { PendingAuthorization } from "../../domain/api/authorizations"
import { authorizationTexts } from "../../domain/authorization"
import {
  type AttachmentRef,
  type DecideOutcome,
  type DownloadOutcome,
  type LoadOutcome,
  myAuthorizationsMachine,
  myAuthorizationsTexts,
} from "../../machines/personal/mis-autorizaciones"
import { toast } from "../../machines/toast"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof myAuthorizationsMachine>

const machine = myAuthorizationsMachine.provide({
  actors: {
    load: fromPromise<LoadOutcome>(() => new Promise(() => {})),
    decide: fromPromise<DecideOutcome, { id_autorizacion: number; resultado: "A" | "R"; comentario: string }>(() => new Promise(() => {})),
    download: fromPromise<DownloadOutcome, AttachmentRef>(() => new Promise(() => {})),
  },
})

const item: PendingAuthorization = {
  id_autorizacion: 7,
  origen: "ayuda",
  id_origen: 3,
  n_tipo_solicitud: "Ayuda económica",
  nivel: 1,
  niveles: 2,
  resumen: { tipo: "Ayuda", folio: "AY-3", colaborador: "Ana Ruiz", fecha: "2026-11-20", detalle: [], adjuntos: [{ version: "1", nombre: "Comprobante" }] },
  pasos: [],
} as unknown as PendingAuthorization

const events = [
  { type: "xstate.done.actor.load", output: { kind: "done", items: [item] } },
  { type: "xstate.done.actor.load", output: { kind: "failed" } },
  { type: "xstate.error.actor.load", error: new Error("offline") },
  { type: "RETRY" },
  { type: "APPROVE", id: 7 },
  { type: "REJECT", id: 7 },
  { type: "SET_COMMENT", comment: "Falta el comprobante" },
  { type: "CONFIRM" },
  { type: "CANCEL" },
  { type: "LEAVE" },
  { type: "STAY" },
  { type: "xstate.done.actor.decide", output: { kind: "done", message: "Solicitud aprobada" } },
  { type: "xstate.error.actor.decide", error: new Error("offline") },
  { type: "DOWNLOAD", id_autorizacion: 7, version: "1" },
  { type: "xstate.done.actor.download", output: { kind: "done" } },
  { type: "xstate.done.actor.download", output: { kind: "failed" } },
  { type: "xstate.error.actor.download", error: new Error("offline") },
] as const

const requestsStates = ["loading", "loadFailed", "ready", "approving", "rejecting", "confirmingLeave", "deciding"] as const
const attachmentStates = ["idle", "downloading"] as const

const checkRequests = (state: (typeof requestsStates)[number], s: Snap, env: ReplayEnv): void => {
  const event = env.lastEvent
  if (state === "loading") expect(s.children.load).toBeDefined()
  if (state === "loadFailed") expect(env.emitted).toContainEqual(toast("error", myAuthorizationsTexts.errorCarga))
  if (state === "rejecting") {
    expect(s.context.current).toBe(7)
    expect(s.context.resultado).toBe("R")
    // Rejecting without a comment stays in the dialog and says why.
    if (event?.type === "CONFIRM") expect(s.context.commentError).toBe(authorizationTexts.comentarioRequerido)
    // Staying keeps the typed comment.
    if (event?.type === "STAY") expect(s.context.comment).toBe("Falta el comprobante")
  }
  // The question only comes over a typed comment.
  if (state === "confirmingLeave") expect(s.context.comment.trim()).not.toBe("")
  if (state === "ready" && (event?.type === "CANCEL" || event?.type === "LEAVE")) {
    expect(s.context.current).toBeNull()
    expect(s.context.comment).toBe("")
  }
  if (state === "deciding") expect(s.children.decide).toBeDefined()
  if (state === "approving") expect(s.context.resultado).toBe("A")
}

const checkAttachment = (state: (typeof attachmentStates)[number], s: Snap, env: ReplayEnv): void => {
  const event = env.lastEvent
  if (state === "downloading") {
    // The file on its way is known, so its button can show it.
    expect(s.context.downloading).toEqual({ id_autorizacion: 7, version: "1" })
    expect(s.children.download).toBeDefined()
    return
  }
  expect(s.context.downloading).toBeNull()
  if (event?.type === "xstate.done.actor.download") {
    const output = (event as unknown as { output: DownloadOutcome }).output
    if (output.kind === "failed") expect(env.emitted.at(-1)).toEqual(toast("error", myAuthorizationsTexts.errorAdjunto))
  }
  if (event?.type === "xstate.error.actor.download") expect(env.emitted.at(-1)).toEqual(toast("error", myAuthorizationsTexts.errorAdjunto))
}

const expectations = Object.fromEntries(
  requestsStates.flatMap((r) =>
    attachmentStates.map((a) => [
      JSON.stringify({ requests: r, attachment: a }),
      (s: Snap, env: ReplayEnv) => {
        checkRequests(r, s, env)
        checkAttachment(a, s, env)
      },
    ]),
  ),
)

describe("myAuthorizations machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    replay<Snap>(machine, transitionPaths(machine, { events: [...events] as never }), coverage, { expect: expectations })
    assertComplete(coverage)
  })
})
