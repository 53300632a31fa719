import { useActorRef, useSelector } from "@xstate/react"
import { type ReactNode, useEffect, useRef } from "react"
import { fromPromise } from "xstate"
import { writableFields } from "../../../domain/records/descriptor"
import { positions, positionsEndpoints } from "../../../domain/records/organization/positions"
import { type EndingRow, endPositionMachine } from "../../../machines/organization/endPosition"
import type { CallResult } from "../../api/callResult"
import { api } from "../../app/api"
import { showToast } from "../../records/outcomes"
import { Button } from "../../ui/Button"
import { DateField } from "../../ui/DateField"
import { Modal } from "../../ui/Modal"

// The "Dar de baja" dialog of a position and the hook that opens it (machines/organization/
// endPosition.ts). The end date is written as an update of the stored record, so the server runs
// the record's own rules (an end before the start, subordinates still in force).

const text = {
  darDeBaja: "Dar de baja",
  fechaFin: "Fecha fin",
  cancelar: "Cancelar",
} as const

const reasonOf = (result: Extract<CallResult<unknown>, { ok: false }>): string => (result.detalles.length > 0 ? result.detalles.join(" ") : result.message)

const machine = endPositionMachine.provide({
  actors: {
    end: fromPromise(async ({ input }: { input: { id_posicion: string; f_fin: string } }) => {
      const read = await api.call(positionsEndpoints.read, { id: input.id_posicion })
      if (!read.ok) return { kind: "refused" as const, message: reasonOf(read) }
      const stored = read.value.result
      const body = Object.fromEntries(writableFields(positions).map(([name]) => [name, stored[name] ?? null]))
      const result = await api.call(positionsEndpoints.write, { ...body, f_fin: input.f_fin, id: input.id_posicion, _method: "PUT" })
      return result.ok ? { kind: "saved" as const, message: result.value.message } : { kind: "refused" as const, message: reasonOf(result) }
    }),
  },
})

export const todayInMexico = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())

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
  const start = (row: EndingRow, onEnded: () => void) => {
    after.current = onEnded
    actor.send({ type: "OPEN", row, today: todayInMexico() })
  }
  const dialog = (
    <Modal title={endLabel(context.row?.id_posicion ?? "")} isOpen={!state.matches("closed")} onClose={() => actor.send({ type: "CANCEL" })} size="sm" isDismissable={!saving}>
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
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={() => actor.send({ type: "CANCEL" })} isDisabled={saving}>
            {text.cancelar}
          </Button>
          <Button type="submit" isDisabled={saving}>
            {text.darDeBaja}
          </Button>
        </div>
      </form>
    </Modal>
  )
  return { start, dialog }
}
