import { useSelector } from "@xstate/react"
import { useRef } from "react"
import { portalRequestTypeLabel } from "../../../domain/personal/solicitudes-portal-vocabulary"
import { portalRequests, portalRequestsEndpoints } from "../../../domain/personal/solicitudes-portal"
import { readPortalRequest } from "../../../machines/personal/solicitudes-portal-calls"
import { api } from "../../app/api"
import { AddressProblem } from "../../records/AddressProblem"
import { RecordPage } from "../../records/RecordPage"
import { recordText } from "../../records/record-text"
import { useRecordAddress } from "../../records/use-record-address"
import { IconButton, viewIcon } from "../../ui/IconButton"
import { PortalRequestDialog } from "./PortalRequestDialog"
import { portalPageTexts as text } from "./portal-page-texts"

// Solicitudes del portal (DOMAIN-MX 4.8, GP100): the requests filed in the kiosk, as the
// records platform lists them (Folio, Colaborador, Tipo, Fecha, Estado, Nivel; search, filters,
// export). Read-only: a row opens the request whole, where HR acts on it (PortalRequestDialog).

type Row = Readonly<Record<string, unknown>>

const columns = {
  // A folio is shown as typed (1203), not as a quantity (1,203).
  id_solicitud: { render: (row: Row) => String(row.id_solicitud ?? "") },
  id_tipo_solicitud: { render: (row: Row) => portalRequestTypeLabel(String(row.id_tipo_solicitud ?? "")) },
  nivel_actual: { render: (row: Row) => (row.nivel_actual === null || row.nivel_actual === undefined ? "—" : String(row.nivel_actual)) },
}

/** The request the address names, whole, as the dialog shows it. */
const readRequest = readPortalRequest(api, {
  gone: (id) => recordText.registroNoExiste(portalRequests.singular, id),
  forbidden: (id) => recordText.registroSinAcceso(portalRequests.singular, id),
})

export const PortalRequestsPage = ({ pageKey }: { readonly pageKey: string }) => {
  // The open request has its own address (?detalle=): Back closes it, a reload or a shared link
  // opens it again.
  const address = useRecordAddress("detalle", readRequest)
  const open = useSelector(address, (s) => (s.matches("open") ? s.context.record : null))
  const missing = useSelector(address, (s) => (s.matches("missing") ? s.context.problem : null))
  // The list's reload, once a row was opened from it: what the dialog changed shows in the list.
  const reloadList = useRef<(() => void) | null>(null)
  const view = (row: Row, reload: () => void) => {
    reloadList.current = reload
    address.send({ type: "OPEN", id: String(row.id_solicitud ?? "") })
  }
  return (
    <>
      <AddressProblem message={missing} onBack={() => address.send({ type: "CLOSED" })} />
      <RecordPage
        descriptor={portalRequests}
        endpoints={portalRequestsEndpoints}
        pageKey={pageKey}
        columns={columns}
        readOnlyNote={text.nota}
        onRowAction={view}
        rowActions={(row, reload) => (
          <IconButton opensDialog label={text.ver(String(row.id_solicitud ?? ""))} onPress={() => view(row, reload)}>
            {viewIcon}
          </IconButton>
        )}
      />
      <PortalRequestDialog row={open} onClose={() => address.send({ type: "CLOSED" })} onChanged={() => reloadList.current?.()} />
    </>
  )
}
