import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef, useState } from "react"
import { fromPromise } from "xstate"
import { type Loaded, type ResourcePhase, createLoadedResourceMachine } from "../../machines/records/loaded-resource"
import { showToast } from "./outcomes"

export interface LoadedResource<A> {
  readonly phase: ResourcePhase
  /** The answer for the current key (kept while the same key is read again). */
  readonly value: A | null
  /** Why the read failed, in Spanish. */
  readonly failure: string | null
  /** Read the same key again (after a save). */
  readonly reload: () => void
  /** The "Reintentar" of a failed read. */
  readonly retry: () => void
}

/**
 * A loaded-resource machine for a view: `key` names what to read (null: nothing yet) and `load`
 * is the request the machine runs (the latest one the view passed). With `toastOnFailure` a failed
 * read also says so in a toast, for views that have no place to show it; with `debounceMs` a new
 * key is read once it has stayed that long; with `keepWhileLoading` the last answer stays shown
 * until the new key's arrives.
 */
export const useLoadedResource = <Key, A>(
  key: Key | null,
  load: (key: Key) => Promise<Loaded<A>>,
  options: { readonly toastOnFailure?: boolean; readonly debounceMs?: number; readonly keepWhileLoading?: boolean } = {},
): LoadedResource<A> => {
  const latest = useRef(load)
  latest.current = load
  const [machine] = useState(() =>
    createLoadedResourceMachine<Key, A>().provide({ actors: { load: fromPromise(({ input }: { input: { readonly key: Key } }) => latest.current(input.key)) } }),
  )
  const actor = useActorRef(machine, { input: { key, debounceMs: options.debounceMs ?? 0, keepWhileLoading: options.keepWhileLoading ?? false } })
  // The machine ignores a key equal to the one it holds, so a fresh object each render reads nothing.
  useEffect(() => {
    actor.send({ type: "LOAD", key })
  })
  const toastOnFailure = options.toastOnFailure === true
  useEffect(() => {
    if (!toastOnFailure) return
    const subscription = actor.on("toast", showToast)
    return () => subscription.unsubscribe()
  }, [actor, toastOnFailure])
  const phase = useSelector(actor, (s): ResourcePhase => (s.value === "starting" ? "loading" : (s.value as ResourcePhase)))
  const value = useSelector(actor, (s) => s.context.value)
  const failure = useSelector(actor, (s) => s.context.failure)
  const [actions] = useState(() => ({ reload: () => actor.send({ type: "RELOAD" }), retry: () => actor.send({ type: "RETRY" }) }))
  return { phase, value, failure, ...actions }
}
