import { useCallback, useEffect, useState } from "react"
import type { AnyEndpoint, ResponseOf } from "../../../domain/api/endpoint"
import { kioskApi } from "./kioskApp"

// One GET of the kiosk's API for a panel: loading, its result, or a failure the panel offers to
// retry; loaded again when `key` changes (a comodín helping someone else) or on `reload`.

export type KioskData<A> = { readonly kind: "loading" } | { readonly kind: "ready"; readonly value: A } | { readonly kind: "failed"; readonly message: string }

export const useKioskData = <E extends AnyEndpoint>(endpoint: E, key: string) => {
  type Result = ResponseOf<E> extends { readonly result: infer R } ? R : never
  const [data, setData] = useState<KioskData<Result>>({ kind: "loading" })
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((n) => n + 1), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` (who the data is about) and `round` (Reintentar, a new request) ask again
  useEffect(() => {
    let live = true
    setData({ kind: "loading" })
    void kioskApi.call(endpoint, {} as never).then((answer) => {
      if (!live) return
      if (answer.ok) setData({ kind: "ready", value: (answer.value as { readonly result: Result }).result })
      else setData({ kind: "failed", message: answer.message })
    })
    return () => {
      live = false
    }
  }, [endpoint, key, round])
  return { data, reload }
}
