import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { fromPromise } from "xstate"
import {
  type FormMode,
  type FormValues,
  type LoadOutcome,
  type SaveOutcome,
  type SettingsFormInput,
  settingsFormMachine,
  visibleProblems,
} from "../../../machines/settingsForm"
import { toastQueue } from "../../ui/toastQueue"

export interface SettingsFormRequests {
  readonly load: () => Promise<LoadOutcome>
  readonly save: (values: FormValues, mode: FormMode) => Promise<SaveOutcome>
}

/** Runs the settingsForm machine for a page: its requests, its toasts, and what the view reads. */
export const useSettingsForm = (input: SettingsFormInput, requests: SettingsFormRequests) => {
  const actor = useActorRef(
    settingsFormMachine.provide({
      actors: {
        load: fromPromise<LoadOutcome>(() => requests.load()),
        save: fromPromise<SaveOutcome, { values: FormValues; mode: FormMode }>(({ input }) => requests.save(input.values, input.mode)),
      },
    }),
    { input },
  )
  useEffect(() => {
    const subscription = actor.on("toast", (t) => toastQueue.add(t))
    return () => subscription.unsubscribe()
  }, [actor])
  const state = useSelector(actor, (s) => s.value)
  const context = useSelector(actor, (s) => s.context)
  return {
    state,
    mode: context.mode,
    values: context.values,
    problems: visibleProblems(context),
    change: (field: string, value: string) => actor.send({ type: "CHANGE", field, value }),
    blur: (field: string) => actor.send({ type: "BLUR", field }),
    submit: () => actor.send({ type: "SUBMIT" }),
    retry: () => actor.send({ type: "RETRY" }),
  }
}

/** An answer with the error flag is the server's message; no answer, the general one. */
export const failureText = (result: { readonly message: string; readonly detalles: ReadonlyArray<string> }): string =>
  [result.message, ...result.detalles].join("\n")
