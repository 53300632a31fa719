import { useActorRef } from "@xstate/react"
import { useEffect, useState } from "react"
import { fromPromise } from "xstate"
import { type Filters, type ListRow, type LoadOutcome, listPageMachine } from "../../machines/listPage"
import {
  type RecordModalInput,
  type SaveInput,
  type SaveOutcome,
  recordModalMachine,
} from "../../machines/recordModal"
import { listStorage, showToast } from "./outcomes"

/** The page's list actor: rows from `load`, state in session storage under the page's key. */
export const useListPage = <Row extends ListRow>(pageKey: string, load: (filters: Filters) => Promise<LoadOutcome<Row>>) => {
  const list = useActorRef(listPageMachine.provide({ actors: { load: fromPromise(({ input }) => load(input)) } }), {
    input: { pageKey, storage: listStorage() },
  })
  useEffect(() => {
    const sub = list.on("toast", showToast)
    return () => sub.unsubscribe()
  }, [list])
  return list
}

/** The page's add/edit modal actor; a successful save reloads the list. */
export const useRecordModal = (
  input: RecordModalInput,
  save: (request: SaveInput) => Promise<SaveOutcome>,
  onSaved: () => void,
) => {
  const modal = useActorRef(recordModalMachine.provide({ actors: { save: fromPromise(({ input: i }) => save(i)) } }), { input })
  useEffect(() => {
    const toast = modal.on("toast", showToast)
    const saved = modal.on("saved", onSaved)
    return () => {
      toast.unsubscribe()
      saved.unsubscribe()
    }
  }, [modal, onSaved])
  return modal
}

/** The row waiting for the delete confirmation, and whether its request runs. */
export const useDeletion = <Row>(remove: (row: Row) => Promise<void>) => {
  const [pending, setPending] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  return {
    pending,
    busy,
    ask: (row: Row) => setPending(row),
    cancel: () => setPending(null),
    confirm: async () => {
      if (pending === null) return
      setBusy(true)
      try {
        await remove(pending)
      } finally {
        setBusy(false)
        setPending(null)
      }
    },
  }
}
