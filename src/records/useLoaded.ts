import { useEffect, useState } from "react"
import { messages } from "../../domain/messages"
import { toast } from "../../machines/toast"
import { showToast } from "./outcomes"

/**
 * A select's items from a lookup, loaded again whenever `key` changes (the chosen company, say);
 * none while `key` is null. A failure says so once with the "could not fetch" toast. `load` must
 * be a module constant: a new function per render would load again on every render.
 */
export const useLoaded = <T>(key: string | null, load: (key: string) => Promise<ReadonlyArray<T> | null>): ReadonlyArray<T> => {
  const [items, setItems] = useState<ReadonlyArray<T>>([])
  useEffect(() => {
    setItems([])
    if (key === null) return
    let live = true
    void load(key).then((loaded) => {
      if (!live) return
      if (loaded === null) showToast(toast("error", messages.errorObtener))
      else setItems(loaded)
    })
    return () => {
      live = false
    }
  }, [key, load])
  return items
}
