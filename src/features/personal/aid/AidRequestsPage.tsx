import { useMemo, useState } from "react"
import { enviarAutorizacionAyuda } from "../../../../domain/api/personal-aid"
import { messages } from "../../../../domain/messages"
import { type PortalTargetSearch, amountText } from "../../../../domain/portal-request-link"
import { aidRequests, aidRequestsEndpoints } from "../../../../domain/records/personal/aid-requests"
import { api } from "../../../app/api"
import { showActionOutcome } from "../../../records/outcomes"
import type { FieldRenderProps } from "../../../records/RecordForm"
import { RecordPage } from "../../../records/RecordPage"
import { IconButton, sendIcon, viewIcon } from "../../../ui/IconButton"
import { AidDetailDialog, AidPaymentDialog } from "./AidDialogs"
import { LinkFieldError, linkNoteOf } from "../portal-requests/PortalLinkNote"
import { usePortalArrival } from "../portal-requests/usePortalArrival"
import { AidPerson, AidProofInput, AidTypeSelect } from "./AidInputs"

// Ayudas económicas (GP100, DOMAIN-MX 4.9): the list (Folio, Colaborador, Tipo, Fecha, Monto,
// Estado) with its filters and export; the form in a dialog (the person and their seniority, the
// tipo de ayuda and its limits, the date, the amount, the motive, and once saved the proof); and
// each row's actions: Ver (the flow and the payment), Enviar a autorización while Capturada,
// Registrar pago once Autorizada, and Cancelar (the platform's delete, which cancels). Reached
// from a kiosk aid request (Solicitudes del portal), the add form opens for that person with the
// amount and the motive asked for, and the request's link: saving the aid attends the request.

type Row = Readonly<Record<string, unknown>>

const render = {
  id_empleado: (props: FieldRenderProps) => <AidPerson {...props} />,
  id_tipo_ayuda: (props: FieldRenderProps) => <AidTypeSelect {...props} />,
  comprobante: (props: FieldRenderProps) => <AidProofInput {...props} />,
  id_solicitud: LinkFieldError,
}

const columns = { id_ayuda: { render: (row: Row) => String(row.id_ayuda ?? "") } }

const payIcon = <path d="M3 7h18v10H3zM7 12h.01M17 12h.01M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />

export const AidRequestsPage = ({ pageKey, search, onTaken }: { readonly pageKey: string; readonly search: PortalTargetSearch; readonly onTaken: () => void }) => {
  const arrival = usePortalArrival(search, onTaken)
  const addWith = useMemo(
    () =>
      arrival === null
        ? null
        : { id_empleado: String(arrival.id_empleado), monto: amountText(arrival.monto), motivo: (arrival.detalle ?? "").slice(0, 500), id_solicitud: String(arrival.id_solicitud) },
    [arrival],
  )
  const [viewing, setViewing] = useState<number | null>(null)
  const [paying, setPaying] = useState<{ readonly id: number; readonly reload: () => void } | null>(null)
  const send = (row: Row, reload: () => void) =>
    void api.call(enviarAutorizacionAyuda, { id_ayuda: Number(row.id_ayuda) }).then((r) => showActionOutcome(r, messages.errorGuardarInformacion, reload))
  return (
    <>
      <RecordPage
        descriptor={aidRequests}
        endpoints={aidRequestsEndpoints}
        pageKey={pageKey}
        columns={columns}
        addWith={addWith}
        formProps={{
          order: ["id_empleado", "id_tipo_ayuda", "f_solicitud", "monto", "motivo", "comprobante"],
          render,
          header: (values, record) => linkNoteOf(values, arrival?.detalle ?? null, "registro", record !== null),
        }}
        deleteLabel={(row) => `Cancelar la ayuda ${String(row.id_ayuda ?? "")}`}
        rowActions={(row, reload) => (
          <>
            <IconButton label={`Ver la ayuda ${String(row.id_ayuda ?? "")}`} onPress={() => setViewing(Number(row.id_ayuda))}>
              {viewIcon}
            </IconButton>
            {row.estado === "Capturada" ? (
              <IconButton label={`Enviar a autorización la ayuda ${String(row.id_ayuda ?? "")}`} onPress={() => send(row, reload)}>
                {sendIcon}
              </IconButton>
            ) : null}
            {row.estado === "Autorizada" ? (
              <IconButton label={`Registrar el pago de la ayuda ${String(row.id_ayuda ?? "")}`} onPress={() => setPaying({ id: Number(row.id_ayuda), reload })}>
                {payIcon}
              </IconButton>
            ) : null}
          </>
        )}
      />
      <AidDetailDialog id={viewing} onClose={() => setViewing(null)} />
      <AidPaymentDialog id={paying?.id ?? null} onClose={() => setPaying(null)} onDone={() => paying?.reload()} />
    </>
  )
}
