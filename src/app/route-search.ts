import { useCallback } from "react"

/** A route's own navigate, as far as dropping its search goes (TanStack's is generic over routes). */
type Navigate = (options: { readonly search: Record<string, never>; readonly replace: true }) => Promise<void>

/**
 * Drops the page's search parameters in place once the page has taken what they asked for (an
 * add form opened with their data), so a reload does not ask again; Back does not return to it.
 */
export const useDropSearch = (navigate: Navigate) => useCallback(() => void navigate({ search: {}, replace: true }), [navigate])

/** A search parameter holding a record's positive integer key; anything else is dropped. */
export const idSearch =
  <K extends string>(key: K) =>
  (search: Record<string, unknown>): Partial<Record<K, number>> => {
    const n = Number(search[key])
    return Number.isInteger(n) && n > 0 && n < 1_000_000_000 ? ({ [key]: n } as Partial<Record<K, number>>) : {}
  }
