import { useActorRef } from "@xstate/react"
import { useEffect } from "react"
import { fromPromise } from "xstate"
import {
  type RecordModalInput,
  type SaveInput,
  type SaveOutcome,
  recordModalMachine,
} from "../../machines/record-modal"
import { showToast } from "./outcomes"

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
