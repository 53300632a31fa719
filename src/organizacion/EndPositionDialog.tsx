import { useActorRef, useSelector } from "@xstate/react"
import { type ReactNode, useEffect, useRef } from "react"
import { type EndingRow, endPositionMachine } from "../../machines/organizacion/end-position"
import { endPositionActors } from "../../machines/organizacion/end-position-calls"
import { api } from "../app/api"
import { showToast } from "../records/outcomes"
import { DateField } from "../ui/DateField"
import { LeaveConfirmDialog } from "../ui/LeaveConfirmDialog"
import { Modal } from "../ui/Modal"
import { todayInMexico } from "../../domain/dates"
import { CancelAndSubmit } from "../ui/CancelAndSubmit"

// The "Dar de baja" dialog of a position and the hook that opens it (machines/organizacion/
// endPosition.ts). The end date is written as an update of the stored record, so the server runs
// the record's own rules (an end before the start, subordinates still in force).

const text = {
  darDeBaja: "Dar de baja",
  fechaFin: "Fecha fin",
} as const

const machine = endPositionMachine.provide({ actors: endPositionActors(api) })


/** The button's accessible name for a row. */
export const endLabel = (id: string): string => `${text.darDeBaja} ${id}`

/**
 * `start(row, onEnded)` opens the dialog for a row; `onEnded` runs after a saved end (the page
 * reloads its list). `dialog` is the element to render once in the page.
 */
export const useEndPosition = (): { readonly start: (row: EndingRow, onEnded: () => void) => void; readonly dialog: ReactNode } => {
  const actor = useActorRef(machine)
  const state = useSelector(actor, (s) => s)
  const after = useRef<() => void>(() => {})
  useEffect(() => {
    const toasts = actor.on("toast", showToast)
    const ended = actor.on("ended", () => after.current())
    return () => {
      toasts.unsubscribe()
      ended.unsubscribe()
    }
  }, [actor])
  const { context } = state
  const saving = state.matches("saving")
  const asking = state.matches("confirmingLeave")
  const start = (row: EndingRow, onEnded: () => void) => {
    after.current = onEnded
    actor.send({ type: "OPEN", row, today: todayInMexico() })
  }
  const dialog = (
    <Modal title={endLabel(context.row?.id_posicion ?? "")} isOpen={!state.matches("closed")} onClose={() => actor.send({ type: "CANCEL" })} size="sm" isDismissable={!saving && !asking}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: "SAVE" })
        }}
        className="flex flex-col gap-4"
      >
        <p className="text-sm text-ink-700">{context.row?.n_posicion}</p>
        <DateField label={text.fechaFin} value={context.date} onChange={(date) => actor.send({ type: "SET_DATE", date })} minValue={context.row?.f_inicio} isRequired />
        {context.error !== null ? (
          <p role="alert" className="text-sm text-red-800">
            {context.error}
          </p>
        ) : null}
        <CancelAndSubmit submitLabel={text.darDeBaja} onCancel={() => actor.send({ type: "CANCEL" })} busy={saving} />
      </form>
      <LeaveConfirmDialog isOpen={asking} onStay={() => actor.send({ type: "STAY" })} onLeave={() => actor.send({ type: "LEAVE" })} />
    </Modal>
  )
  return { start, dialog }
}
