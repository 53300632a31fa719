import { useEffect, useState } from "react"
import { type ContextoMovimiento, contextoMovimiento } from "../../../../domain/api/personal-movements"
import { api } from "../../../app/api"

// What the movement form shows beside its inputs (the person's values today, the vacant seats on
// the date, the motives and periodicidades), loaded once per person and date: every custom input
// of the form reads the same answer.

const cache = new Map<string, Promise<ContextoMovimiento | null>>()

const load = (idEmpleado: string, fecha: string): Promise<ContextoMovimiento | null> => {
  const key = `${idEmpleado}|${fecha}`
  const known = cache.get(key)
  if (known !== undefined) return known
  const request = {
    ...(/^\d+$/.test(idEmpleado) ? { id_empleado: Number(idEmpleado) } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(fecha) ? { f_efectiva: fecha } : {}),
  }
  const pending = api.call(contextoMovimiento, request).then((r) => (r.ok ? r.value.result : null))
  cache.set(key, pending)
  // A later visit reads fresh values (a movement applied meanwhile changes them).
  void pending.then(() => setTimeout(() => cache.delete(key), 5_000))
  return pending
}

export const useMovementContext = (idEmpleado: string, fecha: string): ContextoMovimiento | null => {
  const [context, setContext] = useState<ContextoMovimiento | null>(null)
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
