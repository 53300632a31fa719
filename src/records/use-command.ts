import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef, useState } from "react"
import { fromPromise } from "xstate"
import { type CommandContext, type CommandOutcome, type CommandPhase, createCommandMachine } from "../../machines/records/command"
import { showToast } from "./outcomes"

export interface Command<I, A> {
  readonly phase: CommandPhase
  /** The last success's value. */
  readonly value: A | null
  /** Why the last run failed, in Spanish. */
  readonly failure: string | null
  /** The last run's inline refusal, for the form to say (no toast said it). */
  readonly refusal: CommandContext<I, A>["refusal"]
  /** Sends RUN: ignored while a run is under way. */
  readonly run: (input: I) => void
  readonly reset: () => void
}

/**
 * A command machine for a button: `call` is the actor the machine runs (declared in a machine-layer
 * `*-calls.ts` module, bound to the app's client by the caller); its toasts are shown. `onDone`
 * runs after a success with its value (save the file, close a dialog, reload a list), `onFailed`
 * after a failure (a confirmation that waited for the answer closes).
 */
export const useCommand = <I, A>(
  call: (input: I) => Promise<CommandOutcome<A>>,
  handlers: { readonly onDone?: (value: A, input: I) => void; readonly onFailed?: (input: I) => void } = {},
): Command<I, A> => {
  const latest = useRef({ call, handlers })
  latest.current = { call, handlers }
  const [machine] = useState(() =>
    createCommandMachine<I, A>().provide({ actors: { run: fromPromise(({ input }: { input: { readonly input: I } }) => latest.current.call(input.input)) } }),
  )
  const actor = useActorRef(machine)
  useEffect(() => {
    const toasts = actor.on("toast", showToast)
    let last = actor.getSnapshot().value
    const finished = actor.subscribe((s) => {
      if (last === "running" && s.context.input !== null) {
        if (s.value === "done") latest.current.handlers.onDone?.(s.context.value as A, s.context.input)
        // An inline refusal stays with the form that says it: nothing closes.
        if (s.value === "failed" && s.context.refusal === null) latest.current.handlers.onFailed?.(s.context.input)
      }
      last = s.value
    })
    return () => {
      toasts.unsubscribe()
      finished.unsubscribe()
    }
  }, [actor])
  const phase = useSelector(actor, (s) => s.value as CommandPhase)
  const value = useSelector(actor, (s) => s.context.value)
  const failure = useSelector(actor, (s) => s.context.failure)
  const refusal = useSelector(actor, (s) => s.context.refusal)
  const [actions] = useState(() => ({ run: (input: I) => actor.send({ type: "RUN", input }), reset: () => actor.send({ type: "RESET" }) }))
  return { phase, value, failure, refusal, ...actions }
}
