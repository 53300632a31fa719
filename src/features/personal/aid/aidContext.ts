import { useEffect, useState } from "react"
import { type ContextoAyuda, contextoAyuda } from "../../../../domain/api/personal-aid"
import { api } from "../../../app/api"

// What the aid form shows beside its inputs (the person's name and seniority on the request
// date, the active tipos de ayuda with their limits), loaded once per person and date.

const cache = new Map<string, Promise<ContextoAyuda | null>>()

const load = (idEmpleado: string, fecha: string): Promise<ContextoAyuda | null> => {
  const key = `${idEmpleado}|${fecha}`
  const known = cache.get(key)
  if (known !== undefined) return known
  const request = {
    ...(/^\d+$/.test(idEmpleado) ? { id_empleado: Number(idEmpleado) } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(fecha) ? { f_solicitud: fecha } : {}),
  }
  const pending = api.call(contextoAyuda, request).then((r) => (r.ok ? r.value.result : null))
  cache.set(key, pending)
  void pending.then(() => setTimeout(() => cache.delete(key), 5_000))
  return pending
}

export const useAidContext = (idEmpleado: string, fecha: string): ContextoAyuda | null => {
  const [context, setContext] = useState<ContextoAyuda | null>(null)
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
