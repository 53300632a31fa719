import { useState } from "react"
import { portalRequestTypeLabel } from "../../../../domain/portal-requests"
import { portalRequests, portalRequestsEndpoints } from "../../../../domain/records/personal/portal-requests"
import { RecordPage } from "../../../records/RecordPage"
import { IconButton, viewIcon } from "../../../ui/IconButton"
import { RequestState } from "../../kiosk/RequestState"
import { PortalRequestDialog } from "./PortalRequestDialog"
import { portalPageTexts as text } from "./portalPageTexts"

// Solicitudes del portal (DOMAIN-MX 4.8, GP100): the requests filed in the kiosk, as the
// records platform lists them (Folio, Colaborador, Tipo, Fecha, Estado, Nivel; search, filters,
// export). Read-only: a row opens the request whole, where HR acts on it (PortalRequestDialog).

type Row = Readonly<Record<string, unknown>>

const columns = {
  // A folio is shown as typed (1203), not as a quantity (1,203).
  id_solicitud: { render: (row: Row) => String(row.id_solicitud ?? "") },
  id_tipo_solicitud: { render: (row: Row) => portalRequestTypeLabel(String(row.id_tipo_solicitud ?? "")) },
  estado: { render: (row: Row) => <RequestState estado={String(row.estado ?? "")} /> },
  nivel_actual: { render: (row: Row) => (row.nivel_actual === null || row.nivel_actual === undefined ? "—" : String(row.nivel_actual)) },
}


export const PortalRequestsPage = ({ pageKey }: { readonly pageKey: string }) => {
  const [open, setOpen] = useState<{ readonly row: Row; readonly reload: () => void } | null>(null)
  return (
    <>
      <RecordPage
        descriptor={portalRequests}
        endpoints={portalRequestsEndpoints}
        pageKey={pageKey}
        columns={columns}
        readOnlyNote={text.nota}
        onRowAction={(row, reload) => setOpen({ row, reload })}
        rowActions={(row, reload) => (
          <IconButton label={text.ver(String(row.id_solicitud ?? ""))} onPress={() => setOpen({ row, reload })}>
            {viewIcon}
          </IconButton>
        )}
      />
      <PortalRequestDialog row={open?.row ?? null} onClose={() => setOpen(null)} onChanged={() => open?.reload()} />
    </>
  )
}
