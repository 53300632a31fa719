import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef, useState } from "react"
import { fromPromise } from "xstate"
import { fileUploadMachine } from "../../machines/records/file-upload"
import type { UploadOutcome } from "../../machines/records/upload-calls"
import { showToast } from "./outcomes"

export interface FileUpload {
  /** A file travels: the input waits. */
  readonly busy: boolean
  /** The name of the file last uploaded here, until removed. */
  readonly chosen: string | null
  /** A file uploads it; null removes the field's file. */
  readonly choose: (file: File | null) => void
}

/**
 * A file-upload machine for a record's file input: `upload` is the call it runs (declared in a
 * machine-layer `*-calls.ts` module, the latest one the view passed), `onChange` gets the field's
 * new value (the uploaded version, or "" when removed); a refusal is toasted.
 */
export const useFileUpload = (upload: (file: File) => Promise<UploadOutcome>, onChange: (version: string) => void): FileUpload => {
  const latest = useRef({ upload, onChange })
  latest.current = { upload, onChange }
  const [machine] = useState(() =>
    fileUploadMachine.provide({ actors: { upload: fromPromise(({ input }: { input: { readonly file: File } }) => latest.current.upload(input.file)) } }),
  )
  const actor = useActorRef(machine)
  useEffect(() => {
    const toasts = actor.on("toast", showToast)
    const changes = actor.on("changed", (event) => latest.current.onChange(event.version))
    return () => {
      toasts.unsubscribe()
      changes.unsubscribe()
    }
  }, [actor])
  const busy = useSelector(actor, (s) => s.matches("uploading"))
  const chosen = useSelector(actor, (s) => s.context.chosen)
  const [choose] = useState(() => (file: File | null) => actor.send(file === null ? { type: "REMOVE" } : { type: "CHOOSE", file }))
  return { busy, chosen, choose }
}
