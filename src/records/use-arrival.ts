import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef, useState } from "react"
import { fromPromise } from "xstate"
import { createArrivalMachine } from "../../machines/records/arrival"
import type { Loaded } from "../../machines/records/loaded-resource"
import { showToast } from "./outcomes"

/**
 * An arrival machine for a page reached with something named in its address: `key` is what the
 * address names now (null: nothing), `read` the request the machine runs (the latest one the view
 * passed), `onTaken` drops the address's parameters once the answer came. Answers the arrival,
 * kept after the parameters have gone.
 */
export const useArrival = <Key, A>(key: Key | null, read: (key: Key) => Promise<Loaded<A>>, onTaken: () => void): A | null => {
  const latest = useRef({ read, onTaken })
  latest.current = { read, onTaken }
  const [machine] = useState(() =>
    createArrivalMachine<Key, A>().provide({ actors: { read: fromPromise(({ input }: { input: { readonly key: Key } }) => latest.current.read(input.key)) } }),
  )
  const actor = useActorRef(machine)
  useEffect(() => {
    const toasts = actor.on("toast", showToast)
    const taken = actor.on("taken", () => latest.current.onTaken())
    return () => {
      toasts.unsubscribe()
      taken.unsubscribe()
    }
  }, [actor])
  // The machine ignores the key it holds, so each render may say the address again.
  useEffect(() => {
    actor.send({ type: "ADDRESS", key })
  })
  return useSelector(actor, (s) => s.context.arrival)
}
