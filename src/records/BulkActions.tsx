import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { type ActorRefFrom, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import type { BulkOutcome, BulkResult } from "../../domain/records/bulk"
import { formProblems, initialValues } from "../../domain/records/descriptor"
import { bulkActionMachine, visibleProblems } from "../../machines/records/bulk-action"
import { type BulkActionCall, sendBulkAction } from "../../machines/records/bulk-action-calls"
import { api } from "../app/api"
import { sessionActor } from "../app/session"
import { Button } from "../ui/Button"
import { FormAlert } from "../ui/FormAlert"
import { MachineForm } from "../ui/MachineForm"
import { Modal } from "../ui/Modal"
import { useUnsavedGuard } from "../ui/use-unsaved-guard"
import { showToast } from "./outcomes"
import { LazyRecordForm } from "./LazyRecordForm"
import { RecordModalActions } from "./RecordModalActions"
import { HeaderCells } from "../ui/HeaderCells"
import { ScrollingTable } from "../ui/ScrollingTable"

// A list's bulk actions (domain/records/bulk.ts) on the rows the user selected: one button per
// action ("Renovar (2)"), and its dialog on the bulkAction machine: the action's form, then the
// answer, one line per record (done, waiting for authorization, or refused with its reason) until
// Cerrar. The list reads again once an action answered. The server judges keys and rows again.

type BulkActor = ActorRefFrom<typeof bulkActionMachine>

const outcomeText: Readonly<Record<BulkOutcome, string>> = { hecho: "Hecho", pendiente: "En autorización", rechazado: "Rechazado" }

export const useBulkActions = (calls: ReadonlyArray<BulkActionCall>, onDone: () => void) => {
  const validate = (action: string, values: Parameters<typeof formProblems>[2]) => {
    const call = calls.find((c) => c.action.id === action)
    return call === undefined ? {} : formProblems(call.action.form, "add", values)
  }
  const actor = useActorRef(bulkActionMachine.provide({ actors: { send: fromPromise(({ input }) => sendBulkAction(api, calls)(input)) } }), { input: { validate } })
  useEffect(() => {
    const subs = [actor.on("toast", showToast), actor.on("done", onDone)]
    return () => {
      for (const s of subs) s.unsubscribe()
    }
  }, [actor, onDone])
  // Each action offered only to a user holding the key of what it does (its form's keys).
  const held = useSelector(sessionActor, (s) => s.context.session?.permissions) ?? []
  const offered = calls.filter((c) => c.action.form.keys.some((k) => held.includes(k)))
  const toolbar = (selected: ReadonlyArray<string>) => (
    <div className="flex flex-wrap items-center gap-3">
      {offered.map((c) => (
        <Button key={c.action.id} variant="secondary" onPress={() => actor.send({ type: "OPEN", action: c.action.id, keys: selected, values: initialValues(c.action.form) })}>
          {`${c.action.label} (${selected.length})`}
        </Button>
      ))}
    </div>
  )
  return { toolbar, dialog: <BulkDialog calls={calls} actor={actor} /> }
}

const BulkDialog = ({ calls, actor }: { readonly calls: ReadonlyArray<BulkActionCall>; readonly actor: BulkActor }) => {
  const action = useSelector(actor, (s) => s.context.action)
  const answered = useSelector(actor, (s) => s.matches("answered"))
  const editing = useSelector(actor, (s) => s.matches("editing") || s.matches("sending"))
  const call = calls.find((c) => c.action.id === action)
  if (call === undefined) return null
  if (answered) return <BulkAnswerDialog call={call} actor={actor} />
  // Mounted while open, so the unsaved guard compares with the values it opened with.
  return editing ? <BulkForm call={call} actor={actor} /> : null
}

const BulkForm = ({ call, actor }: { readonly call: BulkActionCall; readonly actor: BulkActor }) => {
  const context = useSelector(actor, (s) => s.context)
  const sending = useSelector(actor, (s) => s.matches("sending"))
  const guard = useUnsavedGuard(context.values, () => actor.send({ type: "CANCEL" }))
  const { action } = call
  return (
    <Modal title={action.title(context.keys.length)} isOpen onClose={guard.dismiss} size="md" isDismissable={!sending && !guard.asking}>
      <MachineForm
        attempt={context.attempt}
        problems={() => Object.values(visibleProblems(actor.getSnapshot().context)).filter((e) => e !== null).length}
        onSubmit={() => actor.send({ type: "SUBMIT" })}
      >
        {action.explain === undefined ? null : <p className="text-ink-900">{action.explain}</p>}
        <p className="text-sm text-ink-700">{`Seleccionados: ${context.keys.join(", ")}`}</p>
        <FormAlert message={context.refusal?.message || null} />
        <LazyRecordForm
          descriptor={action.form}
          values={context.values}
          errors={visibleProblems(context)}
          readOnlyKey={false}
          change={(field, value) => actor.send({ type: "CHANGE", field, value })}
          blur={(field) => actor.send({ type: "BLUR", field })}
        />
        <RecordModalActions submitLabel={action.label} busy={sending} onCancel={guard.dismiss} />
      </MachineForm>
      {guard.question}
    </Modal>
  )
}

const ResultRow = ({ result }: { readonly result: BulkResult }) => (
  <tr>
    <th scope="row" className="border-b border-ink-100 px-2 py-1.5 text-left font-normal">
      {result.clave}
    </th>
    <td className="border-b border-ink-100 px-2 py-1.5 font-semibold">{outcomeText[result.resultado]}</td>
    <td className="border-b border-ink-100 px-2 py-1.5">{result.mensaje}</td>
  </tr>
)

/** The answer, one line per record; the summary is read out as the dialog opens. */
const BulkAnswerDialog = ({ call, actor }: { readonly call: BulkActionCall; readonly actor: BulkActor }) => {
  const context = useSelector(actor, (s) => s.context)
  const close = () => actor.send({ type: "CLOSE" })
  const caption = `${call.action.title(context.keys.length)}: resultado`
  return (
    <Modal title={caption} isOpen onClose={close} size="lg">
      <div className="flex flex-col gap-4">
        <p role="status" className="text-ink-900">
          {context.message}
        </p>
        <ScrollingTable caption={caption} boxClassName="max-h-96 overflow-auto focus-visible:outline-3 focus-visible:outline-focus" tableClassName="w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              <HeaderCells labels={["Registro", "Resultado", "Detalle"]} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
            </tr>
          </thead>
          <tbody>
            {context.results.map((r) => (
              <ResultRow key={r.clave} result={r} />
            ))}
          </tbody>
        </ScrollingTable>
        <div className="flex justify-end">
          <Button onPress={close}>{messages.cerrar}</Button>
        </div>
      </div>
    </Modal>
  )
}
