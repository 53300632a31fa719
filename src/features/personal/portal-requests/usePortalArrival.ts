import { useEffect, useState } from "react"
import type { PortalTargetSearch } from "../../../../domain/portal-request-link"
import { portalRequestsEndpoints } from "../../../../domain/records/personal/portal-requests"
import { api } from "../../../app/api"

// A target page reached from Solicitudes del portal (domain/portal-request-link.ts): the
// request's folio, person and amount come in the address; its detail (what the person asked
// for) is read from the request, when the caller may read it. The page gets one arrival per
// visit and the route drops the parameters at once (`onTaken`), so a reload or Back does not open
// the form again.

export interface PortalArrival {
  readonly id_solicitud: number
  readonly id_empleado: number
  readonly monto: number | undefined
  /** What the person wrote in the kiosk; null when it could not be read. */
  readonly detalle: string | null
}

export const usePortalArrival = (search: PortalTargetSearch, onTaken: () => void): PortalArrival | null => {
  const [arrival, setArrival] = useState<PortalArrival | null>(null)
  const { id_solicitud, id_empleado, monto } = search
  useEffect(() => {
    if (id_solicitud === undefined || id_empleado === undefined) return
    let live = true
    void api.call(portalRequestsEndpoints.read, { id: String(id_solicitud) }).then((r) => {
      if (!live) return
      onTaken()
      const detalle = r.ok && typeof r.value.result.detalle === "string" && r.value.result.detalle.trim() !== "" ? r.value.result.detalle : null
      setArrival({ id_solicitud, id_empleado, monto, detalle })
    })
    return () => {
      live = false
    }
  }, [id_solicitud, id_empleado, monto, onTaken])
  return arrival
}
