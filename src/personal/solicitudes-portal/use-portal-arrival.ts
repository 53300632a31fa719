import { useMemo } from "react"
import { type PortalTargetSearch, amountText } from "../../../domain/personal/portal-request-link"
import { type PortalArrival, readPortalArrival } from "../../../machines/personal/solicitudes-portal-calls"
import { api } from "../../app/api"
import { useArrival } from "../../records/use-arrival"

// A target page reached from Solicitudes del portal (domain/personal/portal-request-link.ts): the
// request's folio, person and amount come in the address; its detail (what the person asked
// for) is read from the request, when the caller may read it. The page gets one arrival per
// visit and the route drops the parameters at once (`onTaken`), so a reload or Back does not open
// the form again. The arrival machine reads the request and keeps its answer.

const readArrival = readPortalArrival(api)

export const usePortalArrival = (search: PortalTargetSearch, onTaken: () => void): PortalArrival | null => {
  const { id_solicitud, id_empleado, monto } = search
  return useArrival(id_solicitud === undefined || id_empleado === undefined ? null : { id_solicitud, id_empleado, monto }, readArrival, onTaken)
}

/**
 * An arrival as the new values of a form that asks for money (an aid, a loan): the person, the
 * amount, the request's text as the motive (up to 500 characters) and the request it answers.
 */
export const usePortalAmountArrival = (search: PortalTargetSearch, onTaken: () => void) => {
  const arrival = usePortalArrival(search, onTaken)
  const addWith = useMemo(
    () =>
      arrival === null
        ? null
        : { id_empleado: String(arrival.id_empleado), monto: amountText(arrival.monto), motivo: (arrival.detalle ?? "").slice(0, 500), id_solicitud: String(arrival.id_solicitud) },
    [arrival],
  )
  return { arrival, addWith }
}
