import { useActorRef, useSelector } from "@xstate/react"
import { Either } from "effect"
import { type ReactNode, useEffect } from "react"
import { type ActorRefFrom, fromPromise } from "xstate"
import { todayInMexico } from "../../domain/dates"
import { type RecordDescriptor, formProblems, idOf, initialValues, requestOf } from "../../domain/records/descriptor"
import type { Transition, TransitionEndpoint, Workflow } from "../../domain/records/workflow"
import { asksInput, guardProblem, inputDescriptor, offeredOn, stateOf, transitionsFrom } from "../../domain/records/workflow"
import { visibleProblems, workflowTransitionMachine } from "../../machines/records/workflow-transition"
import { fireTransition } from "../../machines/records/workflow-transition-calls"
import { api } from "../app/api"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { FormAlert } from "../ui/FormAlert"
import { IconButton, cancelIcon, checkIcon, payIcon, sendIcon } from "../ui/IconButton"
import { MachineForm } from "../ui/MachineForm"
import { Modal } from "../ui/Modal"
import { useUnsavedGuard } from "../ui/use-unsaved-guard"
import { showToast } from "./outcomes"
import { LazyRecordForm } from "./LazyRecordForm"
import { RecordModalActions } from "./RecordModalActions"

// What a descriptor's workflow gives a record page (RecordPage draws it): the state as a badge
// that says it in text, each row's actions for the transitions its state allows, and the
// transition's dialog (its question, or its input through RecordForm) on the workflowTransition
// machine. The server judges again; the page only offers what can succeed.

type Row = Readonly<Record<string, unknown>>

const tones = {
  neutral: "border-ink-300 bg-ink-50 text-ink-900",
  info: "border-[#1d4ed8] bg-[#eff6ff] text-[#1e3a8a]",
  success: "border-[#15803d] bg-[#f0fdf4] text-[#14532d]",
  warning: "border-[#8a5a00] bg-[#fff7e6] text-[#5c3d00]",
  danger: "border-[#b91c1c] bg-[#fef2f2] text-[#7f1d1d]",
} as const

/** A record's state in words, coloured by its tone (the colour never carries it alone). */
export const StateBadge = ({ workflow, value }: { readonly workflow: Workflow; readonly value: unknown }) => {
  const state = stateOf(workflow, value)
  if (state === undefined) return <>{typeof value === "string" ? value : ""}</>
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-sm font-medium ${tones[state.tone]}`}>{state.label}</span>
}

const icons = { confirm: checkIcon, send: sendIcon, cancel: cancelIcon, pay: payIcon } as const

type TransitionActor = ActorRefFrom<typeof workflowTransitionMachine>

/**
 * The workflow of a page: `actions(row)` for its Acciones column, `dialog` to render once. Each
 * transition goes to its endpoint; done, or refused because the record moved meanwhile, reloads
 * the list.
 */
export const useWorkflowActions = (
  d: RecordDescriptor,
  endpoints: Readonly<Record<string, TransitionEndpoint>>,
  keys: ReadonlySet<string> | null,
  reload: () => void,
) => {
  const w = d.workflow
  const fire = fireTransition(api, d, endpoints)
  const validate = (transition: string, record: Row, values: Readonly<Record<string, unknown>>) => {
    const t = w?.transitions.find((x) => x.id === transition)
    if (t === undefined || !asksInput(t, record)) return {}
    const problems = formProblems(inputDescriptor(d, t), "edit", values as never)
    if (Object.keys(problems).length > 0) return problems
    // The guards too, with the browser's day: the server judges again with its own clock.
    const request = requestOf(inputDescriptor(d, t), "edit", values as never)
    const guard = Either.isRight(request) ? guardProblem(t, record, request.right, todayInMexico()) : undefined
    return guard?.field === undefined ? {} : { [guard.field]: guard.message }
  }
  const actor = useActorRef(workflowTransitionMachine.provide({ actors: { fire: fromPromise(({ input }) => fire(input)) } }), { input: { validate } })
  useEffect(() => {
    const subs = [actor.on("toast", showToast), actor.on("fired", reload)]
    return () => {
      for (const s of subs) s.unsubscribe()
    }
  }, [actor, reload])

  const actions = (row: Row): ReactNode =>
    w === undefined
      ? null
      : transitionsFrom(w, row)
          // The transition a delete fires is the row's Eliminar (RecordPage), not a second button.
          .filter((t) => (keys === null || keys.has(t.key)) && endpoints[t.id] !== undefined && t.id !== w.deletes && offeredOn(t, row, todayInMexico()))
          .map((t) => (
            <IconButton
              key={t.id}
              label={t.actionLabel?.(row) ?? `${t.label} ${idOf(d, row)}`}
              onPress={() => {
                const asks = asksInput(t, row)
                actor.send({ type: "OPEN", transition: t.id, record: row, asks, values: asks ? initialValues(inputDescriptor(d, t)) : {} })
              }}
            >
              {icons[t.icon ?? "confirm"]}
            </IconButton>
          ))

  return { actions, dialog: w === undefined ? null : <TransitionDialog descriptor={d} workflow={w} actor={actor} /> }
}

const TransitionDialog = ({ descriptor: d, workflow: w, actor }: { readonly descriptor: RecordDescriptor; readonly workflow: Workflow; readonly actor: TransitionActor }) => {
  const context = useSelector(actor, (s) => s.context)
  const open = useSelector(actor, (s) => !s.matches("closed"))
  const firing = useSelector(actor, (s) => s.matches("firing"))
  const t = w.transitions.find((x) => x.id === context.transition)
  if (t === undefined) return null
  if (!context.asks) {
    return (
      <ConfirmDialog
        isOpen={open}
        title={t.title?.(context.record) ?? t.label}
        message={t.question?.(context.record) ?? t.label}
        detail={context.refusal?.message ?? ""}
        isBusy={firing}
        onCancel={() => actor.send({ type: "CANCEL" })}
        onConfirm={() => actor.send({ type: "SUBMIT" })}
      />
    )
  }
  // Mounted while open, so the unsaved guard compares with the values it opened with.
  return open ? <TransitionForm descriptor={d} transition={t} actor={actor} /> : null
}

/** A transition that asks for input: Cancelar, Escape or a click outside ask before typed input is lost. */
const TransitionForm = ({ descriptor: d, transition: t, actor }: { readonly descriptor: RecordDescriptor; readonly transition: Transition; readonly actor: TransitionActor }) => {
  const context = useSelector(actor, (s) => s.context)
  const firing = useSelector(actor, (s) => s.matches("firing"))
  const errors = visibleProblems(context)
  const guard = useUnsavedGuard(context.values, () => actor.send({ type: "CANCEL" }))
  const explained = t.explain?.(context.record)
  return (
    <Modal title={t.title?.(context.record) ?? t.label} isOpen onClose={guard.dismiss} size="md" isDismissable={!firing && !guard.asking}>
      <MachineForm
        attempt={context.attempt}
        problems={() => Object.values(visibleProblems(actor.getSnapshot().context)).filter((e) => e !== null).length}
        onSubmit={() => actor.send({ type: "SUBMIT" })}
      >
        {explained === undefined ? null : <p className="text-ink-900">{explained}</p>}
        <FormAlert message={context.refusal?.message ?? null} />
        <LazyRecordForm
          descriptor={inputDescriptor(d, t)}
          values={context.values}
          errors={errors}
          readOnlyKey={false}
          change={(field, value) => actor.send({ type: "CHANGE", field, value })}
          blur={(field) => actor.send({ type: "BLUR", field })}
          record={context.record}
        />
        <RecordModalActions submitLabel={t.label} busy={firing} onCancel={guard.dismiss} />
      </MachineForm>
      {guard.question}
    </Modal>
  )
}
