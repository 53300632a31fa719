import { useMemo } from "react"
import type { AnyEndpoint, ResponseOf } from "../../domain/api/endpoint"
import { readKioskData } from "../../machines/kiosko/kiosko-calls"
import { useLoadedResource } from "../records/use-loaded-resource"
import { kioskApi } from "./kiosk-api"

// One GET of the kiosk's API for a panel, read by a loaded-resource machine: loading, its result,
// or a failure the panel offers to retry; loaded again when `key` changes (a comodín helping
// someone else, whose answer replaces any still coming about the previous person) or on `reload`.

export type KioskData<A> = { readonly kind: "loading" } | { readonly kind: "ready"; readonly value: A } | { readonly kind: "failed"; readonly message: string }

export const useKioskData = <E extends AnyEndpoint>(endpoint: E, key: string) => {
  type Result = ResponseOf<E> extends { readonly result: infer R } ? R : never
  // Bound once per panel, not on every render.
  const read = useMemo(() => readKioskData(kioskApi, endpoint), [endpoint])
  const resource = useLoadedResource<string, Result>(key, read)
  const data: KioskData<Result> =
    resource.phase === "failed"
      ? { kind: "failed", message: resource.failure ?? "" }
      : (resource.phase === "shown" || resource.phase === "empty") && resource.value !== null
        ? { kind: "ready", value: resource.value }
        : { kind: "loading" }
  return { data, reload: resource.reload }
}
