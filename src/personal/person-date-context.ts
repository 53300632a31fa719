import { messages } from "../../domain/messages"
import type { Loaded } from "../../machines/records/loaded-resource"
import { useLoadedResource } from "../records/use-loaded-resource"

// A form's context about one person on one date (what it shows beside its inputs), asked once per
// person and date: every custom input of the form reads the same answer, and a later visit reads
// fresh values (the person's data may have changed meanwhile). Read by a loaded-resource machine:
// another person or date drops the answer still coming about the last, whose values stay shown
// meanwhile.

interface ContextKey {
  readonly idEmpleado: string
  readonly fecha: string
}

/** The hook for one context endpoint; `ask` gets the person and the date when they are well formed. */
export const personDateContext = <A>(ask: (idEmpleado: number | undefined, fecha: string | undefined) => Promise<A | null>) => {
  const cache = new Map<string, Promise<A | null>>()
  const load = (idEmpleado: string, fecha: string): Promise<A | null> => {
    const key = `${idEmpleado}|${fecha}`
    const known = cache.get(key)
    if (known !== undefined) return known
    const pending = ask(/^\d+$/.test(idEmpleado) ? Number(idEmpleado) : undefined, /^\d{4}-\d{2}-\d{2}$/.test(fecha) ? fecha : undefined)
    cache.set(key, pending)
    void pending.then(() => setTimeout(() => cache.delete(key), 5_000))
    return pending
  }
  const read = async ({ idEmpleado, fecha }: ContextKey): Promise<Loaded<A>> => {
    const context = await load(idEmpleado, fecha)
    return context === null ? { kind: "failed", message: messages.errorObtener } : { kind: "loaded", value: context }
  }
  return (idEmpleado: string, fecha: string): A | null => useLoadedResource({ idEmpleado, fecha }, read, { keepWhileLoading: true }).value
}
