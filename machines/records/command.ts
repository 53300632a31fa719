import { assign, emit, setup } from "xstate"
import type { FieldProblem } from "../../domain/api/problems"
import { messages } from "../../domain/messages"
import type { PortResult } from "./api-port"
import { type ToastEmitted, toast } from "../toast"
import { actorSlot } from "../actor-slot"

// One action a user starts with a button (an export, a PDF, a send, a save, an upload): the view
// sends RUN with what the action needs and renders the phase (its button busy while `running`),
// never calling the API itself. The call is the injected `run` actor, declared in the machine
// layer from the domain contract; its outcome says what to tell the user. A second RUN while one
// runs is ignored, so a double click sends nothing twice. The API client does not report the
// progress of a download, so there is none to show here.

export type CommandOutcome<A = null> =
  /** `message` (and its `detail`) is said in a success toast; none says nothing. */
  | { readonly kind: "done"; readonly value: A; readonly message?: string; readonly detail?: string }
  /**
   * A refusal the user can mend (nothing to export) may be a warning rather than an error;
   * `detail` (the server's reason under a page's own title) goes under the message in the toast.
   * An `inline` refusal is said by the form itself, beside what it asks (`refusal` in the
   * context), with no toast: a dialog that lists what is missing.
   */
  | {
      readonly kind: "failed"
      readonly message: string
      readonly tone?: "warning"
      readonly detail?: string
      /** `problemas`: the refusals of the form's own fields, said under each. */
      readonly inline?: { readonly detalles: ReadonlyArray<string>; readonly problemas?: ReadonlyArray<FieldProblem> }
    }

/**
 * A call's result as the outcome every record page gives it: done with the server's message (else
 * `success`, else 'Datos guardados'); a 4xx the server explained is a warning with its words; no
 * usable answer (network, 5xx, an answer of the wrong shape) is `failure`, the spec's text.
 */
export const commandOutcomeOf = <A>(result: PortResult<A>, failure: string, success?: string): CommandOutcome<A> => {
  if (result.ok) {
    const value = result.value
    const said = typeof value === "object" && value !== null && "message" in value && typeof value.message === "string" ? value.message : ""
    return { kind: "done", value, message: said || (success ?? messages.datosGuardados) }
  }
  return refusalOf(result, failure)
}

export type CommandFailure = Extract<CommandOutcome<never>, { readonly kind: "failed" }>

/** A call that did not succeed: the server's explained 4xx is a warning, anything else `failure`. */
export const refusalOf = (result: { readonly status: number | null; readonly message: string }, failure: string): CommandFailure =>
  isNoAnswer(result) ? { kind: "failed", message: failure } : { kind: "failed", message: result.message, tone: "warning" }

/** A failed call that brought no usable answer (network, 5xx, an answer of the wrong shape), not a refusal the server explained. */
export const isNoAnswer = (result: { readonly status: number | null; readonly message: string }): boolean =>
  result.status === null || result.status >= 500 || result.message === messages.errorGeneral

export interface CommandContext<I, A> {
  /** What the last RUN asked for. */
  readonly input: I | null
  /** The last success's value, until the next RUN. */
  readonly value: A | null
  /** Why the last run failed, in Spanish, until the next RUN. */
  readonly failure: string | null
  /** The last run's inline refusal (its message and items), for the form to say; no toast said it. */
  readonly refusal: { readonly message: string; readonly detalles: ReadonlyArray<string>; readonly problemas?: ReadonlyArray<FieldProblem> } | null
}

export type CommandEvent<I> =
  | { readonly type: "RUN"; readonly input: I }
  /** Forget the last outcome (a dialog closed). */
  | { readonly type: "RESET" }

/** The machine for one input and value type, so a view reads its outcome without casts. */
export const createCommandMachine = <I, A>() =>
  setup({
    types: {
      context: {} as CommandContext<I, A>,
      events: {} as CommandEvent<I>,
      emitted: {} as ToastEmitted,
    },
    actors: {
      // The input arrives wrapped: a bare type parameter as an actor's input defeats xstate's typing.
      run: actorSlot<CommandOutcome<A>, { readonly input: I }>("run"),
    },
    guards: {
      done: (_, outcome: CommandOutcome<A>) => outcome.kind === "done",
      saysSo: (_, outcome: CommandOutcome<A>) => outcome.kind === "done" && outcome.message !== undefined && outcome.message !== "",
      inline: (_, outcome: CommandOutcome<A>) => outcome.kind === "failed" && outcome.inline !== undefined,
    },
    actions: {
      start: assign(({ event }) => (event.type === "RUN" ? { input: event.input, value: null, failure: null, refusal: null } : {})),
    },
  }).createMachine({
    id: "command",
    context: { input: null, value: null, failure: null, refusal: null },
    initial: "idle",
    states: {
      idle: { on: { RUN: { target: "running", actions: "start" } } },
      running: {
        invoke: {
          id: "run",
          src: "run",
          input: ({ context }) => ({ input: context.input as I }),
          onDone: [
            {
              guard: { type: "saysSo", params: ({ event }) => event.output },
              target: "done",
              actions: [
                assign({ value: ({ event }) => (event.output.kind === "done" ? event.output.value : null) }),
                emit(({ event }) => (event.output.kind === "done" ? toast("success", event.output.message ?? "", event.output.detail) : toast("success", ""))),
              ],
            },
            {
              guard: { type: "done", params: ({ event }) => event.output },
              target: "done",
              actions: assign({ value: ({ event }) => (event.output.kind === "done" ? event.output.value : null) }),
            },
            {
              guard: { type: "inline", params: ({ event }) => event.output },
              target: "failed",
              actions: assign(({ event }) =>
                event.output.kind === "failed" && event.output.inline !== undefined
                  ? {
                      failure: event.output.message,
                      refusal: {
                        message: event.output.message,
                        detalles: event.output.inline.detalles,
                        ...(event.output.inline.problemas === undefined ? {} : { problemas: event.output.inline.problemas }),
                      },
                    }
                  : {},
              ),
            },
            {
              target: "failed",
              actions: [
                assign({ failure: ({ event }) => event.output.message ?? messages.errorGeneral }),
                emit(({ event }) =>
                  event.output.kind === "failed"
                    ? toast(event.output.tone === "warning" ? "warning" : "error", event.output.message, event.output.detail)
                    : toast("error", messages.errorGeneral),
                ),
              ],
            },
          ],
          // No outcome at all (the promise rejected): the transport failed.
          onError: {
            target: "failed",
            actions: [assign({ failure: messages.errorGeneral }), emit(toast("error", messages.errorGeneral))],
          },
        },
      },
      done: { on: { RUN: { target: "running", actions: "start" }, RESET: { target: "idle", actions: assign({ value: null }) } } },
      failed: { on: { RUN: { target: "running", actions: "start" }, RESET: { target: "idle", actions: assign({ failure: null, refusal: null }) } } },
    },
  })

/** The type-agnostic machine: for tests and for code that never reads the value's fields. */
export const commandMachine = createCommandMachine<unknown, unknown>()
export type CommandMachine<I, A> = ReturnType<typeof createCommandMachine<I, A>>

/** What a view shows for the action. */
export type CommandPhase = "idle" | "running" | "done" | "failed"
