import { useActorRef, useSelector } from "@xstate/react"
import { fromPromise } from "xstate"
import {
  type FormMode,
  type FormValues,
  type LoadOutcome,
  type SaveOutcome,
  type SettingsFormInput,
  hasChanges,
  settingsFormMachine,
  visibleProblems,
} from "../../machines/configuraciones/settings-form"
import { useToasts } from "../records/use-toasts"

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
  useToasts(actor)
  const state = useSelector(actor, (s) => s.value)
  const context = useSelector(actor, (s) => s.context)
  return {
    state,
    mode: context.mode,
    values: context.values,
    problems: visibleProblems(context),
    /** Invalid submits and refusals so far (useProblemFocus), the refusal's reason, unsaved changes. */
    attempt: context.attempt,
    refusal: context.refusal,
    // While a save runs the values are on their way to being stored, and the machine answers no
    // leave then: the router is not held.
    dirty: hasChanges(context) && (state === "ready" || state === "confirmingLeave"),
    /** "Hay cambios sin guardar" as the machine holds it, for useLeaveGuard. */
    leaving: {
      asking: state === "confirmingLeave",
      ask: () => actor.send({ type: "DISMISS" }),
      stay: () => actor.send({ type: "STAY" }),
      leave: () => actor.send({ type: "LEAVE" }),
    },
    /** The number of fields with a problem now (what useProblemFocus announces). */
    problemCount: () => Object.values(visibleProblems(actor.getSnapshot().context)).filter((p) => p !== null).length,
    change: (field: string, value: string) => actor.send({ type: "CHANGE", field, value }),
    blur: (field: string) => actor.send({ type: "BLUR", field }),
    /** Submits and answers the problems the submit left on screen (a page may open their tab). */
    submit: () => {
      actor.send({ type: "SUBMIT" })
      return visibleProblems(actor.getSnapshot().context)
    },
    retry: () => actor.send({ type: "RETRY" }),
  }
}
