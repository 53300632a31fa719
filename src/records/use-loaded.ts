import { messages } from "../../domain/messages"
import type { Loaded } from "../../machines/records/loaded-resource"
import { useLoadedResource } from "./use-loaded-resource"

const none: ReadonlyArray<never> = []

/**
 * A select's items from a lookup, loaded again whenever `key` changes (the chosen company, say);
 * none while `key` is null. A failure says so once with the "could not fetch" toast. The reads
 * run in a loaded-resource machine, which drops the answer about a key no longer chosen.
 */
export const useLoaded = <T>(key: string | null, load: (key: string) => Promise<ReadonlyArray<T> | null>): ReadonlyArray<T> => {
  const resource = useLoadedResource<string, ReadonlyArray<T>>(
    key,
    async (k): Promise<Loaded<ReadonlyArray<T>>> => {
      const loaded = await load(k)
      return loaded === null ? { kind: "failed", message: messages.errorObtener } : { kind: "loaded", value: loaded }
    },
    { toastOnFailure: true },
  )
  return resource.value ?? none
}
