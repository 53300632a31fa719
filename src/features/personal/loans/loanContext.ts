import { useEffect, useState } from "react"
import { type ContextoPrestamo, contextoPrestamo } from "../../../../domain/api/personal-loans"
import { api } from "../../../app/api"

// What the loan form shows beside its inputs (the person's pay and period, the zone's minimum
// wage on the request date, the loan parameters), loaded once per person and date: the picker
// and the terms read the same answer.

const cache = new Map<string, Promise<ContextoPrestamo | null>>()

const load = (idEmpleado: string, fecha: string): Promise<ContextoPrestamo | null> => {
  const key = `${idEmpleado}|${fecha}`
  const known = cache.get(key)
  if (known !== undefined) return known
  const request = {
    ...(/^\d+$/.test(idEmpleado) ? { id_empleado: Number(idEmpleado) } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(fecha) ? { f_solicitud: fecha } : {}),
  }
  const pending = api.call(contextoPrestamo, request).then((r) => (r.ok ? r.value.result : null))
  cache.set(key, pending)
  // A later visit reads fresh values (a salary or a parameter changed meanwhile).
  void pending.then(() => setTimeout(() => cache.delete(key), 5_000))
  return pending
}

export const useLoanContext = (idEmpleado: string, fecha: string): ContextoPrestamo | null => {
  const [context, setContext] = useState<ContextoPrestamo | null>(null)
  useEffect(() => {
    let live = true
    void load(idEmpleado, fecha).then((c) => {
      if (live) setContext(c)
    })
    return () => {
      live = false
    }
  }, [idEmpleado, fecha])
  return context
}
